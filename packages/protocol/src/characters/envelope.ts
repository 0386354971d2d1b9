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
});

/** The envelope as a type. */
export type CharacterEnvelopeFile = z.infer<typeof characterEnvelopeSchema>;
