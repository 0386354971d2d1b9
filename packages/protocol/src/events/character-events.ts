import { z } from "zod";

/** `character-saved`: a new version of a character (its sheet is read through the API). */
export const characterSavedEventBodySchema = z.object({
  characterId: z.string(),
  version: z.number().int().positive(),
  name: z.string(),
});

/** `character-deleted`: a character is gone from the table; its history stays. */
export const characterDeletedEventBodySchema = z.object({ characterId: z.string() });
