import { describe, expect, test } from "vitest";
import { PLAIN_TABLE, type TableSettings } from "../table-settings.js";
import { crossedThresholds, hitPointState, hitPoints, roundsToDeath, stunCheck } from "./hit-points.js";

const basic: TableSettings = { modules: [], options: { urfassungInjuryTable: "basic" } };

describe("Trefferpunkte", () => {
  test("Sliingach: SR 15 → 30 TP; Tilkei: KO 9 → 18 TP", () => {
    expect(hitPoints(15)).toBe(30);
    expect(hitPoints(9)).toBe(18);
  });

  test("extended table: below 2/3 −1, at 1/3 −2, at 0 −4, at −SR −8, below −2×SR −16 (L68 „unter -2*SR“)", () => {
    const state = (current: number) => hitPointState({ current, resistance: 15 }, PLAIN_TABLE);
    expect(state(30).penalty).toBe(0);
    expect(state(20).penalty).toBe(0); // exactly 2/3 of 30 is not "unter 2/3"
    expect(state(19)).toMatchObject({ penalty: -1, threshold: { id: "two-thirds", target: 12 } });
    expect(state(10)).toMatchObject({ penalty: -2, threshold: { id: "one-third", target: 15 } });
    expect(state(0)).toMatchObject({
      penalty: -4,
      threshold: { id: "zero", target: 18, onFailure: "dying" },
    });
    expect(state(-15)).toMatchObject({ penalty: -8, threshold: { id: "minus-sr", target: 21 } });
    expect(state(-30)).toMatchObject({ penalty: -8, threshold: { id: "minus-sr" } });
    expect(state(-31)).toMatchObject({
      penalty: -16,
      threshold: { id: "minus-two-sr", target: 24, onFailure: "dead" },
    });
  });

  test("basic table knows only 0, −SR and −2×SR", () => {
    expect(hitPointState({ current: 5, resistance: 15 }, basic).penalty).toBe(0);
    expect(hitPointState({ current: 0, resistance: 15 }, basic).penalty).toBe(-4);
    expect(() =>
      hitPointState({ current: 0, resistance: 15 }, { modules: [], options: { urfassungInjuryTable: "x" } }),
    ).toThrow(/basic or extended/);
  });

  test("one big hit crosses several thresholds, each with its own check", () => {
    const crossed = crossedThresholds({ before: 30, after: -2, resistance: 15 }, PLAIN_TABLE);
    expect(crossed.map((t) => t.target)).toEqual([12, 15, 18]);
    expect(crossedThresholds({ before: 5, after: 4, resistance: 15 }, PLAIN_TABLE)).toEqual([]);
  });

  test("dying: SR rounds at 0, SR/3 at −SR", () => {
    expect(roundsToDeath("zero", 15)).toBe(15);
    expect(roundsToDeath("minus-sr", 15)).toBe(5);
    expect(roundsToDeath("two-thirds", 15)).toBeNull();
  });

  test("stun check: KO minus the damage against 12", () => {
    expect(stunCheck(12, 4)).toEqual({
      value: 12,
      target: 12,
      modifiers: [{ amount: -4, source: "damage" }],
    });
  });
});
