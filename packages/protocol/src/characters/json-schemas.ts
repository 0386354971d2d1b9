import { z } from "zod";
import { ewsCharacterSchema } from "./ews-character.js";

/**
 * The JSON Schema files committed under `packages/protocol/schemas/`, by file name, generated from
 * the zod schemas (`npm run schemas -w packages/protocol`; a test fails when a file is stale).
 */
export function characterJsonSchemas(): Record<string, unknown> {
  return {
    "character-ews.schema.json": {
      title: "Spieltisch EWS character (spieltisch/character@1, system ews)",
      ...z.toJSONSchema(ewsCharacterSchema, { io: "input" }),
    },
  };
}
