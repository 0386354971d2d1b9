import { z } from "zod";
import { sessionCommandSchema, sessionTitleSchema } from "../events/session-event.js";
import { memberEventSchemas } from "../events/table-event.js";

/**
 * `POST /api/tables/:id/sessions` (GM, CONTRACT §7): start an evening („Spielabend“), with a title
 * if the GM gives one, or end the open one.
 */
export const sessionCommandBodySchema = z.strictObject({
  command: sessionCommandSchema,
  title: sessionTitleSchema.optional(),
});

/** The body of a session command as a type. */
export type SessionCommandBody = z.infer<typeof sessionCommandBodySchema>;

/** `POST /api/tables/:id/sessions` → 201: the logged `session` event. */
export const sessionCommandResponseSchema = memberEventSchemas.session;
