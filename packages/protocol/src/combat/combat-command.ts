import { z } from "zod";
import { initiativeRuleSchema } from "./initiative-rule.js";

const count = z.number().int().min(0).max(10_000);
const place = z.number().int().min(0).max(99);

/**
 * One participant of a fight: a character or NPC of the table (`characterId`; the server and a
 * local table fill in its `name` and whether it is a `secret` NPC from the sheet) or a bare name,
 * with its initiative where the table's rule gives one. `tieBreak` is the value that decides equal
 * initiatives (3W6: Geschicklichkeit). `tp`/`lp`/`wounds` are the counters of fights logged before
 * participants were characters; a character's counters are its condition now.
 * A secret NPC as the players see it keeps only `secret: true` and its place.
 */
export const participantSchema = z
  .strictObject({
    name: z.string().min(1).max(100).optional(),
    characterId: z.string().min(1).max(100).optional(),
    secret: z.boolean().optional(),
    initiative: z.number().int().min(-1000).max(1000).optional(),
    tieBreak: z.number().int().min(-1000).max(1000).optional(),
    tp: count.optional(),
    lp: count.optional(),
    wounds: count.optional(),
  })
  .refine((p) => p.name !== undefined || p.characterId !== undefined || p.secret === true, {
    message: "a participant needs a name or a characterId",
    path: ["name"],
  });

/** A participant as a type. */
export type Participant = z.infer<typeof participantSchema>;

/**
 * Combat commands (GM, `POST /api/tables/:id/combat`): start, let newcomers join the running
 * fight, next turn, change a participant's counters (old fights), move a participant in the
 * order, take one out of it, end.
 * `start` and `join` may name the table's `initiative` roll event (`initiativeRoll`, its GM-stream
 * `seq`) whose order they take (3W6: 1W6 + Geschwindigkeit, Stechen); `rule` is the initiative
 * rule the order was made by (filled in by the server and a local table). A `next` with
 * `afterRoll: true` is the one the server (or a local table) logs itself in the commit of the
 * acting fighter's roll, where the table option `combatAutoAdvance` is on.
 */
export const combatCommandSchema = z.discriminatedUnion("command", [
  z.strictObject({
    command: z.literal("start"),
    participants: z.array(participantSchema).min(1).max(100),
    initiativeRoll: z.number().int().min(1).optional(),
    rule: initiativeRuleSchema.optional(),
  }),
  z.strictObject({
    command: z.literal("join"),
    participants: z.array(participantSchema).min(1).max(100),
    initiativeRoll: z.number().int().min(1).optional(),
  }),
  z.strictObject({ command: z.literal("next"), afterRoll: z.literal(true).optional() }),
  z.strictObject({
    command: z.literal("update"),
    participant: place,
    tp: z.number().int().min(-10_000).max(10_000).optional(),
    lp: z.number().int().min(-10_000).max(10_000).optional(),
    wounds: z.number().int().min(-10_000).max(10_000).optional(),
  }),
  z.strictObject({ command: z.literal("move"), participant: place, to: place }),
  z.strictObject({ command: z.literal("remove"), participant: place }),
  z.strictObject({ command: z.literal("end") }),
]);
/** A combat command as a type. */
export type CombatCommand = z.infer<typeof combatCommandSchema>;
/** The `start` command as a type. */
export type CombatStart = Extract<CombatCommand, { command: "start" }>;
/** The `join` command as a type. */
export type CombatJoin = Extract<CombatCommand, { command: "join" }>;
