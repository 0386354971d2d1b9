import { z } from "zod";
import {
  HOUSE_RULE_CODES,
  houseRuleCode,
  isTableOptionKey,
  type TableOptionsJson,
  tableOptionsSchema,
} from "./table-options.js";

/**
 * A table's options as a stored table, an export or a roll event may hold them: the one shape
 * ({@link tableOptionsSchema}) or an older spelling — `houseRules: "over-budget, ews.skill-minus"`
 * (a comma list, codes with or without prefix) and flags `"houseRule.ews.over-budget": true`.
 * {@link normaliseTableOptions} reads it; what it keeps is bounded by {@link tableOptionsSchema}.
 */
export const storedTableOptionsSchema = z.union([
  tableOptionsSchema,
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
]);

/** Stored table options in any spelling. */
export type StoredTableOptions = z.output<typeof storedTableOptionsSchema>;

/** What {@link normaliseTableOptions} made of stored options. */
export interface NormalisedTableOptions {
  /** The one shape. */
  readonly options: TableOptionsJson;
  /** Stored keys (or `houseRules.<code>`) it could not read: unknown keys, codes, bad values. */
  readonly dropped: readonly string[];
}

const allowed = new Set<string>(HOUSE_RULE_CODES);

const isStringList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");

/**
 * Reads stored table options in any spelling into the one shape. Everything it cannot read is
 * left out and named in `dropped`: reading old data never fails (a stored roll must still verify),
 * while an edge that takes input (import) refuses when anything was dropped.
 *
 * @example
 * normaliseTableOptions({ houseRules: "over-budget", "houseRule.ews.skill-minus": true }).options;
 * // { houseRules: ["ews.over-budget", "ews.skill-minus"] }
 */
export function normaliseTableOptions(stored: Readonly<Record<string, unknown>>): NormalisedTableOptions {
  const codes: string[] = [];
  const dropped: string[] = [];
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (key === "houseRules") {
      if (typeof value === "string") codes.push(...value.split(",").map(houseRuleCode));
      else if (isStringList(value)) codes.push(...value.map(houseRuleCode));
      else dropped.push(key);
    } else if (key.startsWith("houseRule.")) {
      // A switched-off flag is no house rule; anything but a boolean is not a flag.
      if (value === true) codes.push(houseRuleCode(key.slice("houseRule.".length)));
      else if (value !== false) dropped.push(key);
    } else if (isTableOptionKey(key) && tableOptionsSchema.shape[key].safeParse(value).success) {
      options[key] = value;
    } else dropped.push(key);
  }
  const houseRules = [...new Set(codes.filter((c) => c !== ""))];
  for (const code of houseRules) if (!allowed.has(code)) dropped.push(`houseRules.${code}`);
  const known = houseRules.filter((c) => allowed.has(c));
  return {
    options: tableOptionsSchema.parse(known.length > 0 ? { houseRules: known, ...options } : options),
    dropped,
  };
}
