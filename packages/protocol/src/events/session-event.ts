import { z } from "zod";

/** The longest title a GM gives an evening. */
export const MAX_SESSION_TITLE = 120;

/** What the GM marks: the start or the end of an evening („Spielabend“). */
export const sessionCommandSchema = z.enum(["start", "end"]);

/** `start` or `end` as a type. */
export type SessionCommand = z.infer<typeof sessionCommandSchema>;

/** An evening's title as the GM gives it: trimmed, 1 to {@link MAX_SESSION_TITLE} characters. */
export const sessionTitleSchema = z.string().trim().min(1).max(MAX_SESSION_TITLE);

/**
 * `session`: the GM started or ended an evening (CONTRACT §7, `POST …/sessions`), with the title
 * they gave it (if any) and their name; visible to the whole table. A recap covers the events
 * between a `start` and the `end` after it (`GET …/recap?session=<seq of the start>`).
 */
export const sessionEventBodySchema = z.object({
  command: sessionCommandSchema,
  title: sessionTitleSchema.optional(),
  byName: z.string().nullable(),
});

/** The body of a session event as a type. */
export type SessionEventBody = z.infer<typeof sessionEventBodySchema>;
