import { z } from "zod";
import { ewsCharacterSchema } from "./ews-character.js";
import { faarCharacterSchema } from "./faar-character.js";
import { kampfwuerfelCharacterSchema } from "./kampfwuerfel-character.js";
import { urfassungCharacterSchema } from "./urfassung-character.js";

/** The systems with a character file schema, each with its JSON Schema file's title. */
const SCHEMAS = [
  ["ews", "EWS", ewsCharacterSchema],
  ["ews-urfassung", "EWS-Urfassung", urfassungCharacterSchema],
  ["kampfwuerfel", "Kampfwürfel", kampfwuerfelCharacterSchema],
  ["faar", "Faar", faarCharacterSchema],
] as const;

/**
 * The JSON Schema files committed under `packages/protocol/schemas/`, by file name, generated from
 * the zod schemas (`npm run schemas -w packages/protocol`; a test fails when a file is stale).
 */
export function characterJsonSchemas(): Record<string, unknown> {
  return Object.fromEntries(
    SCHEMAS.map(([system, title, schema]) => [
      `character-${system}.schema.json`,
      {
        title: `Spieltisch ${title} character (spieltisch/character@1, system ${system})`,
        ...z.toJSONSchema(schema, { io: "input" }),
      },
    ]),
  );
}
