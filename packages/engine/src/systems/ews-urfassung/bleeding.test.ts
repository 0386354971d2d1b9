import { describe, expect, test } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { PLAIN_TABLE, withModules } from "../table-settings.js";
import { type BleedParams, bleedingOdds, bleedOutcomeKey, rollBleeding } from "./bleeding.js";
import { woundFromHit } from "./wounds.js";

describe("wounds and bleeding", () => {
  test("a hit of more than SR/3 wounds, SR or more wounds severely", () => {
    expect(woundFromHit(5, 15)).toBeNull();
    expect(woundFromHit(6, 15)).toBe("wound");
    expect(woundFromHit(14, 15)).toBe("wound");
    expect(woundFromHit(15, 15)).toBe("severe");
  });

  test("two wounds: each checks against an effective 15 and stops at 24 (the text's example)", () => {
    const odds = bleedingOdds({ constitution: 12, kind: "wound", count: 2, intervals: 1 }, PLAIN_TABLE);
    expect(odds.effective).toBe(9); // KO 12 − 3 for the second wound = "a good success (15)" at KO 12
    // KO 12 − 3: fails below 12 on −1, −3, −5 and +2 (11): 4/6; stopping needs 21 = impossible.
    expect(odds.pAllStopped.toString()).toBe("0/1");
    expect(odds.expectedDamage.toString()).toBe("4/3");
  });

  test("a rolled minute: fail costs a point, a superb success stops the wound", () => {
    const r = rollBleeding(
      { constitution: 15, kind: "wound", count: 1, intervals: 3 },
      scriptedRng([1, 6]),
      PLAIN_TABLE,
    );
    expect(r).toEqual({ damage: 0, bleeding: 0, dice: [1, 6] });
    const s = rollBleeding(
      { constitution: 12, kind: "severe", count: 1, intervals: 2 },
      scriptedRng([4, 3]),
      PLAIN_TABLE,
    );
    expect(s).toEqual({ damage: 2, bleeding: 1, dice: [4, 3] });
  });

  test("the outlook equals brute force", () => {
    for (const table of [PLAIN_TABLE, withModules("krit")]) {
      for (const params of [
        { constitution: 15, kind: "wound", count: 1, intervals: 3 },
        { constitution: 18, kind: "wound", count: 2, intervals: 1 },
        { constitution: 12, kind: "wound", count: 3, intervals: 1 },
        { constitution: 21, kind: "severe", count: 1, intervals: 3 },
        { constitution: 15, kind: "wound", count: 0, intervals: 2 },
      ] satisfies BleedParams[]) {
        if (table.modules.length > 0 && params.intervals * params.count > 2) continue;
        const brute = enumerateOutcomes((rng) => rollBleeding(params, rng, table), bleedOutcomeKey);
        const odds = bleedingOdds(params, table);
        expect(
          Object.fromEntries(odds.outcomes.map((o) => [`${o.damage}|${o.bleeding}`, o.p.toString()])),
        ).toEqual(Object.fromEntries(brute.map((b) => [b.key, b.probability.toString()])));
      }
    }
  });

  // Its speed is measured in `npm run bench` (ews-urfassung.bench.ts), not bounded here.
  test("an hour of bleeding is computed exactly", () => {
    const odds = bleedingOdds({ constitution: 12, kind: "wound", count: 2, intervals: 60 }, PLAIN_TABLE);
    const sum = odds.damage.reduce((s, d) => s.add(d.p), odds.damage[0]!.p.sub(odds.damage[0]!.p));
    expect(sum.toString()).toBe("1/1");
    expect(odds.damage.at(-1)!.value).toBe(120);
  });
});
