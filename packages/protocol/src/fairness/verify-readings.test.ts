import {
  type CharacterEnvelope,
  PLAIN_TABLE,
  type RuleReadings,
  type TableSettings,
} from "@spieltisch/engine";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { describe, expect, it } from "vitest";
import { conditionAfter } from "../actions/play-roll.js";
import { derivationPrefix, deriveRoll, type RollRequest } from "./derive-roll.js";
import { type RollRecord, recomputeRoll } from "./verify.js";

/**
 * Rolls logged before the readings of the texts changed (RULINGS §7, issue #28) verify with the
 * readings they were booked under: an `applied` entry without `readings` is recomputed with the
 * first ones, a result that reads differently today is checked against them too.
 */

const SEED = "7c".repeat(32);
const BINDING = { counter: 1, by: "gm", byName: "SL" };

/** A roll event as the server logs it, its result and proof derived under `readings`. */
function logged(request: RollRequest, readings: RuleReadings) {
  const derived = deriveRoll(SEED, derivationPrefix(request, BINDING, 2), request, 2, undefined, readings);
  const event: RollRecord = {
    ...request,
    modules: [...request.modules],
    ...derived.json,
    counter: 1,
    by: "gm",
    byName: "SL",
    derivation: 2,
    proof: derived.proof,
  };
  return { event, derived };
}

const BROM: CharacterEnvelope = {
  format: "spieltisch/character@1",
  system: "kampfwuerfel",
  name: "Brom",
  lp: 30,
  dailyRegeneration: 6,
  kraft: 5,
  geschick: 4,
  factor: 2,
  combatDice: 10,
};

/** A Kampfwürfel table that stored no value for the heavy hits: on before RULINGS §7, off since. */
const melee: RollRequest = {
  system: "kampfwuerfel",
  modules: [],
  houseRules: {},
  action: "melee",
  options: { attackDice: 20, defenseDice: 0, damage: "3-4" },
};

/** The melee's hit booked on Brom under `readings`, as `appliedConditions` wrote it then. */
function bookedOnBrom(readings: RuleReadings) {
  const settings: TableSettings = { ...PLAIN_TABLE, readings };
  const { event, derived } = logged(melee, readings);
  // A condition as JSON (what an event carries).
  const before: Record<string, unknown> = {
    ...kampfwuerfelRules.kampfwuerfelConditions.initialCondition(BROM, settings),
  };
  const after = conditionAfter("kampfwuerfel", settings, before, derived.consequences.opponent, "opponent");
  return { event, before, after };
}

describe("rolls booked before RULINGS §7 verify with the readings of then", () => {
  it("a Kampfwürfel hit that knocked out by the heavy-hit rule (on without a table value then) still verifies", () => {
    // 20 dice of 3–4 from this seed: more SP than the threshold 18 (checked, the derivation is fixed).
    const { event, before, after } = bookedOnBrom(1);
    expect(event.damage).toBeGreaterThan(18);
    expect(after).toMatchObject({ unconscious: true });
    const old: RollRecord = {
      ...event,
      opponent: { character: "c2", name: "Brom", modifiers: [] },
      applied: [{ character: "c2", before, after }],
    };
    expect(recomputeRoll(old, SEED)).toBeNull();
    // The same entry claimed under today's readings (heavy hits off by default) does not.
    const claimed: RollRecord = { ...old, applied: [{ character: "c2", before, after, readings: 2 }] };
    expect(recomputeRoll(claimed, SEED)).toMatch(
      /^applied\.0\.after is .*"unconscious":true.*the roll gives .*"unconscious":false/,
    );
  });

  it("today's entries name their readings and verify with them", () => {
    const { event, before, after } = bookedOnBrom(2);
    expect(after).toMatchObject({ unconscious: false });
    const today: RollRecord = {
      ...event,
      opponent: { character: "c2", name: "Brom", modifiers: [] },
      applied: [{ character: "c2", before, after, readings: 2 }],
    };
    expect(recomputeRoll(today, SEED)).toBeNull();
    const mixed: RollRecord = {
      ...today,
      applied: [...(today.applied ?? []), { character: "c1", before, after }],
    };
    expect(recomputeRoll(mixed, SEED)).toBe("applied entries name different readings");
  });

  it("an Urfassung injury roll at exactly −2 × SR, logged with the check against 24, still verifies; a changed field does not", () => {
    const injury: RollRequest = {
      system: "ews-urfassung",
      modules: [],
      houseRules: {},
      action: "injury",
      options: { resistance: 15, before: 0, after: -30 },
    };
    const old = logged(injury, 1).event;
    expect((old.checks as unknown[]).length).toBe(2);
    expect(logged(injury, 2).event.checks as unknown[]).toHaveLength(1);
    expect(recomputeRoll(old, SEED)).toBeNull();
    expect(recomputeRoll({ ...old, penalty: -8 }, SEED)).toMatch(/^checks is /);
  });
});
