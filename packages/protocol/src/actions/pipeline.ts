import {
  type Rng,
  type RollConsequences,
  SYSTEM_IDS,
  type SystemId,
  type TableSettings,
} from "@spieltisch/engine";
import type { z } from "zod";
import { protocolSystemOf } from "../systems/registry.js";
import type { ActionAdapter, AnyActionAdapter } from "./action-adapter.js";
import { paramsWithSides, type SideModifiers } from "./adapter-sides.js";
import type { AdaptedActionId, OddsSchemaOf, ResultSchemaOf, RollResultJson } from "./registry.js";

/**
 * The one path of every action, for the CLI, the server (rolls, odds, `verify`) and the web app
 * (odds, local rolls): look the adapter up by (system, action) → parse the options (a bad field
 * keeps zod's path) → params → roll with an rng, or odds → JSON.
 */

/** The adapters of one system, by action id (an unknown system has none). */
const adaptersOf = (system: string): Readonly<Record<string, AnyActionAdapter>> =>
  protocolSystemOf(system)?.adapters ?? {};

/** True when a table with these modules offers the adapter's action. */
const offers = (adapter: AnyActionAdapter, modules: readonly string[]): boolean =>
  adapter.module === undefined || modules.includes(adapter.module);

/**
 * What a table offers under (system, action): the adapter, or why not — the system has no such
 * action, or the action needs a module the table lacks. `known` lists what the table offers.
 */
export type TableActionLookup =
  | { readonly ok: true; readonly adapter: AnyActionAdapter }
  | { readonly ok: false; readonly problem: "unknown-action"; readonly known: readonly string[] }
  | {
      readonly ok: false;
      readonly problem: "module-required";
      readonly module: string;
      readonly known: readonly string[];
    };

/**
 * The one rule of which actions exist at a table: its system's adapters, without those whose
 * module (`ActionAdapter.module`) the table has not switched on. The CLI, the server and the web
 * app all ask this.
 *
 * @example
 * lookupTableAction("ews", "melee", []); // { ok: false, problem: "module-required", module: "foka", … }
 */
export function lookupTableAction(
  system: string,
  action: string,
  modules: readonly string[],
): TableActionLookup {
  const adapter = findActionAdapter(system, action);
  if (adapter && offers(adapter, modules)) return { ok: true, adapter };
  const known = adaptedActionIds(system, modules);
  return adapter?.module !== undefined
    ? { ok: false, problem: "module-required", module: adapter.module, known }
    : { ok: false, problem: "unknown-action", known };
}

/**
 * The adapter of (system, action); undefined when the system has no such action or is unknown.
 * With a table's `modules`, also undefined when the action needs a module the table lacks;
 * without, the registry's view (schemas of stored rolls, documentation).
 */
export function findActionAdapter(
  system: string,
  action: string,
  modules?: readonly string[],
): AnyActionAdapter | undefined {
  const adapters = adaptersOf(system);
  const adapter = Object.hasOwn(adapters, action) ? adapters[action] : undefined;
  return adapter && (modules === undefined || offers(adapter, modules)) ? adapter : undefined;
}

/**
 * The action ids of a system that have an adapter, in registry order (none for an unknown system);
 * with a table's `modules`, only those the table offers.
 */
export const adaptedActionIds = (system: string, modules?: readonly string[]): string[] =>
  Object.entries(adaptersOf(system))
    .filter(([, adapter]) => modules === undefined || offers(adapter, modules))
    .map(([action]) => action);

/** What {@link resolveAction} found: the adapter with parsed options, or why there are none. */
export type ResolvedAction =
  | { readonly ok: true; readonly adapter: AnyActionAdapter; readonly options: Record<string, unknown> }
  | Exclude<TableActionLookup, { readonly ok: true }>
  | { readonly ok: false; readonly problem: "invalid-options"; readonly error: z.ZodError };

/**
 * Looks (system, action) up among what a table with `modules` offers and parses raw options with
 * the action's schema. Each caller words the failure its own way (the API as 400 with the field
 * path, the browser as a hint).
 */
export function resolveAction(
  system: string,
  action: string,
  raw: unknown,
  modules: readonly string[],
): ResolvedAction {
  const found = lookupTableAction(system, action, modules);
  if (!found.ok) return found;
  const parsed = found.adapter.options.safeParse(raw);
  return parsed.success
    ? { ok: true, adapter: found.adapter, options: parsed.data }
    : { ok: false, problem: "invalid-options", error: parsed.error };
}

/** A roll through an adapter: the engine's params, result and odds for text output, and the JSON. */
export interface RolledAction<P, R, O, J> {
  readonly params: P;
  readonly result: R;
  /**
   * The odds of the roll's params at its table: computed on the first call and remembered, so a
   * roll JSON that already showed a probability costs no second computation.
   */
  readonly odds: () => O;
  /** The roll's JSON fields (besides `system` and `action`), as its result schema describes them. */
  readonly json: J;
}

/** The odds of an action through its adapter: params, the engine's odds and their JSON. */
export interface ActionOdds<P, O, J> {
  readonly params: P;
  readonly odds: O;
  readonly json: J;
}

function once<T>(compute: () => T): () => T {
  let cached: { readonly value: T } | undefined;
  return () => {
    cached ??= { value: compute() };
    return cached.value;
  };
}

/**
 * The engine params of parsed options, with the condition modifiers of each side (`sides`, from
 * `actor` / `opponent`) added after `toParams` through the adapter's `sides`, so the roll JSON
 * lists them by source and the odds include them.
 */
export function paramsOf<S extends z.ZodType, P, R, O, RS extends z.ZodType, OS extends z.ZodType>(
  adapter: ActionAdapter<S, P, R, O, RS, OS>,
  options: z.output<S>,
  sides?: SideModifiers,
): P {
  return paramsWithSides(adapter.sides, adapter.toParams(options), options, sides);
}

/**
 * Rolls an action once with parsed options: params (with the sides' condition modifiers) → the
 * engine action's roll with `rng` → JSON. Dice come from `rng` in the order the table rolls them,
 * so the same rng gives the same JSON.
 *
 * @example
 * const { result, json } = rollWithAdapter(ewsCheckAdapter, { value: 12, target: 15 }, seededRng(1), PLAIN_TABLE);
 * rollWithAdapter(ewsCheckAdapter, opts, rng, table, { actor: [{ amount: -3, source: "wounds" }] });
 */
export function rollWithAdapter<S extends z.ZodType, P, R, O, RS extends z.ZodType, OS extends z.ZodType>(
  adapter: ActionAdapter<S, P, R, O, RS, OS>,
  options: z.output<S>,
  rng: Rng,
  table: TableSettings,
  sides?: SideModifiers,
): RolledAction<P, R, O, z.input<RS>> {
  const params = paramsOf(adapter, options, sides);
  const result = adapter.action.roll(params, rng, table);
  const odds = once(() => adapter.action.odds(params, table));
  return { params, result, odds, json: adapter.rollJson(result, { params, table, odds }) };
}

/**
 * The exact odds of an action with parsed options: params (with the sides' condition modifiers)
 * → the engine action's odds → JSON.
 *
 * @example
 * oddsWithAdapter(ewsCheckAdapter, { value: 12, target: 15 }, PLAIN_TABLE).json.pSuccessExact; // "1/3"
 */
export function oddsWithAdapter<S extends z.ZodType, P, R, O, RS extends z.ZodType, OS extends z.ZodType>(
  adapter: ActionAdapter<S, P, R, O, RS, OS>,
  options: z.output<S>,
  table: TableSettings,
  sides?: SideModifiers,
): ActionOdds<P, O, z.input<OS>> {
  const params = paramsOf(adapter, options, sides);
  const odds = adapter.action.odds(params, table);
  return { params, odds, json: adapter.oddsJson(odds, { params, table }) };
}

/** No consequences: what a roll without an engine `consequences` books. */
const NONE: RollConsequences<unknown> = { actor: [], opponent: [] };

/**
 * What a rolled result books on each side's condition: the engine action's `consequences`
 * (outcomes tagged `kind`, in the system's outcome type), or nothing for an action that changes
 * nobody's condition. The server applies them with `apply`, `verify` recomputes them.
 *
 * @example
 * const { params, result } = rollWithAdapter(ewsMeleeAdapter, opts, rng, table);
 * consequencesOf(ewsMeleeAdapter, result, params, table).opponent; // [{ kind: "damage", amount: 7 }]
 */
export function consequencesOf<S extends z.ZodType, P, R, O, RS extends z.ZodType, OS extends z.ZodType>(
  adapter: ActionAdapter<S, P, R, O, RS, OS>,
  result: R,
  params: P,
  table: TableSettings,
): RollConsequences<unknown> {
  return adapter.action.consequences?.(result, params, table) ?? NONE;
}

/**
 * The schema of the roll JSON of (system, action): typed for known literals, otherwise the union
 * of all roll JSONs (undefined for an action without an adapter). A stored roll event validates
 * its result fields with it.
 *
 * @example
 * rollResultSchemaFor("ews", "check").parse(fields).pSuccessExact;
 */
export function rollResultSchemaFor<S extends SystemId, A extends AdaptedActionId<S>>(
  system: S,
  action: A,
): ResultSchemaOf<S, A>;
export function rollResultSchemaFor(system: string, action: string): z.ZodType<RollResultJson> | undefined;
export function rollResultSchemaFor(system: string, action: string): z.ZodType | undefined {
  return findActionAdapter(system, action)?.resultSchema;
}

/** The schema of the odds JSON of (system, action); undefined for an action without an adapter. */
export function oddsSchemaFor<S extends SystemId, A extends AdaptedActionId<S>>(
  system: S,
  action: A,
): OddsSchemaOf<S, A>;
export function oddsSchemaFor(system: string, action: string): z.ZodType | undefined;
export function oddsSchemaFor(system: string, action: string): z.ZodType | undefined {
  return findActionAdapter(system, action)?.oddsSchema;
}

/** Every (system, action) with its adapter, in registry order: for suites and documentation. */
export const allActionAdapters = (): { system: SystemId; action: string; adapter: AnyActionAdapter }[] =>
  SYSTEM_IDS.flatMap((system) =>
    adaptedActionIds(system).map((action) => ({
      system,
      action,
      adapter: findActionAdapter(system, action)!,
    })),
  );
