import * as ewsRules from "@spieltisch/engine/systems/ews";
import { z } from "zod";

/**
 * The EWS condition, its outcomes and the GM's commands on the wire (CONTRACT §4): the engine's
 * `EwsCondition`, `EwsOutcome` and `EwsCommand` (`packages/engine/src/systems/ews/README.md`),
 * bounded. Shapes and ranges are checked here; the FoKa fields' consistency with each other (WS
 * from the TP Eigenschaft, the low-TP level from TP, the order of the checks) is the engine's
 * `validateEwsCondition`, which every `set` runs.
 */

const woundCount = z.number().int().min(0).max(ewsRules.MAX_CONDITION_WOUNDS);
const attribute = z.number().int().min(1).max(100);
/** Every count of TP a condition holds: from −5 × 100 (dead) to 100. */
const tp = z.number().int().min(-500).max(100);
/** TP or damage one step books. */
const tpStep = z.number().int().min(-10_000).max(10_000);

/** A pending FoKa low-TP check: level 1..5, its target, what a failure does. */
export const ewsLowTpCheckSchema = z.strictObject({
  level: z.number().int().min(1).max(5),
  target: z.number().int().min(12).max(21),
  onFail: z.enum(["out", "dead"]),
});

/** The basic-rules condition: `{kind: "basic", wounds, woundThreshold, status}`. */
export const ewsBasicConditionSchema = z.strictObject({
  kind: z.literal("basic"),
  wounds: woundCount,
  woundThreshold: z.number().int().min(0).max(100),
  status: z.enum(["active", "out"]),
});

/** The FoKa condition: CONTRACT §4's fields plus the state machine and the wound recovery. */
export const ewsFokaConditionSchema = z.strictObject({
  kind: z.literal("foka"),
  attribute,
  tpMax: attribute,
  woundThreshold: z.number().int().min(0).max(34),
  tp,
  wounds: woundCount,
  criticalWounds: woundCount,
  levelReached: z.number().int().min(0).max(6),
  passedZero: z.boolean(),
  status: z.enum(["active", "out", "dead"]),
  pending: z.array(ewsLowTpCheckSchema).max(5),
  adrenaline: z.boolean(),
  woundRecoveryTp: z.number().int().min(0).max(99),
  criticalRecoveryTp: z.number().int().min(0).max(99),
});

/** An EWS condition, either rule set (`kind`). */
export const ewsConditionSchema = z.discriminatedUnion("kind", [
  ewsBasicConditionSchema,
  ewsFokaConditionSchema,
]) satisfies z.ZodType<ewsRules.EwsCondition>;

/** A due check's id: `low-tp-<level>`. */
const checkId = z.string().regex(/^[a-z0-9-]{1,40}$/);

/** What a roll did to an EWS condition (the actions' consequences). */
export const ewsOutcomeSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("damage"), amount: z.number().int().min(0).max(10_000) }),
  z.strictObject({
    kind: z.literal("confrontation"),
    wounds: z.number().int().min(0).max(1000),
    lost: z.boolean(),
  }),
  z.strictObject({ kind: z.literal("heal-week"), change: z.number().int().min(-1).max(1) }),
  z.strictObject({ kind: z.literal("tp-healing"), tp: tpStep }),
  z.strictObject({ kind: z.literal("check"), id: checkId, passed: z.boolean() }),
]) satisfies z.ZodType<ewsRules.EwsOutcome>;

/** A GM's command on an EWS condition (`POST …/characters/:cid/condition`). */
export const ewsCommandSchema = z.discriminatedUnion("command", [
  z.strictObject({ command: z.literal("damage"), amount: z.number().int().min(0).max(10_000) }),
  z.strictObject({ command: z.literal("regenerate"), tp: tpStep }),
  z.strictObject({
    command: z.literal("rest"),
    situation: z.enum(["hospital", "bed", "ship", "march"]),
    weeks: z.number().int().min(1).max(ewsRules.MAX_REST_WEEKS),
  }),
  z.strictObject({
    command: z.literal("wounds"),
    change: z.number().int().min(-ewsRules.MAX_CONDITION_WOUNDS).max(ewsRules.MAX_CONDITION_WOUNDS),
    critical: z.boolean().optional(),
  }),
  z.strictObject({ command: z.literal("resolve-check"), id: checkId, passed: z.boolean() }),
  z.strictObject({ command: z.literal("fight-start") }),
  z.strictObject({ command: z.literal("fight-over") }),
  z.strictObject({ command: z.literal("set"), condition: ewsConditionSchema }),
]) satisfies z.ZodType<ewsRules.EwsCommand>;

/** An EWS condition as the schema gives it. */
export type EwsConditionJson = z.output<typeof ewsConditionSchema>;
/** An EWS outcome as the schema gives it. */
export type EwsOutcomeJson = z.output<typeof ewsOutcomeSchema>;
/** An EWS command as the schema gives it. */
export type EwsCommandJson = z.output<typeof ewsCommandSchema>;
