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
import type { Lang } from "@spieltisch/protocol";
import { CliError } from "./cli-error.js";

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
    table: {
      modules,
      options: {
        ...options.option,
        ...(options.houseRules?.length ? { houseRules: options.houseRules.join(",") } : {}),
      },
    },
    lang: options.lang,
    json: options.json ?? false,
    odds: options.odds ?? false,
    rng,
    ...(scripted ? { scripted } : {}),
  };
}

/** Requires an option a command cannot do without. */
export function required<T>(value: T | undefined, option: string): T {
  if (value === undefined) throw new CliError("missing-option", "error.missing-option", { option });
  return value;
}
