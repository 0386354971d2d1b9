import { z } from "zod";
import { initiativeRuleSchema } from "./initiative-rule.js";

/**
 * One fighter in the order: a participant of the `start` command plus the wounds taken since
 * (fights logged before participants were characters). TP and LP are signed: the FoKa rules check
 * at TP ≤ 0, ≤ −TPmax and further down (RULINGS §1.8), so they fall below zero; wounds are a count
 * and never do. A secret NPC as the players see it has neither name nor character, only `secret`.
 */
export const fighterSchema = z.object({
  name: z.string().optional(),
  characterId: z.string().optional(),
  secret: z.boolean().optional(),
  initiative: z.number().int().optional(),
  tieBreak: z.number().int().optional(),
  tp: z.number().int().optional(),
  lp: z.number().int().optional(),
  wounds: z.number().int().min(0),
});
/** A fighter as a type. */
export type Fighter = z.infer<typeof fighterSchema>;

/**
 * The state of a table's fight: who fights in which order, whose turn (`turn`, an index into
 * `order`), which round (Kampfwürfel: which Kampfphase), and the initiative rule the order was
 * made by (absent in fights logged before there were rules).
 */
export const combatStateSchema = z.object({
  active: z.boolean(),
  round: z.number().int().min(0),
  turn: z.number().int().min(0),
  order: z.array(fighterSchema),
  rule: initiativeRuleSchema.optional(),
});
/** A combat state as a type. */
export type CombatState = z.infer<typeof combatStateSchema>;

/** No fight: the state before the first `start` and after every `end`. */
export const NO_COMBAT: CombatState = { active: false, round: 0, turn: 0, order: [] };
