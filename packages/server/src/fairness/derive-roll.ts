import type { RollConsequences } from "@spieltisch/engine";
import {
  adaptedActionIds,
  consequencesOf,
  findActionAdapter,
  normaliseTableOptions,
  resolveAction,
  rollWithAdapter,
  type SideModifiers,
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
  /**
   * The modifiers the sides' conditions add (CONTRACT §4), only the sides that have any; absent
   * for a roll without characters, so older rolls hash exactly as before.
   */
  readonly sides?: SideModifiers;
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
  return derivePlayRoll(seedHex, counter, request).json;
}

/** A derived roll: its JSON fields, the engine result and what it books on each side. */
export interface DerivedRoll {
  readonly json: Record<string, unknown>;
  /** The engine's result, as a due check's outcome reads it. */
  readonly result: unknown;
  /** What the result books on each side's condition (the action's `consequences`). */
  readonly consequences: RollConsequences<unknown>;
}

/**
 * {@link deriveRoll} with what play needs besides the JSON: the engine result and the roll's
 * consequences. The sides' modifiers (`request.sides`) are part of the params and of the HMAC
 * input.
 */
export function derivePlayRoll(seedHex: string, counter: number, request: RollRequest): DerivedRoll {
  const adapter = adapterFor(request.system, request.action);
  const table = { modules: request.modules, options: normaliseTableOptions(request.houseRules).options };
  const rng = new HmacRng(seedHex, counter, request);
  const rolled = rollWithAdapter(adapter, adapter.options.parse(request.options), rng, table, request.sides);
  return {
    json: rolled.json,
    result: rolled.result,
    consequences: consequencesOf(adapter, rolled.result, rolled.params, table),
  };
}
