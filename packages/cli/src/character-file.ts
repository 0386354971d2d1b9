import { readFile } from "node:fs/promises";
import {
  type CharacterEnvelope,
  type CharacterReport,
  getSystem,
  type TableSettings,
} from "@spieltisch/engine";
import { parseCharacterText } from "@spieltisch/protocol";
import { CliError } from "./cli-error.js";

/** A character file read from disk, checked and evaluated by its system. */
export interface LoadedCharacter {
  readonly file: string;
  readonly character: CharacterEnvelope;
  readonly report: CharacterReport;
  /** The table it was evaluated for (house rules, `armorStacking`): the sheet's text reads it too. */
  readonly table: TableSettings;
  /** The file's JSON as read (unknown fields and key order kept), for writing it back. */
  readonly json: Record<string, unknown>;
}

/** "attributes.0.level" — the JSON path as one readable string ("(Datei)" for the root). */
export const formatPath = (path: readonly (string | number)[]): string =>
  path.length ? path.join(".") : "$";

/**
 * Reads and evaluates a character file. A missing file, bad JSON or a bad field is a
 * {@link CliError} naming the file and the JSON path of the field (exit 2); nothing is written.
 */
export async function loadCharacter(file: string, table: TableSettings): Promise<LoadedCharacter> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new CliError("file-unreadable", "error.file-unreadable", {
      file,
      reason: (error as NodeJS.ErrnoException).code ?? String(error),
    });
  }
  const parsed = parseCharacterText(text);
  if (!parsed.ok) {
    const first = parsed.problems[0]!;
    if (first.code === "unknown-system") {
      throw new CliError("unknown-system", "error.unknown-system", { system: first.params?.system ?? "?" });
    }
    throw new CliError(first.code, "error.bad-character-file", {
      file,
      path: formatPath(first.path),
      message: first.message,
    });
  }
  const character = parsed.character as LoadedCharacter["character"];
  return {
    file,
    character,
    report: getSystem(character.system).characters.evaluate(character, table),
    table,
    json: JSON.parse(text) as Record<string, unknown>,
  };
}
