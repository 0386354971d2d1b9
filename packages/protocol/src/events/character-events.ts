import { z } from "zod";

/** `character-saved`: a new version of a character (its sheet is read through the API). */
export const characterSavedEventBodySchema = z.object({
  characterId: z.string(),
  version: z.number().int().positive(),
  name: z.string(),
});

/** `character-deleted`: a character is gone from the table; its history stays. */
export const characterDeletedEventBodySchema = z.object({ characterId: z.string() });

/**
 * `character-owner-changed`: the GM handed a character to another member (`owner`, a credential
 * id, with the name it had then); its sheet and version stay as they were.
 */
export const characterOwnerChangedEventBodySchema = z.object({
  characterId: z.string(),
  name: z.string(),
  owner: z.string(),
  ownerName: z.string().nullable(),
});
