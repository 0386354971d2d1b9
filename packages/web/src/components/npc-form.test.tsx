import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { NpcForm } from "./npc-form.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function form(system: string, modules: string[]) {
  const session = new LocalSession(createLocalTable({ name: "T", system, modules, houseRules: {} }));
  render(
    <I18nProvider lang="de">
      <NpcForm session={session} />
    </I18nProvider>,
  );
  return session;
}

describe("NSC anlegen", () => {
  it("EWS with FoKa: a name and two levels make a stat block with TP, optionally secret", async () => {
    const session = form("ews", ["foka"]);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ork" } });
    fireEvent.change(screen.getByLabelText("Wert „Stark“"), { target: { value: "++" } });
    fireEvent.click(screen.getByLabelText("geheim (die Spieler sehen ihn nicht)"));
    fireEvent.click(screen.getByRole("button", { name: "NSC speichern" }));
    expect((await screen.findByRole("status")).textContent).toBe("Ork ist am Tisch.");
    const [npc] = session.playCharacters();
    expect(npc?.character).toMatchObject({
      system: "ews",
      name: "Ork",
      npc: true,
      secret: true,
      attributes: [{ name: "Stark", level: "++" }],
      skills: [{ name: "Nahkampf", level: "+", attributes: ["Stark"] }],
      woundAttribute: "Stark",
    });
    // TP from the Eigenschaft (++ is 18), WS a third of it.
    expect(npc?.play.condition).toMatchObject({ kind: "foka", tp: 18, tpMax: 18, woundThreshold: 6 });
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
  });

  it("Faar: the six attributes and a skill; LP = ST + KO", async () => {
    const session = form("faar", []);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Wache" } });
    fireEvent.change(screen.getByLabelText("ST"), { target: { value: "9" } });
    fireEvent.change(screen.getByLabelText("KO"), { target: { value: "7" } });
    fireEvent.click(screen.getByRole("button", { name: "NSC speichern" }));
    await screen.findByRole("status");
    const [npc] = session.playCharacters();
    expect(npc?.character).toMatchObject({
      npc: true,
      attributes: { ST: 9, KO: 7, GE: 8, IN: 6, IT: 6, CH: 6 },
      skills: [{ name: "Nahkampf", level: 3 }],
    });
    expect(npc?.character.secret).toBeUndefined();
    expect(npc?.play.condition).toMatchObject({ lp: 16, lpMax: 16 });
  });

  it("is the GM's and only where a quick stat block fits the system: 3W6 has no damage rules", () => {
    form("3w6-stunts", []);
    expect(screen.queryByRole("button", { name: "NSC speichern" })).toBeNull();
  });
});

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("NSC anlegen with gear (CONTRACT §6)", () => {
  it("EWS with FoKa: a weapon, armour and a TP-Eigenschaft of its own; TP from it", async () => {
    const session = form("ews", ["foka"]);
    change("Name", "Ork");
    change("TP-Eigenschaft", "Zäh");
    change("Wert „Zäh“", "++");
    change("Waffe", "Krummsäbel");
    change("Schaden der Waffe", "5");
    change("Rüstung", "Fellwams");
    change("Schutz der Rüstung", "1");
    fireEvent.click(screen.getByRole("button", { name: "NSC speichern" }));
    await screen.findByRole("status");
    const [npc] = session.playCharacters();
    expect(npc?.character).toMatchObject({
      attributes: [
        { name: "Stark", level: "+" },
        { name: "Zäh", level: "++" },
      ],
      woundAttribute: "Zäh",
      weapons: [{ name: "Krummsäbel", damage: 5 }],
      armor: [{ name: "Fellwams", protection: 1 }],
    });
    // The FoKa condition reads the TP from the woundAttribute: ++ is 18.
    expect(npc?.play.condition).toMatchObject({ tp: 18, tpMax: 18 });
  });

  it("EWS: a Schaden that is no whole number is named and keeps the NPC from being saved", () => {
    form("ews", ["foka"]);
    change("Name", "Ork");
    change("Waffe", "Keule");
    change("Schaden der Waffe", "-2");
    expect((screen.getByRole("button", { name: "NSC speichern" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText("Schaden der Waffe").getAttribute("aria-invalid")).toBe("true");
    change("Schaden der Waffe", "2");
    expect((screen.getByRole("button", { name: "NSC speichern" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("EWS without FoKa: no gear and no TP-Eigenschaft (the basic rules have no damage)", () => {
    form("ews", []);
    expect(screen.queryByLabelText("Waffe")).toBeNull();
    expect(screen.queryByLabelText("TP-Eigenschaft")).toBeNull();
  });

  it("Urfassung: KO, ST, a skill and a weapon in the text's dice; a bad dice text is named", async () => {
    const session = form("ews-urfassung", []);
    change("Name", "Räuber");
    change("Stärke (ST)", "14");
    change("Waffe", "Knüppel");
    change("Schaden der Waffe", "1W7");
    expect(screen.getByText(/Schaden so, wie der Text ihn schreibt/)).toBeTruthy();
    change("Schaden der Waffe", "1W6");
    change("Rüstung", "Lederwams");
    fireEvent.click(screen.getByRole("button", { name: "NSC speichern" }));
    await screen.findByRole("status");
    const [npc] = session.playCharacters();
    expect(npc?.character).toMatchObject({
      system: "ews-urfassung",
      npc: true,
      attributes: expect.arrayContaining([{ name: "Stärke", short: "ST", value: 14 }]),
      weapons: [{ name: "Knüppel", damage: "1W6" }],
      armor: [{ name: "Lederwams", protection: 1 }],
    });
    // TP = 2 × KO (12).
    expect(npc?.play.condition).toMatchObject({ tp: 24 });
  });

  it("Kampfwürfel: LP, KW, a weapon's a–b damage, armour and a shield", async () => {
    const session = form("kampfwuerfel", []);
    change("Name", "Söldner");
    change("Lebenspunkte (LP)", "25");
    change("Waffe", "Streitaxt");
    change("Schaden der Waffe", "2-3");
    change("Rüstung", "Kettenhemd");
    change("Schutz der Rüstung", "4");
    change("Schild", "Rundschild");
    change("Schutz des Schilds", "2");
    fireEvent.click(screen.getByRole("button", { name: "NSC speichern" }));
    await screen.findByRole("status");
    const [npc] = session.playCharacters();
    expect(npc?.character).toMatchObject({
      lp: 25,
      combatDice: 10,
      weapons: [{ name: "Streitaxt", damage: "2-3" }],
      armor: [{ name: "Kettenhemd", value: 4 }],
      shields: [{ name: "Rundschild", value: 2 }],
    });
    expect(npc?.play.condition).toMatchObject({ lp: 25 });
  });

  it("Faar: weapon dice, armour and shield", async () => {
    const session = form("faar", []);
    change("Name", "Wache");
    change("Waffe", "Hellebarde");
    change("Schaden der Waffe", "2W6+1");
    change("Rüstung", "Kettenpanzer");
    change("Schutz der Rüstung", "2");
    change("Schild", "Holzschild");
    fireEvent.click(screen.getByRole("button", { name: "NSC speichern" }));
    await screen.findByRole("status");
    expect(session.playCharacters()[0]?.character).toMatchObject({
      weapons: [{ name: "Hellebarde", damage: "2W6+1" }],
      armor: [{ name: "Kettenpanzer", protection: 2 }],
      shields: [{ name: "Holzschild", protection: 1 }],
    });
  });
});
