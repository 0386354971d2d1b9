import { describe, expect, it } from "vitest";
import { fokaRestStall } from "./rest-stall.js";

describe("a FoKa week that heals nothing says why (RULINGS §7)", () => {
  // ews-2.txt L597: "Ein Charakter mit einer Wundschwelle von 4 heilt also 2 Trefferpunkte pro Woche.
  // Hat er eine Wunde, ist es nur noch 1 Punkt pro Woche, mit zwei Wunden oder einer kritischen
  // Wunde heilt er schon nichts mehr und mit zwei kritischen Wunden verliert er sogar zwei Punkte".
  it("L597: bed rest with a critical wound gives 0 TP — hospital 2 TP — and with two it wastes away", () => {
    expect(fokaRestStall({ attribute: 12, wounds: 0, criticalWounds: 1 }, "bed")).toEqual({
      reason: "no-healing",
      situation: "bed",
      tpPerWeek: 0,
      wounds: 0,
      criticalWounds: 1,
      hospitalTpPerWeek: 2,
    });
    expect(fokaRestStall({ attribute: 12, wounds: 2, criticalWounds: 0 }, "bed")).toMatchObject({
      reason: "no-healing",
      hospitalTpPerWeek: 2,
    });
    expect(fokaRestStall({ attribute: 12, wounds: 0, criticalWounds: 2 }, "bed")).toMatchObject({
      reason: "wasting",
      tpPerWeek: -2,
      hospitalTpPerWeek: 0,
    });
  });

  it("a week that heals is no stall: one wound in bed (1 TP), a critical wound in hospital (2 TP)", () => {
    expect(fokaRestStall({ attribute: 12, wounds: 1, criticalWounds: 0 }, "bed")).toBeNull();
    expect(fokaRestStall({ attribute: 12, wounds: 0, criticalWounds: 1 }, "hospital")).toBeNull();
  });
});
