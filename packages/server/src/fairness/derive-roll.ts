import {
  adaptedActionIds,
  findActionAdapter,
  normaliseTableOptions,
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

/** The action adapter for a system and action, or 400 `unknown-action` naming what there is. */
export function adapterFor(system: string, action: string) {
  const adapter = findActionAdapter(system, action);
  if (!adapter) {
    throw new ApiError(
      400,
      "unknown-action",
      `The system "${system}" offers no action "${action}" (it has: ${adaptedActionIds(system).join(", ") || "none"})`,
      ["action"],
    );
  }
  return adapter;
}

/** Checks options against the action's schema; a bad field is 400 with its path. */
export function parseActionOptions(system: string, action: string, raw: Record<string, unknown>) {
  const parsed = adapterFor(system, action).options.safeParse(raw);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
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
