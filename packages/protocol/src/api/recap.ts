import { z } from "zod";
import { characterIdSchema } from "../events/play-state-parts.js";

/**
 * `GET /api/tables/:id/recap?session=SEQ&lang=de|en`: the evening whose `start` is the `session`
 * event numbered `session` in the caller's stream (the GM's numbers for the GM, the table
 * stream's for the others), its prose in `lang` (German unless asked).
 */
export const recapQuerySchema = z.object({
  session: z.coerce.number().int().min(1),
  lang: z.enum(["de", "en"]).default("de"),
});

/**
 * One character's luck over an evening (CONTRACT §7): its checks and attacks as the acting side
 * (`rolls`), those that succeeded, and the successes the exact odds expected — the sum of each
 * roll's success chance as it stood before the roll (`pSuccess`, `pHit`, `pA`, … of the acting
 * side). `pAtLeast` / `pAtMost`: the exact chance of at least / at most that many successes with
 * these chances (how rare the evening's luck or bad luck was).
 */
export const luckRowSchema = z.object({
  character: characterIdSchema,
  name: z.string(),
  rolls: z.number().int().min(0),
  successes: z.number().int().min(0),
  expectedSuccesses: z.number().min(0),
  pAtLeast: z.number().min(0).max(1),
  pAtMost: z.number().min(0).max(1),
});

/** A luck row as a type. */
export type LuckRow = z.infer<typeof luckRowSchema>;

/**
 * `GET /api/tables/:id/recap` → 200: the evening as this member may see it — its title (the GM's,
 * else „Spielabend vom …“), when it started and ended (`to`: null while it is open), the recap as
 * Markdown for a group chat, and the luck table per character.
 */
export const recapResponseSchema = z.object({
  title: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  markdown: z.string(),
  luck: z.array(luckRowSchema),
});

/** A recap answer as a type. */
export type RecapResponse = z.infer<typeof recapResponseSchema>;
