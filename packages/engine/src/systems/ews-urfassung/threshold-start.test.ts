import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PLAIN_TABLE } from "../table-settings.js";
import { hitPoints, reached, type ThresholdId, thresholdStart } from "./hit-points.js";

const IDS: readonly ThresholdId[] = ["two-thirds", "one-third", "zero", "minus-sr", "minus-two-sr"];

describe("thresholdStart: the TP at which a threshold begins", () => {
  // L59, L68: "Fallen die Trefferpunkte unter -2*SR" — strictly below (RULINGS §7).
  test("Sliingach (SR 15, 30 TP): under 20, at 10, 0, −15, under −30", () => {
    expect(IDS.map((id) => thresholdStart(id, 30, 15))).toEqual([19, 10, 0, -15, -31]);
  });

  test("Tilkei (KO 9, 18 TP): under 12, at 6, 0, −9, under −18", () => {
    expect(IDS.map((id) => thresholdStart(id, hitPoints(9), 9))).toEqual([11, 6, 0, -9, -19]);
  });

  test("the readings before RULINGS §7 counted −2 × SR when reached", () => {
    expect(thresholdStart("minus-two-sr", 30, 15, { ...PLAIN_TABLE, readings: 1 })).toBe(-30);
    expect(reached("minus-two-sr", -30, 30, 15, { ...PLAIN_TABLE, readings: 1 })).toBe(true);
    expect(reached("minus-two-sr", -30, 30, 15, PLAIN_TABLE)).toBe(false);
  });

  test("it is reached there and not one TP above, for every SR", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.constantFrom(...IDS), (sr, id) => {
        const max = hitPoints(sr);
        const start = thresholdStart(id, max, sr);
        expect(reached(id, start, max, sr, PLAIN_TABLE)).toBe(true);
        expect(reached(id, start + 1, max, sr, PLAIN_TABLE)).toBe(false);
      }),
    );
  });
});
