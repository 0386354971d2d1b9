import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { z } from "zod";

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const pool = int(0, kampfwuerfelRules.MAX_POOL);
const be = int(0, 100);
const amount = int(0, 100_000);

/**
 * The condition of a Kampfwürfel fighter (the engine's `KampfwuerfelCondition`, fields in the
 * system README): bounded fields, and the engine's own invariants (KW left within the phase's
 * dice, a Kraft check waiting only while it can be rolled …) as one refinement naming the field.
 */
export const kampfwuerfelConditionSchema = z
  .strictObject({
    lp: int(kampfwuerfelRules.KW_LP_MIN, 10_000),
    lpMax: int(1, 10_000),
    dailyRegeneration: int(0, 10_000),
    kraft: pool,
    unconscious: z.boolean(),
    unconsciousCause: z
      .discriminatedUnion("cause", [
        z.strictObject({
          cause: z.literal("heavy-hit"),
          damage: amount,
          threshold: int(-1_000_000, 1_000_000),
        }),
        z.strictObject({ cause: z.literal("kraft-check") }),
      ])
      .optional(),
    stabilised: z.literal(true).optional(),
    dead: z.boolean(),
    heavyHit: z
      .strictObject({
        base: int(0, 2000),
        start: int(-300_000, 300_000),
        threshold: int(-1_000_000, 1_000_000),
        loweredBy: amount.optional(),
      })
      .nullable(),
    dice: z.strictObject({
      combatDice: pool,
      reflexDice: pool,
      armorBE: be,
      shieldBE: be,
      shieldSkill: be,
      toughness: be,
    }),
    extraBE: be,
    kwLeft: pool,
    reflexUsed: z.boolean(),
    pending: z.array(z.strictObject({ kind: z.enum(["kraft", "reflex"]), n: int(1, 1_000_000) })).max(2),
    checksMade: int(0, 1_000_000),
  })
  .superRefine((condition, ctx) => {
    const fault = kampfwuerfelRules.kampfwuerfelConditionFault(condition);
    if (fault !== undefined) {
      ctx.addIssue({ code: "custom", message: `not a legal condition: ${fault}`, path: fault.split(".") });
    }
  }) satisfies z.ZodType<kampfwuerfelRules.KampfwuerfelCondition>;

/**
 * What a roll did to a Kampfwürfel fighter (`damage` SP, `spend-kw`, a due `check` rolled, the
 * phase's `reflex` rolled).
 */
export const kampfwuerfelOutcomeSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("damage"), amount }),
  z.strictObject({ kind: z.literal("spend-kw"), dice: pool }),
  z.strictObject({
    kind: z.literal("check"),
    id: z
      .string()
      .max(20)
      .regex(/^(kraft|reflex)-\d{1,7}$/),
    passed: z.boolean(),
  }),
  z.strictObject({ kind: z.literal("reflex") }),
]) satisfies z.ZodType<kampfwuerfelRules.KampfwuerfelOutcome>;

/** What the GM's hand does to a Kampfwürfel fighter (commands in the system README). */
export const kampfwuerfelCommandSchema = z.discriminatedUnion("command", [
  z.strictObject({ command: z.literal("damage"), amount }),
  z.strictObject({ command: z.literal("heal"), amount }),
  z.strictObject({ command: z.literal("rest"), days: int(0, 10_000) }),
  z.strictObject({ command: z.literal("new-phase") }),
  z.strictObject({ command: z.literal("new-fight") }),
  z.strictObject({ command: z.literal("reflex") }),
  z.strictObject({ command: z.literal("hindrance"), be }),
  z.strictObject({ command: z.literal("threshold"), threshold: int(-1_000_000, 1_000_000) }),
  z.strictObject({ command: z.literal("wake") }),
  z.strictObject({ command: z.literal("stabilise") }),
  z.strictObject({ command: z.literal("die") }),
  z.strictObject({ command: z.literal("set"), condition: kampfwuerfelConditionSchema }),
]) satisfies z.ZodType<kampfwuerfelRules.KampfwuerfelCommand>;
