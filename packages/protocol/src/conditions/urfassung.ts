import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { z } from "zod";

/**
 * The wire shapes of the EWS-Urfassung's play state (engine `systems/ews-urfassung/`, README
 * "Condition"): the condition of a character, the outcomes rolls book on it and the GM's commands.
 * Bounded by the engine's limits; a condition must also keep the rules' invariants.
 */
const {
  MAX_ACTIONS,
  MAX_BLEED_DUE,
  MAX_DAMAGE,
  MAX_ROUNDS,
  MAX_SECONDS,
  MAX_STUN,
  MAX_TP_CHANGE,
  MAX_WOUND_ID,
  MAX_WOUNDS,
  TP_FLOOR,
  urfassungConditionProblem,
} = urfassungRules;

/** The readings whose legal conditions include those of every later one (see the refinement). */
const ANY_READINGS = { modules: [], options: {}, readings: 1 } as const;

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const woundKind = z.enum(["wound", "severe"]);
const stance = z.enum(["retreat", "full-defense", "defensive", "balanced", "full-attack"]);
const threshold = z.enum(["two-thirds", "one-third", "zero", "minus-sr", "minus-two-sr"]);
const sheetValue = int(1, 100);

/** One wound: kind, whether it bleeds or is bandaged, its bleeding clock and the checks it owes. */
export const urfassungWoundSchema = z.strictObject({
  id: int(1, MAX_WOUND_ID),
  kind: woundKind,
  bleeding: z.boolean(),
  bandaged: z.boolean(),
  seconds: int(0, 59),
  due: int(0, MAX_BLEED_DUE),
}) satisfies z.ZodType<urfassungRules.UrWound>;

/** Where a week of healing takes place: on the road by exertion, or in treatment. */
export const urfassungHealSituationSchema = z.discriminatedUnion("mode", [
  z.strictObject({
    mode: z.literal("travel"),
    exertion: z.enum(["gentle", "normal", "riding", "forced-march"]),
  }),
  z.strictObject({ mode: z.literal("treatment"), physician: int(-1000, 1000), equipment: int(-9, 9) }),
]) satisfies z.ZodType<urfassungRules.HealSituation>;

/** The condition of an EWS-Urfassung character; illegal combinations fail with the field's path. */
export const urfassungConditionSchema = z
  .strictObject({
    resistance: sheetValue,
    constitution: sheetValue,
    tpMax: int(2, 200),
    tp: int(TP_FLOOR, 200),
    stun: int(0, MAX_STUN),
    stunConverted: int(1, MAX_STUN).optional(),
    wounds: z.array(urfassungWoundSchema).max(MAX_WOUNDS),
    nextWound: int(1, MAX_WOUND_ID + 1),
    status: z.enum(["active", "out", "dying", "dead"]),
    dyingRounds: int(1, MAX_ROUNDS).nullable(),
    thresholdChecks: z.array(threshold).max(5),
    dazeCheck: int(1, MAX_DAMAGE).nullable(),
    dazed: int(0, MAX_DAMAGE),
    exhaustion: int(0, 99),
    actions: int(0, MAX_ACTIONS),
    stance,
    healWeek: urfassungHealSituationSchema.nullable(),
  })
  .superRefine((c, ctx) => {
    // Checked as the oldest readings allow (a −2 × SR check pending at exactly −2 × SR), so every
    // condition ever logged parses; `set` checks again at the table's readings.
    const field = urfassungConditionProblem(c, ANY_READINGS);
    if (field !== null) ctx.addIssue({ code: "custom", path: [field], message: "breaks the rules" });
  }) satisfies z.ZodType<urfassungRules.UrfassungCondition>;

/** What a roll did to an EWS-Urfassung character. */
export const urfassungOutcomeSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("hit"), damage: int(0, MAX_DAMAGE), stun: z.boolean() }),
  z.strictObject({ kind: z.literal("acted"), stance }),
  z.strictObject({ kind: z.literal("threshold-check"), threshold, passed: z.boolean() }),
  z.strictObject({ kind: z.literal("daze-check"), passed: z.boolean() }),
  z.strictObject({ kind: z.literal("exhaustion-check"), passed: z.boolean() }),
  z.strictObject({
    kind: z.literal("bled"),
    woundKind,
    wound: int(1, MAX_WOUND_ID).nullable(),
    count: int(0, 10),
    intervals: int(0, MAX_BLEED_DUE),
    damage: int(0, 10 * MAX_BLEED_DUE),
    stillBleeding: int(0, 10),
  }),
  z.strictObject({
    kind: z.literal("bandaged"),
    woundKind,
    tpRestored: int(0, MAX_DAMAGE),
    stopsBleeding: z.boolean(),
  }),
  z.strictObject({ kind: z.literal("healed"), tpChange: int(-MAX_TP_CHANGE, MAX_TP_CHANGE) }),
]) satisfies z.ZodType<urfassungRules.UrfassungOutcome>;

/** What the GM's hand does to an EWS-Urfassung character. */
export const urfassungCommandSchema = z.discriminatedUnion("command", [
  z.strictObject({
    command: z.literal("damage"),
    amount: int(0, MAX_DAMAGE),
    stun: z.boolean().optional(),
    hit: z.boolean().optional(),
  }),
  z.strictObject({ command: z.literal("heal"), amount: int(0, MAX_DAMAGE) }),
  z.strictObject({ command: z.literal("add-wound"), woundKind }),
  z.strictObject({ command: z.literal("clear-wound"), wound: int(1, MAX_WOUND_ID) }),
  z.strictObject({ command: z.literal("time-passes"), seconds: int(0, MAX_SECONDS) }),
  z.strictObject({ command: z.literal("rounds-pass"), rounds: int(0, MAX_ROUNDS) }),
  z.strictObject({ command: z.literal("week-passes"), situation: urfassungHealSituationSchema }),
  z.strictObject({ command: z.literal("rest") }),
  z.strictObject({ command: z.literal("wake") }),
  z.strictObject({ command: z.literal("stabilise") }),
  z.strictObject({ command: z.literal("set"), condition: urfassungConditionSchema }),
]) satisfies z.ZodType<urfassungRules.UrfassungCommand>;
