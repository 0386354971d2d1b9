import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { Fraction } from "../../odds/fraction.js";
import { ewsCheckAction } from "../ews/check.js";
import { PLAIN_TABLE, withModules } from "../table-settings.js";
import { urfassungCheckAction } from "./check.js";
import { ewsUrfassung } from "./index.js";

const KRIT = withModules("krit");

describe("Urfassung checks: no automatic success by value (RULINGS §6)", () => {
  it("registers its own check, not EWS 2's", () => {
    expect(ewsUrfassung.actions.check).toBe(urfassungCheckAction);
    expect(ewsUrfassung.actions.check).not.toBe(ewsCheckAction);
  });

  it("rolls even at MW + 6: with krit only 5,5 fails, so 12 against 6 is 35/36", () => {
    const odds = urfassungCheckAction.odds({ value: 12, target: 6 }, KRIT);
    expect(odds.auto).toBe(false);
    expect(odds.pSuccess.toString()).toBe("35/36");
    const fumble = urfassungCheckAction.roll({ value: 12, target: 6 }, scriptedRng([5, 5, 1]), KRIT);
    expect(fumble).toMatchObject({
      auto: false,
      dice: [5, 5, 1],
      success: false,
      chain: "automatic-failure",
    });
    // EWS 2 needs no die there.
    expect(ewsCheckAction.odds({ value: 12, target: 6 }, KRIT)).toMatchObject({ auto: true });
  });

  it("without krit the far-above check still rolls and always succeeds", () => {
    const r = urfassungCheckAction.roll({ value: 18, target: 12 }, scriptedRng([1]), PLAIN_TABLE);
    expect(r).toMatchObject({ auto: false, dice: [1], result: 17, success: true });
    const odds = urfassungCheckAction.odds({ value: 18, target: 12 }, PLAIN_TABLE);
    expect(odds.pSuccess.toString()).toBe("1/1");
    expect(odds.distribution.toProbabilities()).toHaveLength(6);
  });

  it("outcomes equal brute force over the dice, plain and krit", () => {
    for (const table of [PLAIN_TABLE, KRIT]) {
      for (const params of [
        { value: 12, target: 6 },
        { value: 21, target: 9 },
        { value: 9, target: 15 },
      ]) {
        const brute = enumerateOutcomes(
          (rng) => urfassungCheckAction.roll(params, rng, table),
          urfassungCheckAction.outcomeKey,
        );
        const fast = new Map<string, Fraction>();
        for (const o of urfassungCheckAction.outcomes(params, table)) {
          fast.set(o.key, (fast.get(o.key) ?? Fraction.ZERO).add(o.probability));
        }
        expect([...fast].map(([k, p]) => [k, p.toString()]).sort()).toEqual(
          brute.map((o) => [o.key, o.probability.toString()]).sort(),
        );
      }
    }
  });
});
