import { allSystems } from "@spieltisch/engine";
import { characterEnvelopeSchema } from "../characters/envelope.js";
import { characterSchemas } from "../characters/registry.js";
import type { NamedSchema } from "./action-variants.js";

/**
 * A character file as `POST`/`PUT …/characters` take it, per system: the system's body schema
 * where it has one, the envelope (`format`, `system`, `name`; anything else kept) for the others.
 * The table's system decides which applies; its character rules are checked after the schema.
 */
export function characterFileVariants(): NamedSchema[] {
  const withBody = Object.entries(characterSchemas).map(([system, schema]) => ({
    name: `CharacterFile.${system}`,
    title: `a character of ${system}`,
    schema,
  }));
  const others = allSystems()
    .map((system) => system.id)
    .filter((id) => !Object.hasOwn(characterSchemas, id));
  if (others.length === 0) return withBody;
  return [
    ...withBody,
    {
      name: "CharacterFile.envelope",
      title: `a character of ${others.join(", ")} (the envelope; no body schema yet)`,
      schema: characterEnvelopeSchema,
    },
  ];
}
