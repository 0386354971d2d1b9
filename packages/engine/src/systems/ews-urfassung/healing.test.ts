import { describe, expect, test } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { PLAIN_TABLE, withModules } from "../table-settings.js";
import { exhaustionCheck } from "./exhaustion.js";
import { bandageOdds, type HealParams, healOdds, rollBandage, rollHeal, treatmentTarget } from "./healing.js";

describe("healing", () => {
  test("bandaging: 1 TP per full 3 points over 9, a simple success stops the bleeding", () => {
    expect(rollBandage({ skill: 12, kind: "wound" }, scriptedRng([4]), PLAIN_TABLE)).toMatchObject({
      result: 16,
      tpRestored: 2,
      stopsBleeding: true,
    });
    expect(rollBandage({ skill: 12, kind: "severe" }, scriptedRng([2]), PLAIN_TABLE)).toMatchObject({
      tpRestored: 0,
      stopsBleeding: false,
    });
    expect(bandageOdds({ skill: 12, kind: "wound" }, PLAIN_TABLE).pStopsBleeding.toString()).toBe("5/6");
  });

  test("on the road: KO −3 per wound against the exertion's MW, ±1 TP per 3 points", () => {
    const r = rollHeal(
      { mode: "travel", constitution: 15, exertion: "riding", wounds: 1 },
      scriptedRng([6]),
      PLAIN_TABLE,
    );
    expect(r).toMatchObject({ target: 15, result: 18, tpChange: 1 });
    const bad = rollHeal(
      { mode: "travel", constitution: 12, exertion: "forced-march" },
      scriptedRng([5]),
      PLAIN_TABLE,
    );
    expect(bad.tpChange).toBe(-3);
  });

  test("in treatment: MW 12 minus a third of the physician's result", () => {
    expect(treatmentTarget(15)).toBe(7);
    expect(treatmentTarget(16)).toBe(7);
    const r = rollHeal(
      { mode: "treatment", constitution: 12, physician: 15, wounds: 1 },
      scriptedRng([4, 2]),
      PLAIN_TABLE,
    );
    expect(r).toMatchObject({ physicianResult: 16, target: 7, result: 14, tpChange: 2 });
  });

  test("good equipment (+9) is worth 3 points on the healing check; a field hospital (−6) costs 2", () => {
    const target = (equipment: number) =>
      rollHeal(
        { mode: "treatment", constitution: 12, physician: 12, equipment },
        scriptedRng([2, 2]),
        PLAIN_TABLE,
      ).target;
    expect(target(0) - target(9)).toBe(3);
    expect(target(-6) - target(0)).toBe(2);
  });

  test("the weekly outlook equals brute force", () => {
    for (const table of [PLAIN_TABLE, withModules("krit")]) {
      for (const params of [
        { mode: "travel", constitution: 12, exertion: "normal", wounds: 2 },
        { mode: "treatment", constitution: 9, physician: 12, equipment: -6, severeWounds: 1 },
      ] satisfies HealParams[]) {
        const brute = enumerateOutcomes((rng) => rollHeal(params, rng, table).tpChange, String);
        const { tpChange } = healOdds(params, table);
        expect(
          Object.fromEntries(
            tpChange.entries().map((e) => [String(e.value), tpChange.probabilityOf(e.value).toString()]),
          ),
        ).toEqual(Object.fromEntries(brute.map((b) => [b.key, b.probability.toString()])));
      }
    }
  });

  test("exhaustion: every KO actions a hard KO check, average in full defence or retreat", () => {
    expect(exhaustionCheck(12)).toEqual({ value: 12, target: 15, every: 12 });
    expect(exhaustionCheck(9, "full-defense").target).toBe(12);
  });
});
