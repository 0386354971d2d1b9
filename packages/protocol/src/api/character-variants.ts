import { characterEnvelopeSchema } from "../characters/envelope.js";
import { protocolSystems } from "../systems/registry.js";
import type { NamedSchema } from "./action-variants.js";

/**
 * A character file as `POST`/`PUT …/characters` take it, per system: the system's body schema
 * where it has one of its own, the envelope (`format`, `system`, `name`; anything else kept) for
 * the systems whose body is the envelope, named once for all of them. The table's system decides
 * which applies; its character rules are checked after the schema.
 */
export function characterFileVariants(): NamedSchema[] {
  const systems = protocolSystems();
  const enveloped = (schema: unknown) => schema === characterEnvelopeSchema;
  const withBody = systems
    .filter((system) => !enveloped(system.characterFile.schema))
    .map(({ id, characterFile: { schema } }) => ({
      name: `CharacterFile.${id}`,
      title: `a character of ${id}`,
      schema,
    }));
  const others = systems
    .filter((system) => enveloped(system.characterFile.schema))
    .map((system) => system.id);
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
