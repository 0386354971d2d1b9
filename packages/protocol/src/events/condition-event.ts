import { z } from "zod";
import { characterIdSchema, conditionJsonSchema } from "./play-state-parts.js";

/**
 * A condition command on the wire (CONTRACT §4 `{command, …}`): tagged `command`, its fields next
 * to the tag. Its shape is the table system's (`conditionSchemas[system].command`), checked when
 * it is given.
 */
export const conditionCommandJsonSchema = z.looseObject({ command: z.string().min(1).max(50) });

/** A condition command as JSON (`{command: "damage", amount: 3}`); its fields are the system's. */
export type ConditionCommandJson = z.infer<typeof conditionCommandJsonSchema>;

/**
 * `condition`: a hand changed a character's condition — the GM's, or a player's on their own
 * character where the table allows it (`POST …/characters/:cid/condition`): the command, the
 * condition before and after it and who gave it. Secret when the GM gave it in secret or the
 * character is a secret NPC.
 */
export const conditionEventBodySchema = z.object({
  character: characterIdSchema,
  command: conditionCommandJsonSchema,
  before: conditionJsonSchema,
  after: conditionJsonSchema,
  byName: z.string().nullable(),
});

/** The body of a condition event as a type. */
export type ConditionEventBody = z.infer<typeof conditionEventBodySchema>;
