import { z } from "zod";
import { characterIdSchema } from "../events/play-state-parts.js";
import { MAX_STRICHE_PER_AWARD } from "../events/striche-event.js";
import { memberEventSchemas } from "../events/table-event.js";

/**
 * `POST /api/tables/:id/striche` (GM, module SteM): give Striche to one character (`character`)
 * or, without it, to every player character of the table — usually at the end of an evening.
 */
export const awardStricheBodySchema = z.strictObject({
  character: characterIdSchema.optional(),
  striche: z.number().int().min(1).max(MAX_STRICHE_PER_AWARD),
  note: z.string().max(500).optional(),
});

/** The body of an award as a type. */
export type AwardStricheBody = z.infer<typeof awardStricheBodySchema>;

/** `POST /api/tables/:id/striche` → 201: the logged `striche-awarded` event. */
export const awardStricheResponseSchema = memberEventSchemas["striche-awarded"];
