import type { ActionDef, TableSettings } from "@spieltisch/engine";
import type { z } from "zod";
import type { AdapterSides } from "./adapter-sides.js";

/** What an adapter's JSON functions know besides the engine's answer. */
export interface JsonContext<P> {
  readonly params: P;
  readonly table: TableSettings;
}

/** What `rollJson` knows: the params, the table and the action's odds for them. */
export interface RollJsonContext<P, O> extends JsonContext<P> {
  /**
   * The odds of these params at this table. Computed on first call and then remembered for the
   * roll (the pipeline's `rollWithAdapter` hands the same odds to its caller), so a roll JSON that
   * shows a probability costs one odds computation; a roll JSON without one costs none — some
   * actions roll where exact odds are out of reach (initiative with eight participants).
   */
  readonly odds: () => O;
}

/**
 * Connects an engine action to the outside world: the flat options the CLI takes and the API
 * accepts (`{value, target, mod, wounds}` — CONTRACT §1/§3), their conversion to engine params,
 * and the JSON of a roll and of the odds, each with its schema. Everything goes through the
 * pipeline (`pipeline.ts`), so a roll looks the same on the command line, in the table log, in an
 * export and in the browser.
 *
 * @typeParam S - the options schema; `toParams` takes what it parses.
 * @typeParam P - the engine action's params, R its result, O its odds.
 * @typeParam RS - the schema of the roll JSON (strict: a drifted field fails).
 * @typeParam OS - the schema of the odds JSON.
 */
export interface ActionAdapter<
  S extends z.ZodType,
  P,
  R,
  O,
  RS extends z.ZodType = z.ZodType,
  OS extends z.ZodType = z.ZodType,
> {
  /** The engine action this adapter rolls (the same object the system registers). */
  readonly action: ActionDef<P, R, O>;
  /**
   * The rule module a table needs for this action to exist (`"foka"` for EWS melee, shots and
   * FoKa healing); absent when the system's plain rules have it. Lookups with a table's modules
   * (`pipeline.ts`) do not find it at a table without the module.
   */
  readonly module?: string;
  /** The flat options, validated (zod reports the path of a bad field). */
  readonly options: S;
  /** The JSON fields of a roll (besides `system` and `action`). */
  readonly resultSchema: RS;
  /** The JSON fields of the odds. */
  readonly oddsSchema: OS;
  /** Valid, representative options: documentation and the adapter conformance suite. */
  readonly examples: readonly z.input<S>[];
  /** Parsed options → engine parameters. */
  toParams(options: z.output<S>): P;
  /** A rolled result as JSON fields. */
  rollJson(result: R, context: RollJsonContext<P, O>): z.input<RS>;
  /** Odds as JSON fields. */
  oddsJson(odds: O, context: JsonContext<P>): z.input<OS>;
  /**
   * The sides of the action in play (CONTRACT §4 `actor`, `opponent`): which option a sheet value
   * fills and how a condition's modifiers enter the params. Absent: the action takes no `actor`.
   */
  readonly sides?: AdapterSides<z.output<S>, P>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds adapters of every shape.
export type AnyActionAdapter = ActionAdapter<any, any, any, any, any, any>;

/**
 * Declares an adapter with every type inferred from its parts: the options schema types
 * `toParams`, the engine action types the result and odds, the result and odds schemas type the
 * JSON functions — so no adapter needs a cast.
 */
export const defineAdapter = <S extends z.ZodType, P, R, O, RS extends z.ZodType, OS extends z.ZodType>(
  adapter: ActionAdapter<S, P, R, O, RS, OS>,
): ActionAdapter<S, P, R, O, RS, OS> => adapter;
