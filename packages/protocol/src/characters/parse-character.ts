import type { z } from "zod";
import { characterEnvelopeSchema } from "./envelope.js";
import { migrateCharacter } from "./migrations.js";
import { characterSchemaOf } from "./registry.js";

/**
 * Why a file could not be read as a character: the JSON path of the bad field and what is wrong
 * (`message` in English; `params` fill the front ends' own message for the code).
 */
export interface CharacterFileProblem {
  readonly code: "not-json" | "not-a-character" | "unknown-system" | "invalid-field";
  readonly path: readonly (string | number)[];
  readonly message: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** The result of reading a character file's text. */
export type ParsedCharacter =
  | { readonly ok: true; readonly character: Record<string, unknown> & { system: string; name: string } }
  | { readonly ok: false; readonly problems: readonly CharacterFileProblem[] };

const fromZod = (error: z.ZodError): CharacterFileProblem[] =>
  error.issues.map((issue) => ({
    code: "invalid-field",
    path: issue.path.filter((p): p is string | number => typeof p !== "symbol"),
    message: issue.message,
  }));

/**
 * Reads a character file: JSON, then the envelope, then the system's body schema. Every problem
 * comes back with the JSON path of the field, nothing throws. Unknown fields are kept.
 *
 * @example
 * parseCharacterText('{"format":"spieltisch/character@1","system":"ews","name":"Lazaro"}');
 */
export function parseCharacterText(text: string): ParsedCharacter {
  let json: unknown;
  try {
    json = migrateCharacter(JSON.parse(text));
  } catch (error) {
    return { ok: false, problems: [{ code: "not-json", path: [], message: (error as Error).message }] };
  }
  const envelope = characterEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    return {
      ok: false,
      problems: fromZod(envelope.error).map((p) => ({ ...p, code: "not-a-character" as const })),
    };
  }
  // Registered ids only: `__proto__` or `toString` as a system is a file error, not a crash.
  const schema = characterSchemaOf(envelope.data.system);
  if (!schema) {
    return {
      ok: false,
      problems: [
        {
          code: "unknown-system",
          path: ["system"],
          message: `Unknown system "${envelope.data.system}"`,
          params: { system: envelope.data.system },
        },
      ],
    };
  }
  const body = schema.safeParse(json);
  if (!body.success) return { ok: false, problems: fromZod(body.error) };
  // The envelope (system, name) was checked above; the body schema extends it.
  return { ok: true, character: body.data as Record<string, unknown> & { system: string; name: string } };
}
