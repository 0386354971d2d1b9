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

  it("is the GM's and only where a quick stat block fits the system", () => {
    form("kampfwuerfel", []);
    expect(screen.queryByRole("button", { name: "NSC speichern" })).toBeNull();
  });
});
