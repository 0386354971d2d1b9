import { z } from "zod";
import { protocolSystems } from "../systems/registry.js";
import { characterEnvelopeSchema } from "./envelope.js";

/**
 * The JSON Schema files committed under `packages/protocol/schemas/`, by file name, generated from
 * the zod schemas (`npm run schemas -w packages/protocol`; a test fails when a file is stale):
 * one per system with a body schema of its own (a system whose body is the envelope has none).
 */
export function characterJsonSchemas(): Record<string, unknown> {
  return Object.fromEntries(
    protocolSystems()
      .filter((system) => system.characterFile.schema !== characterEnvelopeSchema)
      .map(({ id, characterFile: { title, schema } }) => [
        `character-${id}.schema.json`,
        {
          title: `Spieltisch ${title} character (spieltisch/character@1, system ${id})`,
          ...z.toJSONSchema(schema, { io: "input" }),
        },
      ]),
  );
}
