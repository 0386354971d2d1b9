import { z } from "zod";
import { characterIdSchema } from "./play-state-parts.js";

/** The most Striche one award gives one character (the text's guide is 1 to 3 an evening). */
export const MAX_STRICHE_PER_AWARD = 30;

/**
 * One character's share of an award: who, the name on the sheet then, the Striche given, and the
 * Striche of SteM already on the sheet at that moment (`spentBefore`). The first award to a
 * character fixes where its ledger starts: Striche it brought along were paid elsewhere.
 */
export const stricheAwardSchema = z.object({
  character: characterIdSchema,
  name: z.string(),
  striche: z.number().int().min(1).max(MAX_STRICHE_PER_AWARD),
  spentBefore: z.number().int().min(0),
});

/** One character's share of an award as a type. */
export type StricheAward = z.infer<typeof stricheAwardSchema>;

/**
 * `striche-awarded`: the GM gave Striche (module SteM, "Striche pro Abend") to one or all
 * characters of the table, usually at the end of an evening; visible to the whole table.
 */
export const stricheAwardedEventBodySchema = z.object({
  awards: z.array(stricheAwardSchema).min(1),
  note: z.string().max(500).nullable(),
  byName: z.string().nullable(),
});
