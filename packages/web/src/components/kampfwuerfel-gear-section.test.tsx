import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { derived, renderBuilder, storedDraft, type } from "./builder-test-support.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const add = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const bruni = JSON.parse(readFileSync(join(process.cwd(), "examples/characters/bruni.json"), "utf8"));

describe("Kampfwürfel builder: weapons, armour and shields (kampfwuerfel.txt L5–L21)", () => {
  it("Bruni's Streitaxt, Kettenhemd, Helm and Rundschild typed by hand give the example file's gear", () => {
    const { session } = renderBuilder("kampfwuerfel");
    type("Name", "Bruni");
    type("Faktor des Erfahrungswerts", 1);
    type("Kampfwürfel (KW)", 10);
    type("Reflexwürfel", 4);
    type("Schildkampf (Punkte)", 1);
    add("+ Waffe");
    type("Name in Waffen, Zeile 1", "Streitaxt");
    type("Basisschaden in Waffen, Zeile 1", "2-3");
    type("Waffenfertigkeit (Punkte) in Waffen, Zeile 1", 4);
    type("Zusatzschaden in Waffen, Zeile 1", 3);
    type("PM des Zusatzschadens in Waffen, Zeile 1", "Stärke");
    type("Fertigkeitsschaden bis Fertigkeit in Waffen, Zeile 1", 6);
    fireEvent.click(screen.getByLabelText("Stabilität (optional) in Waffen, Zeile 1"));
    expect(screen.getByTestId("kw-weapon-0").textContent).toContain(
      "sinkt der Stabilitätswert um einen Punkt",
    );
    type("Stabilitätswert in Waffen, Zeile 1", 8);
    type("−1 je … Erfolge in Waffen, Zeile 1", 6);
    expect(within(screen.getByTestId("kw-weapon-0")).getByTestId("kw-weapon-summary").textContent).toBe(
      "je Fünf 2 SP, je Sechs 3 SP, dazu 7 SP je Treffer",
    );
    add("+ Rüstungsteil");
    type("Name in Rüstung, Zeile 1", "Kettenhemd");
    type("Rüstungswert in Rüstung, Zeile 1", 4);
    type("RS Torso in Rüstung, Zeile 1", 4);
    type("RS Arme in Rüstung, Zeile 1", 2);
    type("BE in Rüstung, Zeile 1", 1);
    add("+ Rüstungsteil");
    type("Name in Rüstung, Zeile 2", "Helm");
    type("Rüstungswert in Rüstung, Zeile 2", 2);
    type("RS Kopf in Rüstung, Zeile 2", 2);
    expect(screen.getByTestId("kw-shields").textContent).toContain("Geführt wird der erste Schild der Liste");
    add("+ Schild");
    type("Name in Schilde, Zeile 1", "Rundschild");
    type("RS in Schilde, Zeile 1", 2);
    type("BE in Schilde, Zeile 1", 1);
    type("Paradebonus (KW) in Schilde, Zeile 1", 2);
    fireEvent.click(screen.getByLabelText("Stabilität (optional) in Schilde, Zeile 1"));
    type("Stabilitätswert in Schilde, Zeile 1", 6);
    type("−1 je … Erfolge in Schilde, Zeile 1", 5);
    // Gesamtschutz (4 + 2 + 2) : 3 = 2, rounded down; BE 1 and the shield's 1; Schildkampf 1
    // takes the shield's BE off the KW only: 9 KW, 4 − 1 − 1 = 2 reflex dice.
    expect(derived("total")).toBe("2");
    expect(screen.getByTestId("derived-total").textContent).toContain(
      "Schild eingeschlossen (8) : 3, abgerundet",
    );
    expect(derived("be")).toBe("1 + Schild 1");
    expect(derived("dice")).toBe("9 KW, 2 Reflexwürfel");
    expect(screen.getByTestId("kw-effective").textContent).toBe("Nach Behinderung: 9 KW, 2 Reflexwürfel");
    const draft = storedDraft(session);
    expect(draft.weapons).toEqual([bruni.weapons[0]]);
    expect(draft.armor).toEqual([bruni.armor[0], { ...bruni.armor[1], zones: { head: 2 } }]);
    expect(draft.shields).toEqual(bruni.shields);
  });

  it("turning Stabilität off removes it; a shield's RS out of range keeps the last good number", () => {
    const { session } = renderBuilder("kampfwuerfel");
    type("Name", "Bruni");
    add("+ Schild");
    type("Name in Schilde, Zeile 1", "Buckler");
    fireEvent.click(screen.getByLabelText("Stabilität (optional) in Schilde, Zeile 1"));
    expect(storedDraft(session).shields).toEqual([
      { name: "Buckler", value: 1, be: 1, parry: 1, stability: { per: 5, value: 10 } },
    ]);
    fireEvent.click(screen.getByLabelText("Stabilität (optional) in Schilde, Zeile 1"));
    expect(storedDraft(session).shields).toEqual([{ name: "Buckler", value: 1, be: 1, parry: 1 }]);
    type("Paradebonus (KW) in Schilde, Zeile 1", 99);
    const field = screen
      .getByLabelText("Paradebonus (KW) in Schilde, Zeile 1")
      .closest(".field") as HTMLElement;
    expect(field.textContent).toContain("Bitte eine ganze Zahl von 0 bis 40 eingeben – bis dahin gilt 1");
    expect(storedDraft(session).shields).toEqual([{ name: "Buckler", value: 1, be: 1, parry: 1 }]);
  });
});
