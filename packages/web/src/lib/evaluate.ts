import { type CharacterReport, type CharacterRules, getSystem, type TableSettings } from "@spieltisch/engine";
import { type CharacterFileProblem, parseCharacterText } from "@spieltisch/protocol";
import { webSystemOf } from "../systems/registry.js";

/**
 * What the builder shows about a draft: file problems, or the rules' report, or that the rules the
 * lookup knows have none for its system (only a test's own lookup: every system has character rules).
 */
export type DraftVerdict =
  | { readonly kind: "problems"; readonly problems: readonly CharacterFileProblem[] }
  | { readonly kind: "no-rules"; readonly character: Record<string, unknown> }
  | {
      readonly kind: "report";
      readonly report: CharacterReport;
      readonly character: Record<string, unknown>;
    };

/** Where the character rules of a system come from (the engine registry; tests pass their own). */
export type RulesLookup = (systemId: string) => CharacterRules | undefined;

const registryRules: RulesLookup = (id) => {
  try {
    return getSystem(id).characters;
  } catch {
    return undefined;
  }
};

/**
 * Checks a draft exactly as the CLI's `char show` does: the protocol reads the file (envelope and
 * the system's body schema), then the engine's character rules evaluate it for this table.
 */
export function evaluateDraft(
  draft: Readonly<Record<string, unknown>>,
  table: TableSettings,
  rules: RulesLookup = registryRules,
): DraftVerdict {
  const parsed = parseCharacterText(JSON.stringify(draft));
  if (!parsed.ok) return { kind: "problems", problems: parsed.problems };
  const characterRules = rules(parsed.character.system);
  if (!characterRules) return { kind: "no-rules", character: parsed.character };
  return {
    kind: "report",
    report: characterRules.evaluate(parsed.character as never, table),
    character: parsed.character,
  };
}

/** Issues whose JSON path starts with `prefix` (to show them next to that field). */
export const issuesAt = <I extends { path: readonly (string | number)[] }>(
  issues: readonly I[],
  ...prefix: (string | number)[]
): I[] => issues.filter((i) => prefix.every((p, k) => i.path[k] === p));

/** Adds house-rule codes (full, `ews.over-budget`) to the table's own, in the one shape. */
export function withHouseRules(table: TableSettings, codes: readonly string[]): TableSettings {
  if (codes.length === 0) return table;
  const houseRules = [...new Set([...(table.options.houseRules ?? []), ...codes])];
  return { ...table, options: { ...table.options, houseRules } };
}

/**
 * A new, empty character file for a system, in that system's body (`WebSystem.newCharacter`; the
 * bare envelope for a system without one).
 */
export function emptyCharacter(system: string, name: string): Record<string, unknown> {
  return { format: "spieltisch/character@1", system, name, ...webSystemOf(system)?.newCharacter };
}
