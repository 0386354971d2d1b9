import { type CharacterReport, type CharacterRules, getSystem, type TableSettings } from "@spieltisch/engine";
import { type CharacterFileProblem, parseCharacterText } from "@spieltisch/protocol";

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

/** A new, empty character file for a system, in that system's body. */
export function emptyCharacter(system: string, name: string): Record<string, unknown> {
  const base = { format: "spieltisch/character@1", system, name };
  if (system === "ews-urfassung") {
    // Objective creation from a middling pool (the text: 50 low power … 250 high power); KO at the
    // human standard, so the TP show from the start.
    return {
      ...base,
      creation: "objective",
      pool: 100,
      attributes: [{ name: "Konstitution", short: "KO", value: 12 }],
      skills: [],
      specialisations: [],
      advantages: [],
      disadvantages: [],
    };
  }
  if (system === "ews") {
    return {
      ...base,
      powerLevel: "angehender-held",
      attributes: [],
      skills: [],
      professions: [],
      traits: [],
      woundAttribute: null,
    };
  }
  if (system === "kampfwuerfel") {
    // The card starts with the engine README's example fighter, so every number a fight needs
    // is there at once; the player overwrites them.
    return {
      ...base,
      lp: 30,
      dailyRegeneration: 6,
      kraft: 5,
      geschick: 4,
      factor: 2,
      combatDice: 10,
      reflexDice: 5,
      skills: [],
      weapons: [],
      armor: [],
    };
  }
  if (system === "3w6-stunts") return { ...base, attributes: {}, skills: [] };
  if (system === "faar")
    return { ...base, attributes: { ST: 7, KO: 7, GE: 7, IN: 7, IT: 7, CH: 7 }, skills: [] };
  return base;
}
