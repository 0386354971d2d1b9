import { getSystem, PLAIN_TABLE, scriptedRng } from "@spieltisch/engine";
import * as stuntsRules from "@spieltisch/engine/systems/3w6-stunts";
import * as faarRules from "@spieltisch/engine/systems/faar";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { describe, expect, it } from "vitest";
import { stuntsCommandSchema, stuntsConditionSchema, stuntsOutcomeSchema } from "./3w6-stunts.js";
import { faarCommandSchema, faarConditionSchema, faarOutcomeSchema } from "./faar.js";
import {
  kampfwuerfelCommandSchema,
  kampfwuerfelConditionSchema,
  kampfwuerfelOutcomeSchema,
} from "./kampfwuerfel.js";

const envelope = (system: string, fields: Record<string, unknown>) => ({
  format: "spieltisch/character@1" as const,
  system,
  name: "Probe",
  ...fields,
});

/** Parses the JSON of a value: what the wire carries comes back unchanged. */
const roundTrip = <T>(schema: { parse(v: unknown): T }, value: unknown) =>
  expect(schema.parse(JSON.parse(JSON.stringify(value)))).toEqual(value);

describe("the condition schemas", () => {
  it("the three systems register their reducers", () => {
    for (const id of ["kampfwuerfel", "faar", "3w6-stunts"]) expect(getSystem(id).conditions).toBeDefined();
  });

  it("Kampfwürfel: conditions the reducer reaches, the melee's outcomes and every command parse unchanged", () => {
    const rules = kampfwuerfelRules.kampfwuerfelConditions;
    const sheet = envelope("kampfwuerfel", {
      lp: 30,
      dailyRegeneration: 6,
      kraft: 5,
      geschick: 4,
      factor: 2,
      combatDice: 10,
      reflexDice: 5,
      armorBE: 2,
    });
    let c = rules.initialCondition(sheet, PLAIN_TABLE);
    roundTrip(kampfwuerfelConditionSchema, c);
    const params = { attackDice: 3, defenseDice: 2, damage: { five: 2, six: 3 } };
    const result = kampfwuerfelRules.kampfwuerfelMeleeAction.roll(
      params,
      scriptedRng([5, 6, 5, 1, 1]),
      PLAIN_TABLE,
    );
    const { opponent } = kampfwuerfelRules.kwMeleeConsequences(result, params);
    for (const o of [...opponent, { kind: "damage", amount: 18 } as const]) {
      roundTrip(kampfwuerfelOutcomeSchema, o);
      c = rules.applyOutcome(c, o, PLAIN_TABLE);
      roundTrip(kampfwuerfelConditionSchema, c);
    }
    c = rules.applyCommand(c, { command: "reflex" }, PLAIN_TABLE);
    expect(c.pending.map((p) => p.kind)).toEqual(["kraft", "reflex"]);
    roundTrip(kampfwuerfelConditionSchema, c);
    roundTrip(kampfwuerfelOutcomeSchema, { kind: "check", id: "kraft-1", passed: false });
    const reflex = kampfwuerfelRules.kampfwuerfelReflexAction;
    const rolled = reflex.roll({ reflexDice: 5, armorBE: 2 }, scriptedRng([5, 6, 1]), PLAIN_TABLE);
    for (const o of reflex.consequences!(rolled, { reflexDice: 5, armorBE: 2 }, PLAIN_TABLE).actor) {
      roundTrip(kampfwuerfelOutcomeSchema, o);
      roundTrip(kampfwuerfelConditionSchema, rules.applyOutcome(c, o, PLAIN_TABLE));
    }
    for (const k of [
      { command: "new-phase" },
      { command: "hindrance", be: 2 },
      { command: "threshold", threshold: -4 },
      { command: "rest", days: 3 },
      { command: "set", condition: c },
    ]) {
      roundTrip(kampfwuerfelCommandSchema, k);
    }
  });

  it("Kampfwürfel: an illegal condition fails at the field the engine names; numbers are bounded", () => {
    const c = kampfwuerfelRules.kampfwuerfelConditions.initialCondition(
      envelope("kampfwuerfel", { lp: 30, dailyRegeneration: 6, kraft: 5, combatDice: 10 }),
      PLAIN_TABLE,
    );
    expect(kampfwuerfelConditionSchema.safeParse({ ...c, kwLeft: 11 }).error?.issues[0]?.path).toEqual([
      "kwLeft",
    ]);
    expect(kampfwuerfelConditionSchema.safeParse({ ...c, lp: 31 }).success).toBe(false);
    expect(
      kampfwuerfelConditionSchema.safeParse({ ...c, pending: [{ kind: "kraft", n: 1 }], checksMade: 1 })
        .success,
    ).toBe(false);
    expect(kampfwuerfelOutcomeSchema.safeParse({ kind: "damage", amount: 1e9 }).success).toBe(false);
    expect(
      kampfwuerfelOutcomeSchema.safeParse({ kind: "check", id: "bleeding-1", passed: true }).success,
    ).toBe(false);
    expect(kampfwuerfelOutcomeSchema.safeParse({ kind: "reflex", passed: true }).success).toBe(false);
    expect(kampfwuerfelCommandSchema.safeParse({ command: "heal" }).success).toBe(false);
  });

  it("Faar: conditions, the consequences of melee and Grauen, and every command parse unchanged", () => {
    const rules = faarRules.faarConditions;
    let c = rules.initialCondition(
      envelope("faar", { attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 } }),
      PLAIN_TABLE,
    );
    const params = { attack: 12, defense: 8, damageType: "blunt" as const, zones: true };
    const hit = faarRules.rollFaarMelee(params, scriptedRng([5, 20, 6, 6, 2]), PLAIN_TABLE);
    const grauen = faarRules.rollGrauen({ intuition: 7, points: 0 }, scriptedRng([15]), PLAIN_TABLE);
    const outcomes = [
      ...faarRules.faarMeleeConsequences(hit).opponent,
      ...faarRules.grauenRollConsequences(grauen).actor,
      { kind: "fumble" } as const,
    ];
    expect(outcomes.map((o) => o.kind)).toEqual(["damage", "critical", "grauen", "fumble"]);
    for (const o of outcomes) {
      roundTrip(faarOutcomeSchema, o);
      c = rules.applyOutcome(c, o, PLAIN_TABLE);
      roundTrip(faarConditionSchema, c);
    }
    expect(c).toMatchObject({ lp: 3, grauen: 1, injuries: [{ type: "blunt", zone: 2 }] });
    // Rest slowed by the injury: 3 → 4 with a day carried (restDays), as the action shows and books.
    const restParams = { current: 3, max: 15, days: 3, injuries: 1 };
    const shown = faarRules.faarRestAction.roll(restParams, scriptedRng([]), PLAIN_TABLE);
    for (const o of faarRules.restConsequences(shown, restParams).actor) {
      roundTrip(faarOutcomeSchema, o);
      c = rules.applyOutcome(c, o, PLAIN_TABLE);
      roundTrip(faarConditionSchema, c);
    }
    expect(c).toMatchObject({ lp: 4, restDays: 1 });
    for (const k of [
      { command: "rest", days: 2 },
      { command: "next-round" },
      { command: "heal-injury", index: 0 },
      { command: "grauen-relief", points: 1 },
      { command: "clear-grauen-effect", effect: "gloom" },
      { command: "set", condition: c },
    ]) {
      roundTrip(faarCommandSchema, k);
    }
  });

  it("Faar: an illegal condition fails at the field the engine names", () => {
    const c = faarRules.faarConditions.initialCondition(
      envelope("faar", { attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 } }),
      PLAIN_TABLE,
    );
    const twice = [
      { kind: "no-attack", roundsLeft: 1 },
      { kind: "no-attack", roundsLeft: 0 },
    ];
    expect(faarConditionSchema.safeParse({ ...c, restrictions: twice }).error?.issues[0]?.path).toEqual([
      "restrictions",
    ]);
    expect(faarConditionSchema.safeParse({ ...c, grauen: 101 }).success).toBe(false);
    // Days carried toward the next LP only with a severe injury that slows rest.
    expect(faarConditionSchema.safeParse({ ...c, restDays: 1 }).error?.issues[0]?.path).toEqual(["restDays"]);
    const injured = { ...c, injuries: [{ type: "cut", zone: null }] };
    expect(faarConditionSchema.safeParse({ ...injured, restDays: 1 }).success).toBe(true);
    expect(faarConditionSchema.safeParse({ ...injured, restDays: 0 }).success).toBe(false);
    expect(faarOutcomeSchema.safeParse({ kind: "rest", days: 3 }).success).toBe(false);
    expect(faarOutcomeSchema.safeParse({ kind: "critical", type: "cut", level: 5, zone: null }).success).toBe(
      false,
    );
  });

  it("3W6 + Stunts: the turn's conditions and commands parse; no outcome does", () => {
    const rules = stuntsRules.stuntsConditions;
    let c = rules.initialCondition(envelope("3w6-stunts", {}), PLAIN_TABLE);
    for (const command of ["start-turn", "bonus-action", "action", "end-turn"] as const) {
      roundTrip(stuntsCommandSchema, { command });
      c = rules.applyCommand(c, { command }, PLAIN_TABLE);
      roundTrip(stuntsConditionSchema, c);
    }
    roundTrip(stuntsCommandSchema, { command: "set", condition: c });
    expect(
      stuntsConditionSchema.safeParse({ onTurn: false, actionUsed: true, bonusActionUsed: false }).success,
    ).toBe(false);
    expect(stuntsOutcomeSchema.safeParse({ kind: "stunt", points: 5 }).success).toBe(false);
  });
});
