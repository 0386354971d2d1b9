import type { Issue } from "../result.js";
import type { SheetValue } from "./sheet-value.js";
import type { TableSettings } from "./table-settings.js";

/**
 * What a character file holds besides its system body: the envelope of
 * `format: "spieltisch/character@1"` (CONTRACT §2). Bodies are system-specific; unknown fields are
 * kept on round trip, so the type stays open.
 */
export interface CharacterEnvelope {
  readonly format: "spieltisch/character@1";
  readonly system: string;
  readonly name: string;
  readonly [field: string]: unknown;
}

/**
 * The sheet-level verdict on a character: every issue (errors and warnings, with codes and JSON
 * paths), the cost and budget where the system has one, and the derived values a sheet shows.
 */
export interface CharacterReport {
  readonly valid: boolean;
  readonly issues: readonly Issue[];
  readonly cost?: number;
  readonly budget?: number;
  readonly derived: Readonly<Record<string, unknown>>;
}

/**
 * A rule system's character rules. `evaluate` receives a file whose body already passed the
 * system's schema (in `@spieltisch/protocol`), so it checks rules, not shapes.
 */
export interface CharacterRules<C extends CharacterEnvelope = CharacterEnvelope> {
  evaluate(character: C, table: TableSettings): CharacterReport;
  /**
   * Every number of the sheet a roll can take as its value, by name (`skill: "Nahkampf"` in a
   * roll finds it): derived values with their bonuses, as the text's checks use them. Total on a
   * file that passed the schema, whatever the rules say of it (a broken sheet still has values).
   */
  values(character: C, table: TableSettings): SheetValue[];
}

/** `valid` is true when no issue is an error (warnings allowed). */
export const isValid = (issues: readonly Issue[]): boolean => !issues.some((i) => i.severity === "error");
