import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { derived, renderBuilder, storedDraft, type } from "./builder-test-support.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("Kampfwürfel combatant card", () => {
  it("takes BE off the dice as the text says: Schildkampf only on the shield's BE, never on reflex dice", () => {
    renderBuilder("kampfwuerfel");
    type("Name", "Brom");
    type("Kampfwürfel (KW)", 10);
    type("Reflexwürfel", 4);
    type("BE von Rüstung und Sonstigem", 2);
    type("BE des Schilds", 2);
    type("Schildkampf (Punkte)", 1);
    expect(screen.getByTestId("kw-effective").textContent).toBe("Nach Behinderung: 7 KW, 0 Reflexwürfel");
    // The optional heavy-hit threshold (K + G) × (factor + mod.): Kraft 4, Geschick 3, factor 2.
    type("Kraft (K)", 4);
    type("Geschick (G)", 3);
    type("Faktor des Erfahrungswerts", 2);
    expect(screen.getByTestId("kw-heavy-hit").textContent).toContain("14 SP");
  });

  it("reads a weapon's a–b damage, adds extra and skill damage, and sums the armour", () => {
    const { session } = renderBuilder("kampfwuerfel");
    type("Name", "Brom");
    type("Faktor des Erfahrungswerts", 2);
    fireEvent.click(screen.getByRole("button", { name: "+ Waffe" }));
    type("Name in Waffen, Zeile 1", "Axt");
    type("Basisschaden in Waffen, Zeile 1", "2 – 3");
    type("Waffenfertigkeit (Punkte) in Waffen, Zeile 1", 7);
    type("Zusatzschaden in Waffen, Zeile 1", 3);
    type("Fertigkeitsschaden bis Fertigkeit in Waffen, Zeile 1", 5);
    // Skill 7 capped at 5, × factor 2 = 10; extra 3 counts (skill ≥ 1): 13 SP on every hit.
    expect(screen.getByTestId("kw-weapon-summary").textContent).toBe(
      "je Fünf 2 SP, je Sechs 3 SP, dazu 13 SP je Treffer",
    );
    type("Basisschaden in Waffen, Zeile 1", "2 bis 3");
    expect(within(screen.getByTestId("kw-weapon-0")).getByText(/sieht aus wie „2-3“/)).toBeTruthy();
    for (const [n, value, head] of [
      [1, 3, 2],
      [2, 2, 0],
      [3, 2, 1],
    ] as const) {
      fireEvent.click(screen.getByRole("button", { name: "+ Rüstungsteil" }));
      type(`Name in Rüstung, Zeile ${n}`, `Teil ${n}`);
      type(`Rüstungswert in Rüstung, Zeile ${n}`, value);
      type(`RS Kopf in Rüstung, Zeile ${n}`, head);
    }
    // Gesamtschutz = (3 + 2 + 2) / 3, rounded down (RULINGS §3): 2; a blow to the head meets 3.
    expect(derived("total")).toBe("2");
    expect(derived("head")).toBe("3");
    expect(storedDraft(session)).toMatchObject({
      weapons: [{ name: "Axt", damage: "2 bis 3", skill: 7, extra: 3, cap: 5 }],
      armor: [{ value: 3, zones: { head: 2 } }, { value: 2 }, { value: 2, zones: { head: 1 } }],
    });
  });

  it("names a field a fight needs when it is emptied, next to that field", () => {
    renderBuilder("kampfwuerfel");
    type("Name", "Brom");
    type("Lebenspunkte (LP)", "");
    const field = screen.getByLabelText("Lebenspunkte (LP)").closest(".field") as HTMLElement;
    expect(within(field).getByText(/ohne diesen Wert kann der Kampf nicht rechnen/)).toBeTruthy();
    type("Lebenspunkte (LP)", 30);
    expect(within(field).queryByText(/ohne diesen Wert/)).toBeNull();
  });
});
