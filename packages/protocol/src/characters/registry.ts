import type { z } from "zod";
import { ewsCharacterSchema } from "./ews-character.js";
import { faarCharacterSchema } from "./faar-character.js";
import { kampfwuerfelCharacterSchema } from "./kampfwuerfel-character.js";
import { urfassungCharacterSchema } from "./urfassung-character.js";

/**
 * The body schema of each system's character files, by system id. Each system adds its schema
 * here; systems without characters are absent.
 */
export const characterSchemas: Readonly<Record<string, z.ZodType>> = {
  ews: ewsCharacterSchema,
  "ews-urfassung": urfassungCharacterSchema,
  kampfwuerfel: kampfwuerfelCharacterSchema,
  faar: faarCharacterSchema,
};
