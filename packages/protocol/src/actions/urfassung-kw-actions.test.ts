import { getSystem, PLAIN_TABLE, scriptedRng, seededRng } from "@spieltisch/engine";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { describe, expect, it } from "vitest";
import { PROTOCOL_SYSTEMS } from "../systems/registry.js";
import { kampfwuerfelMeleeAdapter, kwDeclared } from "./kampfwuerfel-actions.js";
import { findActionAdapter, oddsWithAdapter, rollWithAdapter } from "./pipeline.js";
import { fillSide } from "./play-sides.js";
import { urfassungMeleeAdapter } from "./urfassung-actions.js";
import { urfassungDamageAdapter } from "./urfassung-care-actions.js";

const adapter = (systemId: "ews-urfassung" | "kampfwuerfel", action: string) => {
  const found = findActionAdapter(systemId, action);
  if (!found) throw new Error(`no adapter ${systemId}/${action}`);
  return found;
};

const run = (
  systemId: "ews-urfassung" | "kampfwuerfel",
  action: string,
  options: Record<string, unknown>,
  faces?: number[],
) => {
  const a = adapter(systemId, action);
  const rng = faces ? scriptedRng(faces) : seededRng(7);
  return rollWithAdapter(a, a.options.parse(options), rng, PLAIN_TABLE).json;
};

const odds = (
  systemId: "ews-urfassung" | "kampfwuerfel",
  action: string,
  options: Record<string, unknown>,
) => {
  const a = adapter(systemId, action);
  return oddsWithAdapter(a, a.options.parse(options), PLAIN_TABLE).json;
};

describe("adapters of ews-urfassung and kampfwuerfel", () => {
  it("every action of both systems has an adapter", () => {
    for (const id of ["ews-urfassung", "kampfwuerfel"] as const) {
      expect(Object.keys(PROTOCOL_SYSTEMS[id].adapters).sort()).toEqual(
        Object.keys(getSystem(id).actions).sort(),
      );
    }
  });

  it("Urfassung damage, bleeding, bandage and healing roll and give odds", () => {
    expect(run("ews-urfassung", "damage", { dice: "W6", bonus: -4, strength: 18 }, [3])).toEqual({
      dice: [3],
      damage: 5,
    });
    expect(odds("ews-urfassung", "damage", { dice: "W3" })).toMatchObject({ meanExact: "2/1" });
    expect(
      run("ews-urfassung", "bleed", { constitution: 12, kind: "wound", count: 1, intervals: 2 }, [1, 6]),
    ).toEqual({
      damage: 1,
      bleeding: 1,
      dice: [1, 6],
    });
    expect(
      odds("ews-urfassung", "bleed", { constitution: 12, kind: "wound", count: 1, intervals: 1 }),
    ).toMatchObject({
      expectedDamageExact: "1/2",
      pAllStoppedExact: "0/1",
    });
    expect(run("ews-urfassung", "bandage", { skill: 12, kind: "wound" }, [4])).toMatchObject({
      tpRestored: 2,
      stopsBleeding: true,
    });
    expect(
      run("ews-urfassung", "heal", { mode: "travel", constitution: 15, exertion: "riding", wounds: 1 }, [6]),
    ).toMatchObject({
      tpChange: 1,
    });
    expect(
      odds("ews-urfassung", "heal", { mode: "treatment", constitution: 12, physician: 15, equipment: 9 }),
    ).toHaveProperty("pGainExact");
    expect(() => run("ews-urfassung", "heal", { mode: "travel", constitution: 12 })).toThrow();
  });

  it("Kampfwürfel check and melee JSON follow CONTRACT §1", () => {
    expect(run("kampfwuerfel", "check", { pool: 3 }, [5, 6, 1])).toMatchObject({
      successes: 2,
      success: true,
    });
    const melee = run(
      "kampfwuerfel",
      "melee",
      { attackDice: 2, defenseDice: 2, damage: "1-2" },
      [5, 6, 1, 1],
    );
    expect(melee).toMatchObject({ hit: true, attackSuccesses: 2, defenseSuccesses: 0, damage: 3 });
    const o = odds("kampfwuerfel", "melee", { attackDice: 3, defenseDice: 3, damage: "2-3" });
    expect(o.pHitExact).toMatch(/^\d+\/\d+$/);
    expect((o.damage as { p: number }[]).reduce((s, d) => s + d.p, 0)).toBeCloseTo(1, 12);
  });

  it("Kampfwürfel reflex rolls the Reflexwürfel left after BE (text: the shield's BE in full)", () => {
    // 10 Reflexwürfel, armour BE 2, shield BE 2 with Schildkampf 1: the shield counts in full → 6.
    const options = { reflexDice: 10, armorBe: 2, shieldBe: 2, shieldSkill: 1 };
    const rolled = run("kampfwuerfel", "reflex", options, [5, 6, 1, 2, 3, 4]);
    expect(rolled).toMatchObject({ pool: 6, need: 2, successes: 2, success: true });
    expect(rolled.dice).toHaveLength(6);
    // Zähigkeit lowers only armour BE: 5 − (2 − 1) = 4 dice, the odds of a plain 4-dice check.
    const o = odds("kampfwuerfel", "reflex", { reflexDice: 5, armorBe: 2, toughness: 1 });
    const check = odds("kampfwuerfel", "check", { pool: 4 });
    expect(o).toEqual(check);
    expect(o.pool).toBe(4);
  });

  it("waffenloser Kampf: an unarmed side's hit and an unarmed damage roll book stun, not TP", () => {
    const params = urfassungMeleeAdapter.toParams(
      urfassungMeleeAdapter.options.parse({ attacker: 12, defender: 12, attackerUnarmed: true }),
    );
    expect(params.attacker.unarmed).toBe(true);
    expect(params.defender.unarmed).toBeUndefined();
    const result = urfassungRules.rollMelee(params, scriptedRng([4, 2]), PLAIN_TABLE);
    expect(urfassungRules.meleeConsequences(result, params).opponent).toContainEqual({
      kind: "hit",
      damage: 3,
      stun: true,
    });
    const damage = urfassungDamageAdapter.toParams(
      urfassungDamageAdapter.options.parse({ dice: "W6", bonus: -4, strengthThreshold: 12, stun: true }),
    );
    expect(damage).toEqual(urfassungRules.UNARMED);
  });
});

describe("the KW a Kampfwürfel exchange declares from the conditions", () => {
  const condition = (kwLeft: number) => ({
    ...kampfwuerfelRules.kampfwuerfelConditions.initialCondition(
      {
        format: "spieltisch/character@1",
        system: "kampfwuerfel",
        name: "Brom",
        lp: 30,
        dailyRegeneration: 6,
        kraft: 5,
        combatDice: 10,
      },
      PLAIN_TABLE,
    ),
    kwLeft,
  });

  it("attacks with the KW left in the phase and defends with half of them, rounded up", () => {
    expect(kwDeclared(condition(9), "attack")).toEqual({ attackDice: 9 });
    expect(kwDeclared(condition(9), "defence")).toEqual({ defenseDice: 5 });
    expect(kwDeclared(condition(0), "defence")).toEqual({ defenseDice: 0 });
    expect(kwDeclared({ not: "a condition" }, "attack")).toEqual({});
  });

  it("fills only what the body leaves out: a typed count wins", () => {
    const filled = fillSide(
      kampfwuerfelMeleeAdapter,
      "opponent",
      { attackDice: 4, damage: "2-3" },
      {
        condition: condition(6),
      },
    );
    expect(filled).toMatchObject({ ok: true, options: { attackDice: 4, damage: "2-3", defenseDice: 3 } });
    const typed = fillSide(
      kampfwuerfelMeleeAdapter,
      "opponent",
      { defenseDice: 1 },
      { condition: condition(6) },
    );
    expect(typed).toMatchObject({ options: { defenseDice: 1 } });
  });
});
