import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import BuilderView from "../views/builder-view.js";
import SheetView from "../views/sheet-view.js";
import { storedDraft, type } from "./builder-test-support.js";

beforeEach(() => {
  localStorage.clear();
  location.hash = "";
});
afterEach(cleanup);

const newSession = (modules: string[]) =>
  new LocalSession(createLocalTable({ name: "T", system: "ews", modules, houseRules: {} }));

const renderBuilder = (session: LocalSession, lang: "de" | "en" = "de") =>
  render(
    <I18nProvider lang={lang}>
      <BuilderView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );

/** The text of the file „Als Datei exportieren" offers. */
async function exported(): Promise<Record<string, unknown>> {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:x";
    }),
    revokeObjectURL: vi.fn(),
  });
  fireEvent.click(screen.getByRole("button", { name: "Als Datei exportieren" }));
  return JSON.parse(await blobs[0]!.text());
}

describe("EWS builder with FoKa: Waffen und Rüstung (ews-2.txt L236–239, L619)", () => {
  it("Lazaro with „Waffe: Degen; Schaden: 4“ typed by hand: in the exported file and in the Heft", async () => {
    const session = newSession(["foka"]);
    renderBuilder(session);
    const section = screen.getByTestId("ews-equipment");
    expect(section.textContent).toContain("Schaden = Diff + Schadenswert der Waffe − Schutz der Rüstung");
    type("Name", "Lazaro");
    fireEvent.click(screen.getByRole("button", { name: "+ Waffe" }));
    type("Name in Waffen, Zeile 1", "Degen");
    type("Schaden in Waffen, Zeile 1", 4);
    expect(within(section).getByTestId("ews-weapon-0").textContent).toContain("Schaden = Diff + 4 − Schutz");
    const file = await exported();
    expect(file.weapons).toEqual([{ name: "Degen", damage: 4 }]);
    expect(file.name).toBe("Lazaro");
    // Every keystroke is the draft.
    expect(storedDraft(session).weapons).toEqual([{ name: "Degen", damage: 4 }]);

    cleanup();
    const sheet = render(
      <I18nProvider lang="de">
        <SheetView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const onScreen = sheet.container.querySelector("article.sheet") as HTMLElement;
    expect(within(onScreen).getByTestId("heft-row-equipment-weapon-0").textContent).toBe(
      "DegenSchaden 4Schaden = Diff + 4 − Schutz",
    );
    const booklet = sheet.container.querySelector(".booklet") as HTMLElement;
    expect(within(booklet).getByTestId("heft-row-equipment-weapon-0").textContent).toContain("Schaden 4");
    expect(booklet.textContent).toContain("Waffen und Rüstung");
  });

  it("armour with its Schutz, a ranged weapon, and removing a row", async () => {
    const session = newSession(["foka"]);
    renderBuilder(session);
    type("Name", "Stahlkatze");
    fireEvent.click(screen.getByRole("button", { name: "+ Waffe" }));
    type("Name in Waffen, Zeile 1", "Krallen");
    type("Schaden in Waffen, Zeile 1", 4);
    fireEvent.click(screen.getByRole("button", { name: "+ Waffe" }));
    type("Name in Waffen, Zeile 2", "Armbrust");
    type("Schaden in Waffen, Zeile 2", 6);
    fireEvent.click(screen.getByLabelText("Fernkampfwaffe in Waffen, Zeile 2"));
    expect(screen.getByTestId("ews-weapon-1").textContent).toContain(
      "Fernkampf: Schaden = Wurf − Mindestwurf + 6 − Schutz",
    );
    fireEvent.click(screen.getByRole("button", { name: "+ Rüstung" }));
    type("Name in Rüstung, Zeile 1", "Lederwams");
    type("Schutz in Rüstung, Zeile 1", 1);
    fireEvent.click(screen.getByRole("button", { name: "Krallen entfernen" }));
    expect(storedDraft(session).weapons).toEqual([{ name: "Armbrust", damage: 6, ranged: true }]);
    expect(storedDraft(session).armor).toEqual([{ name: "Lederwams", protection: 1 }]);
    fireEvent.click(screen.getByLabelText("Fernkampfwaffe in Waffen, Zeile 1"));
    expect(storedDraft(session).weapons).toEqual([{ name: "Armbrust", damage: 6 }]);
  });

  it("„getragen“: one worn Rüstung counts, the strongest (ews-2.txt L376, L619); a piece taken off is kept", () => {
    const session = newSession(["foka"]);
    renderBuilder(session);
    type("Name", "Lazaro");
    expect(screen.getByTestId("ews-equipment").textContent).toContain(
      "Eine getragene Rüstung zählt, die stärkste",
    );
    fireEvent.click(screen.getByRole("button", { name: "+ Rüstung" }));
    type("Name in Rüstung, Zeile 1", "Lederwams");
    type("Schutz in Rüstung, Zeile 1", 1);
    fireEvent.click(screen.getByRole("button", { name: "+ Rüstung" }));
    type("Name in Rüstung, Zeile 2", "Kürass");
    type("Schutz in Rüstung, Zeile 2", 3);
    expect(screen.getByTestId("ews-armor-0").textContent).toContain(
      "zählt nicht: nur die stärkste Rüstung zählt",
    );
    expect(screen.getByTestId("ews-armor-1").textContent).toContain("zählt: zieht 3 von jedem Treffer ab");
    fireEvent.click(screen.getByLabelText("getragen in Rüstung, Zeile 2"));
    expect(storedDraft(session).armor).toEqual([
      { name: "Lederwams", protection: 1 },
      { name: "Kürass", protection: 3, worn: false },
    ]);
    expect(screen.getByTestId("ews-armor-1").textContent).toContain("nicht getragen");
    expect(screen.getByTestId("ews-armor-0").textContent).toContain("zählt: zieht 1 von jedem Treffer ab");
  });

  it("with the table's armorStacking every worn piece counts, and the rule says so", () => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: { armorStacking: true } }),
    );
    renderBuilder(session);
    expect(screen.getByTestId("ews-equipment").textContent).toContain(
      "zählen alle getragenen Stücke zusammen",
    );
    fireEvent.click(screen.getByRole("button", { name: "+ Rüstung" }));
    type("Name in Rüstung, Zeile 1", "Lederwams");
    fireEvent.click(screen.getByRole("button", { name: "+ Rüstung" }));
    type("Name in Rüstung, Zeile 2", "Helm");
    expect(screen.getByTestId("ews-armor-0").textContent).toContain("zählt: zieht 0 von jedem Treffer ab");
    expect(screen.getByTestId("ews-armor-1").textContent).toContain("zählt: zieht 0 von jedem Treffer ab");
  });

  it("a weapon without a name gets a German note and stays in the draft; the rest is still judged", () => {
    const session = newSession(["foka"]);
    renderBuilder(session);
    type("Name", "Lazaro");
    fireEvent.click(screen.getByRole("button", { name: "+ Waffe" }));
    type("Schaden in Waffen, Zeile 1", 4);
    const row = screen.getByTestId("ews-weapon-0");
    expect(row.textContent).toContain("Diese Zeile hat noch keinen Namen");
    expect(storedDraft(session).weapons).toEqual([{ name: "", damage: 4 }]);
    // The Δ summary still shows: one empty weapon does not make the whole file unreadable.
    expect(screen.getByTestId("cost").textContent).toMatch(/Δ von 7 Δ/);
  });

  it("imports a file with weapons, armour and unknown fields and exports it unchanged", async () => {
    const lazaro = JSON.parse(readFileSync(join(process.cwd(), "examples/characters/lazaro.json"), "utf8"));
    const text = JSON.stringify({
      ...lazaro,
      weapons: [{ name: "Degen", damage: 4, heirloom: "Familie" }],
      armor: [{ name: "Lederwams", protection: 1 }],
    });
    renderBuilder(newSession(["foka"]));
    fireEvent.change(screen.getByLabelText("Datei importieren"), {
      target: { files: [new File([text], "lazaro.json", { type: "application/json" })] },
    });
    await screen.findByText("lazaro.json importiert.");
    expect((screen.getByLabelText("Name in Waffen, Zeile 1") as HTMLInputElement).value).toBe("Degen");
    expect((screen.getByLabelText("Schaden in Waffen, Zeile 1") as HTMLInputElement).value).toBe("4");
    expect((screen.getByLabelText("Schutz in Rüstung, Zeile 1") as HTMLInputElement).value).toBe("1");
    expect(await exported()).toEqual(JSON.parse(text));
  });

  it("a tap in the EWS Heft: the weapon opens melee with its Schaden, a Fertigkeit a check as the character", async () => {
    const lazaro = JSON.parse(readFileSync(join(process.cwd(), "examples/characters/lazaro.json"), "utf8"));
    const session = newSession(["foka"]);
    // The sample file carries his „Waffe: Degen; Schaden: 4“ already.
    await session.saveCharacter(null, lazaro, null);
    const { container } = render(
      <I18nProvider lang="de">
        <SheetView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const sheet = container.querySelector("article.sheet") as HTMLElement;
    const id = session.config.id;
    const stored = (key: string) =>
      JSON.parse(localStorage.getItem(`spieltisch.dice.${id}.${key}`) ?? "null");
    fireEvent.click(within(sheet).getByRole("button", { name: "Schaden 4: mit Degen würfeln" }));
    expect(stored("action")).toBe("melee");
    expect(stored("ews.values").melee).toEqual({ attackerWeapon: 4 });
    fireEvent.click(within(sheet).getByRole("button", { name: "13: mit Nahkampf würfeln" }));
    expect(stored("action")).toBe("check");
    expect(stored("ews.values").check).toEqual({ target: 12, value: 13 });
    const actor = session.playCharacters()[0]!.id;
    expect(stored("play")).toEqual({ actor, skill: "Nahkampf" });
  });

  it("without FoKa there is no such section (the file's weapons are kept untouched)", () => {
    renderBuilder(newSession([]));
    expect(screen.queryByTestId("ews-equipment")).toBeNull();
    expect(screen.queryByRole("button", { name: "+ Waffe" })).toBeNull();
  });

  it("speaks English when English is chosen", () => {
    renderBuilder(newSession(["foka"]), "en");
    const section = screen.getByTestId("ews-equipment");
    expect(within(section).getByText("Weapons and armour")).toBeTruthy();
    expect(screen.getByRole("button", { name: "+ Weapon" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "+ Armour" })).toBeTruthy();
  });
});
