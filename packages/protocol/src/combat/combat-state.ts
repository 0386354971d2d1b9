import { z } from "zod";
import { initiativeRuleSchema } from "./initiative-rule.js";

/**
 * A fighter's reference in its fight: `f1`, `f2`, … in the order the fighters entered it, never
 * given twice in one fight. It names no character, so the players' view keeps it for a secret NPC
 * too, and a player's roll can target that fighter (`opponentFighter`) without learning who it is.
 */
export const fighterRefSchema = z.string().regex(/^f[1-9]\d{0,4}$/, "a fighter ref: f1, f2, …");

/**
 * One fighter in the order: a participant of the `start` or `join` command with its `ref`, plus
 * the wounds taken since (fights logged before participants were characters). TP and LP are
 * signed: the FoKa rules check at TP ≤ 0, ≤ −TPmax and further down (RULINGS §1.8), so they fall
 * below zero; wounds are a count and never do. A secret NPC as the players see it has neither
 * name nor character, only `secret` and its `ref`.
 */
export const fighterSchema = z.object({
  ref: fighterRefSchema.optional(),
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
 * The fighter with this ref in a running fight, or undefined.
 *
 * @example
 * fighterByRef(state, "f2")?.characterId; // "c7"
 */
export const fighterByRef = (state: CombatState, ref: string): Fighter | undefined =>
  state.active ? state.order.find((f) => f.ref === ref) : undefined;

/**
 * The state of a table's fight: who fights in which order, whose turn (`turn`, an index into
 * `order`), which round (Kampfwürfel: which Kampfphase), the initiative rule the order was made by
 * (absent in fights logged before there were rules) and the number of the last fighter ref handed
 * out (`lastRef`; absent in fights logged before refs).
 */
export const combatStateSchema = z.object({
  active: z.boolean(),
  round: z.number().int().min(0),
  turn: z.number().int().min(0),
  order: z.array(fighterSchema),
  rule: initiativeRuleSchema.optional(),
  lastRef: z.number().int().min(0).optional(),
});
/** A combat state as a type. */
export type CombatState = z.infer<typeof combatStateSchema>;

/** No fight: the state before the first `start` and after every `end`. */
export const NO_COMBAT: CombatState = { active: false, round: 0, turn: 0, order: [] };
