import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../../odds/enumerate.js";
import { PLAIN_TABLE, withModules } from "../../table-settings.js";
import { type MeleeParams, type MeleeStance, meleeOdds, rollMelee } from "./melee.js";

describe("FoKa melee, worked example of ews-2.txt", () => {
  it("Stahlkatze (18, claws 4) 4 → 22 against the soldier (9) 2 → 11: 11 + 4 − 0 = 15 damage", () => {
    const r = rollMelee(
      { attacker: { value: 18, weapon: 4 }, defender: { value: 9 } },
      scriptedRng([4, 2]),
      PLAIN_TABLE,
    );
    expect(r).toMatchObject({
      hit: "defender",
      diff: 11,
      damage: 15,
      attacker: { result: 22 },
      defender: { result: 11 },
    });
  });
});

describe("melee rules", () => {
  it("the higher result hits the other; a tie hits the defender; armour subtracts, never below 0", () => {
    const back = rollMelee(
      { attacker: { value: 12, armor: 2 }, defender: { value: 12, weapon: 3 } },
      scriptedRng([1, 6]),
      PLAIN_TABLE,
    );
    expect(back).toMatchObject({ hit: "attacker", diff: 7, damage: 8 });
    const tie = rollMelee(
      { attacker: { value: 12, weapon: 2 }, defender: { value: 12, armor: 5 } },
      scriptedRng([2, 2]),
      PLAIN_TABLE,
    );
    expect(tie).toMatchObject({ hit: "defender", diff: 0, damage: 0 });
  });

  it("stances +3/+6/+9; full defence deals no damage; −3 per extra opponent; SL up to +3", () => {
    const eff = (stance: MeleeStance) =>
      rollMelee(
        { attacker: { value: 12 }, defender: { value: 12, stance } },
        scriptedRng([2, 2]),
        PLAIN_TABLE,
      ).defender.effective;
    expect((["attack", "full-defence", "give-up-action", "retreat"] as const).map(eff)).toEqual([
      12, 15, 18, 21,
    ]);
    const parried = rollMelee(
      { attacker: { value: 12 }, defender: { value: 12, weapon: 5, stance: "full-defence" } },
      scriptedRng([1, 6]),
      PLAIN_TABLE,
    );
    expect(parried).toMatchObject({ hit: "attacker", damage: 0 });
    const crowd = rollMelee(
      { attacker: { value: 12, opponents: 3, sl: 2 }, defender: { value: 12 } },
      scriptedRng([2, 2]),
      PLAIN_TABLE,
    );
    expect(crowd.attacker.effective).toBe(8);
    expect(() => meleeOdds({ attacker: { value: 12, sl: 4 }, defender: { value: 12 } }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
    expect(() =>
      meleeOdds({ attacker: { value: 12, stance: "retreat" }, defender: { value: 12 } }, PLAIN_TABLE),
    ).toThrow(expect.objectContaining({ code: "impossible-combination" }));
  });

  it.each([
    ["plain", PLAIN_TABLE],
    ["krit", withModules("krit")],
  ] as const)("exact odds equal brute force over a grid (%s)", (_, table) => {
    for (const a of [9, 12, 18]) {
      for (const d of [9, 14]) {
        for (const stance of ["attack", "full-defence", "retreat"] as const) {
          for (const [weapon, armor] of [
            [0, 0],
            [4, 2],
          ] as const) {
            const params: MeleeParams = {
              attacker: { value: a, weapon, armor },
              defender: { value: d, weapon: 3, armor, stance, wounds: 1 },
            };
            const brute = enumerateOutcomes((rng) => {
              const r = rollMelee(params, rng, table);
              return `${r.hit}|${r.damage}`;
            }, String);
            const odds = meleeOdds(params, table);
            expect(
              Object.fromEntries(odds.outcomes.map((o) => [`${o.hit}|${o.damage}`, o.p.toString()])),
            ).toEqual(Object.fromEntries(brute.map((b) => [b.key, b.probability.toString()])));
          }
        }
      }
    }
  });

  it("property: a better attacker never hits the defender less often, and damage never goes below 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom("attack", "full-defence", "give-up-action", "retreat"),
        (a, d, weapon, armor, stance) => {
          const params = (value: number): MeleeParams => ({
            attacker: { value, weapon, armor },
            defender: { value: d, weapon, armor, stance: stance as MeleeStance },
          });
          const lower = meleeOdds(params(a), PLAIN_TABLE);
          const higher = meleeOdds(params(a + 1), PLAIN_TABLE);
          return (
            higher.pDefenderHit.compare(lower.pDefenderHit) >= 0 && lower.outcomes.every((o) => o.damage >= 0)
          );
        },
      ),
    );
  });
});
