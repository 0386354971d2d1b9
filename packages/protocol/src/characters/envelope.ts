import { z } from "zod";

/** The format tag of every character file (CONTRACT §2). */
export const CHARACTER_FORMAT = "spieltisch/character@1";

/**
 * The envelope every character file shares; system bodies extend it. Loose: unknown fields are
 * kept, so a file written by a newer tool survives a round trip through an older one.
 */
export const characterEnvelopeSchema = z.looseObject({
  format: z.literal(CHARACTER_FORMAT),
  system: z.string().min(1),
  name: z.string().min(1).max(200),
  /**
   * A non-player character at a shared table: a stat block (the name and the values the system
   * needs) the GM creates; the creation rules' errors are only warnings for it.
   */
  npc: z.boolean().optional(),
  /** An NPC the players do not see at all (not listed, not found, not in public events). */
  secret: z.boolean().optional(),
});

/** The envelope as a type. */
export type CharacterEnvelopeFile = z.infer<typeof characterEnvelopeSchema>;
