import * as faarRules from "@spieltisch/engine/systems/faar";
import { z } from "zod";

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const damageType = z.enum(faarRules.DAMAGE_TYPES);
const zone = z.literal([1, 2, 3, 4, 5, 6]).nullable();
const consequence = z.enum(faarRules.GRAUEN_CONSEQUENCES);
const points = int(0, faarRules.GRAUEN_POINTS_MAX);
const amount = int(0, 10_000);

/**
 * The condition of a Faar character (the engine's `FaarCondition`, fields in the system README):
 * bounded fields, and the engine's own invariants (one restriction per kind in order, each
 * consequence of the Grauen once …) as one refinement naming the field.
 */
export const faarConditionSchema = z
  .strictObject({
    lp: int(faarRules.FAAR_LP_MIN, 1000),
    lpMax: int(1, 1000),
    dead: z.boolean(),
    restrictions: z
      .array(z.strictObject({ kind: z.enum(faarRules.FAAR_RESTRICTION_KINDS), roundsLeft: int(0, 1) }))
      .max(faarRules.FAAR_RESTRICTION_KINDS.length),
    injuries: z.array(z.strictObject({ type: damageType, zone })).max(faarRules.FAAR_INJURIES_MAX),
    grauen: points,
    grauenEffects: z.array(consequence).max(faarRules.GRAUEN_CONSEQUENCES.length),
    // Optional: conditions written before rest was slowed by severe injuries have none.
    restDays: int(1, faarRules.FAAR_INJURY_REST_DAYS_MAX - 1).optional(),
  })
  .superRefine((condition, ctx) => {
    const fault = faarRules.faarConditionFault(condition);
    if (fault !== undefined) {
      ctx.addIssue({ code: "custom", message: `not a legal condition: ${fault}`, path: [fault] });
    }
  }) satisfies z.ZodType<faarRules.FaarCondition>;

/** What a roll did to a Faar character (`damage`, `critical`, `fumble`, `grauen`, `rest`). */
export const faarOutcomeSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("damage"), amount }),
  z.strictObject({ kind: z.literal("critical"), type: damageType, level: z.literal([1, 3, 7, 12]), zone }),
  z.strictObject({ kind: z.literal("fumble") }),
  z.strictObject({
    kind: z.literal("grauen"),
    pointsBefore: points,
    passed: z.boolean(),
    consequence: consequence.nullable(),
  }),
  z.strictObject({
    kind: z.literal("rest"),
    days: int(0, 100_000),
    lpAfter: int(faarRules.FAAR_LP_MIN, 1000),
  }),
]) satisfies z.ZodType<faarRules.FaarOutcome>;

/** What the GM's hand does to a Faar character (commands in the system README). */
export const faarCommandSchema = z.discriminatedUnion("command", [
  z.strictObject({ command: z.literal("damage"), amount }),
  z.strictObject({ command: z.literal("heal"), amount }),
  z.strictObject({ command: z.literal("rest"), days: int(0, 100_000) }),
  z.strictObject({ command: z.literal("next-round") }),
  z.strictObject({ command: z.literal("heal-injury"), index: int(0, faarRules.FAAR_INJURIES_MAX - 1) }),
  z.strictObject({ command: z.literal("grauen-relief"), points }),
  z.strictObject({ command: z.literal("clear-grauen-effect"), effect: consequence }),
  z.strictObject({ command: z.literal("set"), condition: faarConditionSchema }),
]) satisfies z.ZodType<faarRules.FaarCommand>;
