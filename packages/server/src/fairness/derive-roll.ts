import {
  adaptedActionIds,
  findActionAdapter,
  normaliseTableOptions,
  resolveAction,
  rollWithAdapter,
  type StoredTableOptions,
} from "@spieltisch/protocol";
import { ApiError } from "../errors.js";
import { HmacRng } from "./hmac-rng.js";

/**
 * Everything that decides a roll besides the seed and the counter. It is part of the HMAC input,
 * so a verifier recomputes exactly this roll and nothing else.
 */
export interface RollRequest {
  readonly system: string;
  readonly modules: readonly string[];
  /**
   * The table's options as the table holds them (older tables: older spellings); hashed as they
   * are, read through `normaliseTableOptions` for the rules.
   */
  readonly houseRules: StoredTableOptions;
  readonly action: string;
  /** The action's options after the adapter's schema (CLI names: `value`, `target`, `mod`, …). */
  readonly options: Record<string, unknown>;
}

const unknownAction = (system: string, action: string, known: readonly string[]) =>
  new ApiError(
    400,
    "unknown-action",
    `The system "${system}" offers no action "${action}" (it has: ${known.join(", ") || "none"})`,
    ["action"],
  );

/** The action adapter for a system and action, or 400 `unknown-action` naming what there is. */
export function adapterFor(system: string, action: string) {
  const adapter = findActionAdapter(system, action);
  if (!adapter) throw unknownAction(system, action, adaptedActionIds(system));
  return adapter;
}

/**
 * Checks the action against what a table with `modules` offers, and its options against its
 * schema: an action of a module the table lacks is 400 `module-required`, a bad field 400 with its path.
 */
export function parseActionOptions(
  system: string,
  action: string,
  raw: Record<string, unknown>,
  modules: readonly string[],
) {
  const resolved = resolveAction(system, action, raw, modules);
  if (resolved.ok) return resolved.options;
  if (resolved.problem === "unknown-action") throw unknownAction(system, action, resolved.known);
  if (resolved.problem === "module-required") {
    throw new ApiError(
      400,
      "module-required",
      `The action "${action}" needs the module "${resolved.module}", which this table does not use (it has: ${resolved.known.join(", ") || "none"})`,
      ["action"],
    );
  }
  throw ApiError.fromZod(resolved.error);
}

/**
 * Rolls `request` with the dice derived from `(seed, counter, request)` and returns the roll
 * fields the adapter produces. Same inputs, same result — the server and `spieltisch verify`
 * both call this.
 */
export function deriveRoll(seedHex: string, counter: number, request: RollRequest): Record<string, unknown> {
  const adapter = adapterFor(request.system, request.action);
  const table = { modules: request.modules, options: normaliseTableOptions(request.houseRules).options };
  const rng = new HmacRng(seedHex, counter, request);
  return rollWithAdapter(adapter, adapter.options.parse(request.options), rng, table).json;
}
