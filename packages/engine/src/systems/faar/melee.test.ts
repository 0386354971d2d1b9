import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../odds/enumerate.js";
import { Fraction } from "../../odds/fraction.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { criticalEffect } from "./critical.js";
import { parseDamageDice } from "./damage-dice.js";
import { type FaarMeleeParams, faarMeleeOdds, rollFaarMelee } from "./melee.js";

const roll = (params: FaarMeleeParams, dice: number[]) =>
  rollFaarMelee(params, scriptedRng(dice), PLAIN_TABLE);

describe("attack, defence and damage (faar.txt, Kampf)", () => {
  it("a hit: margin = value − roll comes off the defence; a failed defence takes 2W6 minus armour", () => {
    const r = roll({ attack: 12, defense: 8, armor: 1 }, [8, 9, 5, 4]);
    expect(r.attack).toEqual({ value: 12, face: 8, margin: 4 });
    expect(r.defense).toEqual({ value: 8, target: 4, face: 9 });
    expect(r).toMatchObject({ outcome: "hit", hit: true, rawDamage: 9, armor: 1, damage: 8 });
  });

  it("a defence roll ≤ defence − margin parries", () => {
    const r = roll({ attack: 12, defense: 8 }, [8, 4]);
    expect(r).toMatchObject({ outcome: "parried", hit: false, damage: 0 });
  });

  it("a 1 always hits, no defence die is rolled, even with attack value 0", () => {
    const rng = scriptedRng([1, 6, 6]);
    const r = rollFaarMelee({ attack: 0, defense: 20 }, rng, PLAIN_TABLE);
    expect(r).toMatchObject({ outcome: "auto-hit", autoHit: true, defense: null, damage: 12 });
    expect(rng.remaining).toBe(0);
  });

  it("a 20 is a fumble even with attack value 25: no defence, no damage dice", () => {
    const rng = scriptedRng([20]);
    const r = rollFaarMelee({ attack: 25, defense: 1 }, rng, PLAIN_TABLE);
    expect(r).toMatchObject({ outcome: "fumble", fumble: true, hit: false, damage: 0, dice: [20] });
  });

  it("a roll over the attack value misses without a defence roll", () => {
    expect(roll({ attack: 9, defense: 8 }, [10])).toMatchObject({ outcome: "miss", defense: null });
  });

  it("armour: leather 1, chain 2, plate 3; a shield counts, but not from behind", () => {
    const hit = [5, 20]; // margin 7 → defence target 1, a 20 fails
    expect(roll({ attack: 12, defense: 8, armor: 3, shield: 2 }, [...hit, 3, 3]).damage).toBe(1);
    expect(
      roll({ attack: 12, defense: 8, armor: 3, shield: 2, fromBehind: true }, [...hit, 3, 3]).damage,
    ).toBe(3);
    expect(roll({ attack: 12, defense: 8, armor: 3, shield: 2 }, [...hit, 1, 1]).damage).toBe(0);
  });

  it("hit zones: a W6 after the damage dice picks the zone and its armour", () => {
    const armor = [0, 0, 1, 1, 2, 3];
    const head = roll({ attack: 12, defense: 8, armor }, [5, 20, 4, 4, 6]);
    expect(head).toMatchObject({ zone: 6, armor: 3, damage: 5 });
    const leg = roll({ attack: 12, defense: 8, armor }, [5, 20, 4, 4, 1]);
    expect(leg).toMatchObject({ zone: 1, armor: 0, damage: 8 });
  });

  it("critical effects by damage type at 1/3/7/12 points, cut 12 to the head is lethal", () => {
    expect([0, 1, 2, 3, 6, 7, 11, 12, 20].map((d) => criticalEffect("blunt", d).level)).toEqual([
      0, 1, 1, 3, 3, 7, 7, 12, 12,
    ]);
    expect(criticalEffect("shot", 3).restriction).toBe("no-actions-this-round");
    expect(criticalEffect("cut", 7).restriction).toBe("defence-only-one-round");
    expect(criticalEffect("cut", 12, 6).lethal).toBe(true);
    expect(criticalEffect("cut", 12, 5).lethal).toBe(false);
    expect(criticalEffect("blunt", 12, 6).lethal).toBe(false);
    const r = roll({ attack: 12, defense: 8, damageType: "cut" }, [5, 20, 4, 4]);
    expect(r.critical).toMatchObject({ type: "cut", level: 7 });
  });

  it("Meermenschen blades roll stability at damage ≥ 5 (after armour), optionally secret", () => {
    const blade = { attack: 12, defense: 8, seaBlade: true, secretBladeRoll: true, armor: 1 } as const;
    expect(roll(blade, [5, 20, 3, 3, 19]).seaBlade).toEqual({
      face: 19,
      outcome: "shattered-in-wound",
      secret: true,
    });
    const rng = scriptedRng([5, 20, 2, 3]);
    expect(rollFaarMelee(blade, rng, PLAIN_TABLE).seaBlade).toBeNull(); // 5 − 1 = 4 < 5
    expect(rng.remaining).toBe(0);
  });

  it("rejects impossible input", () => {
    expect(() => roll({ attack: 12, defense: 8 }, [21])).toThrow(
      expect.objectContaining({ code: "impossible-face" }),
    );
    expect(() => roll({ attack: 12, defense: 8, armor: [1, 2] }, [5])).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
    expect(() => roll({ attack: 12, defense: 8, armor: -1 }, [5])).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });
});

describe("melee odds equal brute force", () => {
  const pHitBrute = (params: FaarMeleeParams) =>
    enumerateOutcomes((rng) => rollFaarMelee(params, rng, PLAIN_TABLE).hit, String).find(
      (o) => o.key === "true",
    )?.probability ?? Fraction.ZERO;

  it("pHit over a grid of attack and defence values (damage dice short-cut to 1W2)", () => {
    const damage = parseDamageDice("1W2");
    for (let attack = -1; attack <= 22; attack += 1) {
      for (const defense of [-2, 0, 4, 8, 13, 21]) {
        const params = { attack, defense, damage };
        expect(faarMeleeOdds(params, PLAIN_TABLE).pHit.toString(), JSON.stringify(params)).toBe(
          pHitBrute(params).toString(),
        );
      }
    }
  });

  it("the damage distribution after armour (and its expectation) equals brute force", () => {
    const cases: FaarMeleeParams[] = [
      { attack: 12, defense: 8, armor: 2, shield: 1 },
      { attack: 10, defense: 6, armor: [0, 0, 1, 1, 2, 3] },
      { attack: 14, defense: 9, damage: parseDamageDice("1W6/2+1"), armor: 1 },
    ];
    for (const params of cases) {
      const brute = enumerateOutcomes(
        (rng) => rollFaarMelee(params, rng, PLAIN_TABLE),
        (r) => (r.hit ? String(r.damage) : "none"),
      );
      const odds = faarMeleeOdds(params, PLAIN_TABLE);
      let expected = Fraction.ZERO;
      for (const b of brute) {
        if (b.key === "none") continue;
        expect(odds.damage.probabilityOf(Number(b.key)).mul(odds.pHit).toString()).toBe(
          b.probability.toString(),
        );
        expected = expected.add(b.probability.mul(Fraction.of(Number(b.key))));
      }
      expect(odds.expectedDamage.toString()).toBe(expected.toString());
    }
  });

  it("property: the classes add up to 1, and better attack values never lower pHit", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 25 }), fc.integer({ min: -5, max: 25 }), (attack, defense) => {
        const o = faarMeleeOdds({ attack, defense }, PLAIN_TABLE);
        const sum = o.pHit.add(o.pParried).add(o.pMiss).add(o.pFumble);
        const better = faarMeleeOdds({ attack: attack + 1, defense }, PLAIN_TABLE);
        return sum.toString() === "1/1" && better.pHit.compare(o.pHit) >= 0;
      }),
    );
  });
});
