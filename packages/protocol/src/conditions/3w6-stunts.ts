import type * as stuntsRules from "@spieltisch/engine/systems/3w6-stunts";
import { z } from "zod";

/**
 * The condition of a 3W6 + Stunts character (the engine's `StuntsCondition`): the turn's state.
 * Off turn nothing is used.
 */
export const stuntsConditionSchema = z
  .strictObject({ onTurn: z.boolean(), actionUsed: z.boolean(), bonusActionUsed: z.boolean() })
  .refine((c) => c.onTurn || (!c.actionUsed && !c.bonusActionUsed), {
    message: "only a character on turn has used an action",
    path: ["onTurn"],
  }) satisfies z.ZodType<stuntsRules.StuntsCondition>;

/** No roll changes a 3W6 + Stunts condition: stunt points expire with their check. */
export const stuntsOutcomeSchema = z.never() satisfies z.ZodType<stuntsRules.StuntsOutcome>;

/** The turn by hand: start, action, bonus action (either order), end, or set. */
export const stuntsCommandSchema = z.discriminatedUnion("command", [
  z.strictObject({ command: z.literal("start-turn") }),
  z.strictObject({ command: z.literal("action") }),
  z.strictObject({ command: z.literal("bonus-action") }),
  z.strictObject({ command: z.literal("end-turn") }),
  z.strictObject({ command: z.literal("set"), condition: stuntsConditionSchema }),
]) satisfies z.ZodType<stuntsRules.StuntsCommand>;
