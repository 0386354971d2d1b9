import type { AnyAction, Fraction, RuleSystem, TableSettings } from "@spieltisch/engine";
import type { z } from "zod";

/**
 * Connects an engine action to the outside world: the flat options the CLI takes and the API
 * accepts (`{value, target, mod, wounds}` — CONTRACT §1/§3), their conversion to engine params, and
 * the JSON shape of a roll and of the odds. CLI and server both go through it, so a roll looks the
 * same on the command line, in the table log and in an export.
 */
export interface ActionAdapter<P = unknown, R = unknown, O = unknown> {
  /** The flat options, validated (zod reports the path of a bad field). */
  readonly options: z.ZodType<Record<string, unknown>>;
  /** Options → engine parameters. */
  toParams(options: Record<string, unknown>): P;
  /** A rolled result as JSON fields (besides `system` and `action`). */
  rollJson(result: R, params: P, table: TableSettings, system: RuleSystem): Record<string, unknown>;
  /** Odds as JSON fields. */
  oddsJson(odds: O, params: P, table: TableSettings, system: RuleSystem): Record<string, unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds adapters of every shape.
export type AnyActionAdapter = ActionAdapter<any, any, any>;

/** A float and its exact fraction under `name` and `nameExact` (CONTRACT §1). */
export const probabilityJson = (name: string, p: Fraction): Record<string, number | string> => ({
  [name]: p.toNumber(),
  [`${name}Exact`]: p.toString(),
});

/** Runs an adapter's action once: options → params → roll → JSON. */
export function rollWithAdapter(
  system: RuleSystem,
  action: AnyAction,
  adapter: AnyActionAdapter,
  options: Record<string, unknown>,
  rng: Parameters<AnyAction["roll"]>[1],
  table: TableSettings,
): Record<string, unknown> {
  const params = adapter.toParams(adapter.options.parse(options));
  return adapter.rollJson(action.roll(params, rng, table), params, table, system);
}
