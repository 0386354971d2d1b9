import { type AnyConditionRules, findSheetValue, getSystem } from "@spieltisch/engine";
import { conditionSchemas, type PlayCharacter } from "@spieltisch/protocol";
import { writeFileAtomic } from "../atomic-write.js";
import { formatPath, type LoadedCharacter, loadCharacter } from "../character-file.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";

/**
 * A character file in play: the sheet, its system's condition rules and its condition now; as
 * the protocol's `PlayCharacter` its id is the file as given (what `actor` / `applied` name).
 */
export interface PlayFile extends LoadedCharacter, PlayCharacter {
  readonly rules: AnyConditionRules;
  /** The file's `condition`, checked; the system's fresh condition when the file has none. */
  readonly condition: Record<string, unknown>;
}

/**
 * Reads a character file for play at the context's table: the character must be of the table's
 * system; its `condition` (CONTRACT §4 fields) is checked with the system's schema and with the
 * rules themselves (a `set` to it, which refuses a condition play cannot reach); without one the
 * rules' `initialCondition` of the sheet. Every problem is a {@link CliError} naming the file.
 */
export async function loadPlayCharacter(file: string, ctx: CliContext): Promise<PlayFile> {
  const loaded = await loadCharacter(file, ctx.table);
  const { character } = loaded;
  if (character.system !== ctx.system.id) {
    throw new CliError("character-wrong-system", "error.play-wrong-system", {
      file,
      character: character.name,
      system: character.system,
      table: ctx.system.id,
    });
  }
  const rules = ctx.system.conditions;
  if (!rules) throw new CliError("no-characters", "error.no-characters", { file, system: ctx.system.id });
  const inPlay = { ...loaded, id: file, sheet: character, secret: false, rules };
  const stored = loaded.json.condition;
  if (stored === undefined) return { ...inPlay, condition: rules.initialCondition(character, ctx.table) };
  const parsed = conditionSchemas[ctx.system.id].condition.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CliError("invalid-condition", "error.bad-condition", {
      file,
      path: formatPath(["condition", ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))]),
      message: issue.message,
    });
  }
  // `inverse(c, c)` is `set c` in every system: the rules' own check of a condition's consistency.
  const condition = rules.applyCommand(parsed.data, rules.inverse(parsed.data, parsed.data), ctx.table);
  return { ...inPlay, condition };
}

/**
 * The value named `name` on the character's sheet (`CharacterRules.values`, as `preparePlay`
 * looks it up); an unknown name is a {@link CliError} listing the values the sheet has.
 */
export function requireSheetValue(character: PlayFile, name: string, ctx: CliContext): number {
  const values =
    getSystem(character.character.system).characters?.values(character.character, ctx.table) ?? [];
  const found = findSheetValue(values, name);
  if (found) return found.value;
  throw new CliError("unknown-sheet-value", "error.unknown-sheet-value-known", {
    file: character.file,
    character: character.character.name,
    name,
    known: values.map((v) => v.name).join(", ") || "–",
  });
}

/**
 * Writes a new condition into the character's file: every other field as read, atomically, the
 * previous file kept as `FILE.bak`.
 */
export async function saveCondition(character: PlayFile, condition: unknown): Promise<void> {
  const json = { ...character.json, condition };
  await writeFileAtomic(character.file, `${JSON.stringify(json, null, 2)}\n`, { backup: true });
}
