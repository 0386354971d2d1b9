import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { derived, renderBuilder, storedDraft, type } from "./builder-test-support.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const add = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const tap = (label: string) => fireEvent.click(screen.getByLabelText(label));

describe("Faar builder: weapons, armour by hit zone and shields (faar.txt L96–L104, L138–L160)", () => {
  it("Dorn's Kurzschwert and a Lederpanzer on arms and torso, by tapping", () => {
    const { session } = renderBuilder("faar");
    expect(screen.getByTestId("faar-gear").textContent).toContain("ein Kettenhemd schützt nicht die Beine");
    type("Name", "Dorn");
    add("+ Schwert (2W6)");
    type("Name in Waffen, Zeile 1", "Kurzschwert");
    add("+ Lederpanzer (1)");
    // The hit zones of the text's table: the leather covers arms and torso, not legs or head.
    for (const zone of ["1 linkes Bein", "2 rechtes Bein", "6 Kopf"]) tap(`${zone} in Rüstung, Zeile 1`);
    expect(derived("zone-1")).toBe("0");
    expect(derived("zone-3")).toBe("1");
    expect(derived("zone-5")).toBe("1");
    expect(derived("zone-6")).toBe("0");
    add("+ Schild");
    type("Name in Schilde, Zeile 1", "Buckler");
    expect(derived("shield")).toBe("1");
    expect(storedDraft(session)).toMatchObject({
      weapons: [{ name: "Kurzschwert", damage: "2W6", type: "cut" }],
      armor: [{ name: "Lederpanzer", protection: 1, zones: [3, 4, 5] }],
      shields: [{ name: "Buckler", protection: 1 }],
    });
    // All six zones again: the piece covers the whole body and the file names no zones.
    for (const zone of ["1 linkes Bein", "2 rechtes Bein", "6 Kopf"]) tap(`${zone} in Rüstung, Zeile 1`);
    expect(storedDraft(session).armor).toEqual([{ name: "Lederpanzer", protection: 1 }]);
  });

  it("kind of damage, ranged, Meermenschen-Klinge, worn; bad dice and no zone are named at their field", () => {
    const { session } = renderBuilder("faar");
    type("Name", "Dorn");
    add("+ Waffe");
    type("Name in Waffen, Zeile 1", "Bogen");
    type("Schadenswürfel in Waffen, Zeile 1", "1W6+1");
    fireEvent.change(screen.getByLabelText("Art des Schadens in Waffen, Zeile 1"), {
      target: { value: "shot" },
    });
    tap("Fernkampfwaffe in Waffen, Zeile 1");
    tap("Meermenschen-Klinge in Waffen, Zeile 1");
    expect(screen.getByTestId("faar-weapon-0").textContent).toContain("ab 5 Schaden 1W20 auf die Stabilität");
    expect(storedDraft(session).weapons).toEqual([
      { name: "Bogen", damage: "1W6+1", type: "shot", ranged: true, seaBlade: true },
    ]);
    fireEvent.change(screen.getByLabelText("Art des Schadens in Waffen, Zeile 1"), {
      target: { value: "none" },
    });
    tap("Meermenschen-Klinge in Waffen, Zeile 1");
    expect(storedDraft(session).weapons).toEqual([{ name: "Bogen", damage: "1W6+1", ranged: true }]);
    type("Schadenswürfel in Waffen, Zeile 1", "2W");
    const damage = screen
      .getByLabelText("Schadenswürfel in Waffen, Zeile 1")
      .closest(".field") as HTMLElement;
    expect(within(damage).getByText(/Schadenswürfel wie 2W6/)).toBeTruthy();
    add("+ Kettenpanzer (2)");
    for (const zone of ["3 linker Arm", "4 rechter Arm", "5 Rumpf"]) tap(`${zone} in Rüstung, Zeile 1`);
    expect(screen.getByTestId("faar-armor-0").textContent).toContain(
      "Eine Rüstung schützt mindestens eine Trefferzone",
    );
    tap("5 Rumpf in Rüstung, Zeile 1");
    tap("getragen in Rüstung, Zeile 1");
    expect(storedDraft(session).armor).toEqual([
      { name: "Kettenpanzer", protection: 2, zones: [5], worn: false },
    ]);
    // A piece not worn protects nothing.
    expect(derived("zone-5")).toBe("0");
  });
});
