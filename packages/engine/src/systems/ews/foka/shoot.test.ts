import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../../odds/enumerate.js";
import { PLAIN_TABLE, withModules } from "../../table-settings.js";
import { shotTarget } from "./ranged-target.js";
import { rollShoot, type ShootParams, shootOdds, shootOutcomeKey } from "./shoot.js";

describe("FoKa ranged, worked examples of ews-2.txt", () => {
  it("the thrown star: short in combat 12 + target moving 3 + 1/3 cover 3 = 18; value 12 needs the 6", () => {
    const star: ShootParams = { value: 12, range: "short", mods: ["target-moving", "cover-third"] };
    expect(shotTarget(star).target).toBe(18);
    expect(shootOdds(star, PLAIN_TABLE).pHit.toString()).toBe("1/6");
    expect(rollShoot(star, scriptedRng([6]), PLAIN_TABLE).hit).toBe(true);
    expect(rollShoot(star, scriptedRng([4]), PLAIN_TABLE).hit).toBe(false);
  });

  it("a calm average shooter (12) hits at short range (MW 9) 5/6 of the time: 83 %", () => {
    const odds = shootOdds({ value: 12, range: "short", calm: true }, PLAIN_TABLE);
    expect(odds.target.target).toBe(9);
    expect(odds.pHit.toString()).toBe("5/6");
    expect(Math.round(odds.pHit.toNumber() * 100)).toBe(83);
  });
});

describe("target numbers", () => {
  it("bands in combat 12/15/18/24 and calm 9/12/15/21", () => {
    const t = (range: ShootParams["range"], calm: boolean) => shotTarget({ range, calm }).target;
    expect((["short", "medium", "long", "extreme"] as const).map((r) => t(r, false))).toEqual([
      12, 15, 18, 24,
    ]);
    expect((["short", "medium", "long", "extreme"] as const).map((r) => t(r, true))).toEqual([9, 12, 15, 21]);
  });

  it("a scope lowers the range part by 3..6 when calm, never below the short band", () => {
    expect(shotTarget({ range: "long", calm: true, scope: 6 }).target).toBe(9);
    expect(shotTarget({ range: "medium", calm: true, scope: 6 }).target).toBe(9);
    expect(shotTarget({ range: "extreme", calm: true, scope: 3, mods: ["cover-third"] }).target).toBe(21);
    expect(() => shotTarget({ range: "long", scope: 3 })).toThrow(
      expect.objectContaining({ code: "impossible-combination" }),
    );
    expect(() => shotTarget({ range: "long", calm: true, scope: 7 })).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });

  it("every listed modifier; unknown keys, repeats and two degrees of the same thing are rejected", () => {
    expect(
      shotTarget({
        range: "short",
        mods: ["shooter-running", "rough-ground", "target-grappling", "shooter-cover-nine-tenths"],
      }).target,
    ).toBe(12 + 6 + 3 + 6 + 9);
    expect(() => shotTarget({ range: "short", mods: ["sniper-magic"] })).toThrow(
      expect.objectContaining({ code: "unknown-modifier" }),
    );
    expect(() => shotTarget({ range: "short", mods: ["cover-third", "cover-third"] })).toThrow(
      expect.objectContaining({ code: "impossible-combination" }),
    );
    expect(() => shotTarget({ range: "short", mods: ["cover-third", "cover-two-thirds"] })).toThrow(
      expect.objectContaining({ code: "impossible-combination" }),
    );
    expect(() => shotTarget({ range: "short", mods: ["shooter-walking", "shooter-running"] })).toThrow(
      expect.objectContaining({ code: "impossible-combination" }),
    );
  });
});

describe("damage, other targets and dodging", () => {
  it("damage = (result − MW) + weapon − armour", () => {
    const r = rollShoot({ value: 15, range: "short", weapon: 5, armor: 2 }, scriptedRng([4]), PLAIN_TABLE);
    expect(r).toMatchObject({ target: 12, result: 19, margin: 7, damage: 10, struck: "target" });
  });

  it("a hittable other target in melee takes the hit on a 5; when grappling, on an odd face", () => {
    const melee: ShootParams = { value: 18, range: "short", otherTarget: "melee" };
    expect(rollShoot(melee, scriptedRng([2, 5]), PLAIN_TABLE).struck).toBe("other");
    expect(rollShoot(melee, scriptedRng([2, 3]), PLAIN_TABLE).struck).toBe("target");
    const odds = shootOdds(melee, PLAIN_TABLE); // 18 vs 12 hits unless the 5 (13 ≥ 12 hits too): always
    expect(odds.pOtherHit.toString()).toBe("1/6");
    expect(shootOdds({ ...melee, otherTarget: "grappling" }, PLAIN_TABLE).pOtherHit.toString()).toBe("1/2");
  });

  it("an other target that may be hit excludes the modifiers for one that must not be (L679 vs L681)", () => {
    for (const mod of ["target-in-melee", "target-grappling"]) {
      for (const otherTarget of ["melee", "grappling"] as const) {
        const params: ShootParams = { value: 12, range: "short", mods: [mod], otherTarget };
        const refused = expect.objectContaining({
          code: "impossible-combination",
          params: { reason: "other-target-modifier", detail: `${mod} + ${otherTarget}` },
        });
        expect(() => rollShoot(params, scriptedRng([6, 1]), PLAIN_TABLE)).toThrow(refused);
        expect(() => shootOdds(params, PLAIN_TABLE)).toThrow(refused);
      }
    }
    // Each reading alone stays: +3 when the other must not be hit, ±0 with the d6 when it may.
    expect(
      shootOdds({ value: 12, range: "short", mods: ["target-in-melee"] }, PLAIN_TABLE).target.target,
    ).toBe(15);
    expect(shootOdds({ value: 12, range: "short", otherTarget: "melee" }, PLAIN_TABLE).target.target).toBe(
      12,
    );
  });

  it("a dodge succeeds iff the dodger's margin beats the shooter's; slow projectiles may be caught", () => {
    const p: ShootParams = { value: 14, range: "short", dodge: { value: 15, projectile: "slow" } };
    // Shooter 14 + 2 = 16 vs 12: margin 4. Dodger 15 + 4 = 19 vs 9: margin 10 > 4: dodged; 10 < 4 + 9: not caught.
    expect(rollShoot(p, scriptedRng([2, 4]), PLAIN_TABLE)).toMatchObject({
      hit: false,
      dodged: true,
      caught: false,
    });
    // Shooter 14 − 1 = 13 (margin 1), dodger 15 + 6 = 21 (margin 12 ≥ 1 + 9): caught.
    expect(rollShoot(p, scriptedRng([1, 6]), PLAIN_TABLE)).toMatchObject({ dodged: true, caught: true });
    // Equal margins: the shot gets through. Fast projectiles: MW 15; calm (outside combat): 3 lower.
    const fast = rollShoot(
      { value: 12, range: "short", dodge: { value: 15, projectile: "fast" } },
      scriptedRng([2, 2]),
      PLAIN_TABLE,
    );
    expect(fast).toMatchObject({ margin: 2, dodge: { target: 15, margin: 2 }, hit: true, dodged: false });
    const calm = rollShoot(
      { value: 12, range: "short", calm: true, dodge: { value: 12, projectile: "normal", terrain: 3 } },
      scriptedRng([2, 2]),
      PLAIN_TABLE,
    );
    expect(calm.dodge?.target).toBe(12);
  });

  it.each([
    ["plain", PLAIN_TABLE],
    ["krit", withModules("krit")],
  ] as const)("exact odds equal brute force over a grid (%s)", (_, table) => {
    const grid: ShootParams[] = [];
    for (const value of [9, 12, 15, 18]) {
      for (const range of ["short", "long"] as const) {
        for (const calm of [false, true]) {
          grid.push({ value, range, calm, weapon: 3, armor: 1 });
          grid.push({ value, range, calm, mods: ["cover-third"], otherTarget: "grappling", weapon: 2 });
        }
        grid.push({ value, range, weapon: 1, dodge: { value: 12, projectile: "normal" } });
      }
    }
    for (const params of grid) {
      const brute = enumerateOutcomes((rng) => rollShoot(params, rng, table), shootOutcomeKey);
      const odds = shootOdds(params, table);
      const pHit = brute
        .filter((b) => !b.key.startsWith("miss"))
        .reduce((s, b) => s.add(b.probability), odds.pHit.sub(odds.pHit));
      expect(odds.pHit.toString(), JSON.stringify(params)).toBe(pHit.toString());
      const other = brute
        .filter((b) => b.key.startsWith("other"))
        .reduce((s, b) => s.add(b.probability), odds.pHit.sub(odds.pHit));
      expect(odds.pOtherHit.toString()).toBe(other.toString());
      for (const d of odds.damage) {
        const w = brute
          .filter((b) => !b.key.startsWith("miss") && b.key.split("|")[1] === String(d.value))
          .reduce((s, b) => s.add(b.probability), odds.pHit.sub(odds.pHit));
        expect(d.p.toString()).toBe(w.div(pHit).toString());
      }
    }
  });

  it("property: more value never lowers the chance to hit; more cover never raises it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom("short", "medium", "long", "extreme"),
        fc.boolean(),
        (value, range, calm) => {
          const p = (v: number, mods: string[]) =>
            shootOdds({ value: v, range: range as ShootParams["range"], calm, mods }, PLAIN_TABLE).pHit;
          return (
            p(value + 1, []).compare(p(value, [])) >= 0 &&
            p(value, ["cover-two-thirds"]).compare(p(value, ["cover-third"])) <= 0
          );
        },
      ),
    );
  });
});
