import {
  checkModules,
  cryptoRng,
  getSystem,
  type Rng,
  type RuleSystem,
  type ScriptedRng,
  scriptedRng,
  seededRng,
  type TableSettings,
} from "@spieltisch/engine";
import {
  HOUSE_RULE_CODES,
  houseRuleCode,
  type Lang,
  TABLE_OPTION_KEYS,
  type TableOptionsJson,
  tableOptionsSchema,
} from "@spieltisch/protocol";
import { CliError } from "./cli-error.js";
import type { ActionPlay } from "./play/action-play.js";

/** The global options every command understands (CONTRACT §1). */
export interface GlobalOptions {
  readonly system: string;
  readonly modules?: string[];
  readonly houseRules?: string[];
  readonly option?: Record<string, string | number | boolean>;
  readonly json?: boolean;
  readonly odds?: boolean;
  readonly seed?: number;
  readonly dice?: number[];
  readonly lang: Lang;
}

/** What a command needs to run: the system, the table settings and where its dice come from. */
export interface CliContext {
  readonly system: RuleSystem;
  readonly table: TableSettings;
  readonly lang: Lang;
  readonly json: boolean;
  readonly odds: boolean;
  /** The dice source: scripted (`--dice`), seeded (`--seed`) or cryptographic. */
  readonly rng: Rng;
  /** Set when `--dice` was given, to report unused faces. */
  readonly scripted?: ScriptedRng;
  /** The characters in play (`--char`, `--opponent-char`), when given. */
  readonly play?: ActionPlay;
}

/** Validates the global options and builds the context; bad combinations are a {@link CliError}. */
export function createContext(options: GlobalOptions): CliContext {
  const system = getSystem(options.system);
  const modules = options.modules ?? [];
  checkModules(system, modules);
  if (options.dice && options.seed !== undefined) {
    throw new CliError("conflict", "error.conflict", { first: "--dice", second: "--seed" });
  }
  if (options.odds && (options.dice || options.seed !== undefined)) {
    throw new CliError("conflict", "error.conflict", {
      first: "--odds",
      second: options.dice ? "--dice" : "--seed",
    });
  }
  const scripted = options.dice ? scriptedRng(options.dice) : undefined;
  const rng = scripted ?? (options.seed !== undefined ? seededRng(options.seed) : cryptoRng());
  return {
    system,
    table: { modules, options: tableOptions(options.option ?? {}, options.houseRules ?? []) },
    lang: options.lang,
    json: options.json ?? false,
    odds: options.odds ?? false,
    rng,
    ...(scripted ? { scripted } : {}),
  };
}

/**
 * `--option k=v` and `--house-rules a,b` as the table's options in the one shape (codes may be
 * given without their `ews.` prefix). An unknown key or code, or a value the rules do not allow,
 * is a {@link CliError}.
 */
export function tableOptions(
  pairs: Readonly<Record<string, string | number | boolean>>,
  houseRules: readonly string[],
): TableOptionsJson {
  const codes = [...new Set(houseRules.map(houseRuleCode))];
  const parsed = tableOptionsSchema.safeParse({
    ...pairs,
    ...(codes.length > 0 ? { houseRules: codes } : {}),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === "unrecognized_keys") {
    throw new CliError("unknown-table-option", "error.unknown-table-option", {
      option: issue.keys[0] ?? "?",
      // `houseRules` has its own flag.
      known: TABLE_OPTION_KEYS.filter((k) => k !== "houseRules").join(", "),
    });
  }
  const [key, index] = issue.path;
  if (key === "houseRules") {
    throw new CliError("unknown-house-rule", "error.unknown-house-rule", {
      code: typeof index === "number" ? (codes[index] ?? "?") : codes.join(","),
      known: HOUSE_RULE_CODES.join(", "),
    });
  }
  throw new CliError("invalid-option", "error.invalid-option", {
    option: `--option ${String(key)}`,
    message: issue.message,
  });
}

/** Requires an option a command cannot do without. */
export function required<T>(value: T | undefined, option: string): T {
  if (value === undefined) throw new CliError("missing-option", "error.missing-option", { option });
  return value;
}
