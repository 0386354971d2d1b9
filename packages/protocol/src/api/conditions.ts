import { z } from "zod";
import { modifiersJson } from "../actions/json-parts.js";
import { conditionCommandJsonSchema } from "../events/condition-event.js";
import { conditionJsonSchema, dueCheckIdSchema } from "../events/play-state-parts.js";
import { memberEventSchemas } from "../events/table-event.js";

/** Whether a character can act (the engine's `ConditionStatus`). */
export const conditionStatusSchema = z.enum(["active", "out", "dying", "dead"]);

/**
 * A check the condition makes due (the engine's `DueCheck`): roll `action` with `options` and
 * `dueCheck: id` to answer it; `reason` names the message `dueCheck.<reason>`, filled from `params`.
 */
export const dueCheckSchema = z.object({
  id: dueCheckIdSchema,
  reason: z.string(),
  action: z.string(),
  options: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

/** What the condition costs per kind of roll (`modifiersFrom` of each use), by source. */
export const conditionModifiersSchema = z.object({
  action: modifiersJson,
  "condition-check": modifiersJson,
  healing: modifiersJson,
});

/**
 * A character's play state as `GET …/characters/:cid` shows it (CONTRACT §4): the condition (null
 * when the sheet cannot give one, e.g. a Kampfwürfel sheet without LP), whether it can act, the
 * checks due and the modifiers per use. Players see the full condition of their own characters
 * and the public one (as of the last public event) of the others.
 */
export const conditionViewShape = {
  condition: conditionJsonSchema.nullable(),
  status: conditionStatusSchema.nullable(),
  due: z.array(dueCheckSchema),
  modifiers: conditionModifiersSchema,
};

/**
 * `POST /api/tables/:id/characters/:cid/condition`: a condition command (`{command, …}`, the
 * system's commands: `damage`, `heal`, `set`, a healing week …) and `secret` (GM: log it in the GM
 * stream only). The command's shape is the table system's (`conditionSchemas`).
 */
export const conditionCommandBodySchema = conditionCommandJsonSchema.extend({
  secret: z.boolean().optional(),
});

/** A condition command's body after its schema (the command's own fields are the system's to check). */
export type ConditionCommandBody = z.output<typeof conditionCommandBodySchema>;

/** `POST …/characters/:cid/condition` → 201: the `condition` event as the caller sees it. */
export const conditionCommandResponseSchema = memberEventSchemas.condition;
