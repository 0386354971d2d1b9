import type { RollConsequences, RuleReadings, TableSettings } from "@spieltisch/engine";
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import type { SideModifiers } from "../actions/adapter-sides.js";
import { ewsCheckAdapter } from "../actions/ews-actions.js";
import { consequencesOf, findActionAdapter, rollWithAdapter } from "../actions/pipeline.js";
import type { StoredTableOptions } from "../tables/stored-table-options.js";
import { normaliseTableOptions } from "../tables/stored-table-options.js";
import type { TableOptionsJson } from "../tables/table-options.js";
import { HmacRng } from "./hmac-rng.js";
import type { MacFactory } from "./keyed-mac.js";
import { RecomputeError } from "./recompute-failure.js";
import type { SideDigests } from "./side-digest.js";

/**
 * Everything that decides a roll besides the seed and who rolled it. It is part of the HMAC
 * input, so a verifier recomputes exactly this roll and nothing else.
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

/**
 * What a roll is bound to besides its request (CONTRACT §5): who rolled it, its label and — when
 * the client sent one — the client's seed (second derivation on); who acted on its sides and
 * whether it booked (third). Changing any of them changes the dice and the proof, so a rewritten
 * `by`, `byName`, label, side or `apply` fails verification.
 */
export interface RollBinding {
  /** The roll's number in its stream (only bound without a client seed: see {@link derivationPrefix}). */
  readonly counter: number;
  readonly by: string | null;
  readonly byName: string | null;
  readonly label?: string | undefined;
  readonly clientSeed?: string | undefined;
  /** The digests of the sides that name a character (`sideDigest`); third derivation only. */
  readonly sides?: SideDigests | undefined;
  /** Whether the roll booked its result on the sides (`apply`); third derivation only. */
  readonly apply?: boolean | undefined;
}

/** The derivations of logged rolls: 1 (no `derivation` field), 2 and 3. */
export type Derivation = 1 | 2 | 3;

/** The derivation every new server roll uses (`derivation: 3` in the roll event). */
export const ROLL_DERIVATION = 3;

/**
 * What the HMAC of a roll's dice is keyed on besides the seed and the block number:
 *
 * - first derivation (rolls logged before client seeds, no `derivation` field):
 *   `[counter, request]`;
 * - second derivation: `["spieltisch/roll@2", {request, by, byName, label, clientSeed}]` with a
 *   client seed, `["spieltisch/roll@2", {request, by, byName, label, counter}]` without one. A
 *   client-seeded roll does not depend on its position in the log, so the server cannot move it
 *   by writing other events first; a reused client seed is refused instead (409);
 * - third derivation: `["spieltisch/roll@3", {request, by, byName, label, clientSeed | counter,
 *   sides, apply}]` — the second's binding and who acted: `sides` the digests of the sides that
 *   name a character (`{actor?, opponent?}`, absent when none does), `apply: true` when the roll
 *   booked on request (absent otherwise, so a plain roll's prefix stays small). A side's id or
 *   name rewritten, or a booking claimed or denied, changes the dice (issue #31).
 *
 * The second derivation ignores `sides` and `apply`: rolls logged with it recompute as they were.
 *
 * @example
 * derivationPrefix(request, { counter: 3, by: "c1", byName: "Alrik", clientSeed: "q3…", apply: true }, 3);
 */
export function derivationPrefix(
  request: RollRequest,
  binding: RollBinding,
  derivation: Derivation,
): unknown[] {
  if (derivation === 1) return [binding.counter, request];
  const { counter, clientSeed, by, byName, label, sides, apply } = binding;
  const bound = {
    request,
    by,
    byName,
    ...(label !== undefined ? { label } : {}),
    ...(clientSeed !== undefined ? { clientSeed } : { counter }),
  };
  if (derivation === 2) return ["spieltisch/roll@2", bound];
  const named = sides !== undefined && (sides.actor !== undefined || sides.opponent !== undefined);
  return [
    "spieltisch/roll@3",
    { ...bound, ...(named ? { sides } : {}), ...(apply === true ? { apply: true } : {}) },
  ];
}

/**
 * The adapter a roll of the first derivation was rolled with: the rules as they were then. One
 * reading changed since (issue #16): an Urfassung check used EWS 2's check, automatic success at
 * value ≥ MW + 6 included; such logged rolls still verify with it.
 */
function firstDerivationAdapter(system: string, action: string): AnyActionAdapter | undefined {
  if (system === "ews-urfassung" && action === "check") return ewsCheckAdapter;
  return findActionAdapter(system, action);
}

/**
 * The table a logged request was rolled at, as the engine takes it: its modules, its options as
 * stored (normalised), and the rule readings to follow (absent: today's).
 */
export const rollTableOf = (request: RollRequest, readings?: RuleReadings): TableSettings => ({
  modules: request.modules,
  options: normalisedOptionsOf(request.houseRules),
  ...(readings !== undefined ? { readings } : {}),
});

/**
 * Stored options read into the one shape, remembered per options object: stored options are never
 * changed in place (a change is a new table row), and the server hands every roll of a table in
 * play the same object, so the schema runs once per table, not once per roll.
 */
const normalisedOptions = new WeakMap<object, TableOptionsJson>();

function normalisedOptionsOf(stored: StoredTableOptions): TableOptionsJson {
  let options = normalisedOptions.get(stored);
  if (options === undefined) {
    options = normaliseTableOptions(stored).options;
    normalisedOptions.set(stored, options);
  }
  return options;
}

/** A derived roll: its JSON fields, the engine result and what it books on each side. */
export interface DerivedRoll {
  readonly json: Record<string, unknown>;
  /** The engine's result, as a due check's outcome reads it. */
  readonly result: unknown;
  /** What the result books on each side's condition (the action's `consequences`). */
  readonly consequences: RollConsequences<unknown>;
  /** The roll's proof ({@link rollProof}) — logged from the second derivation on. */
  readonly proof: string;
}

/**
 * Rolls `request` with the dice derived from the seed and `prefix` ({@link derivationPrefix}) and
 * returns the roll fields the adapter produces, the engine result and its consequences. Same
 * inputs, same result — the server, `spieltisch verify` and the web app's check all call this.
 * An action without an adapter throws (a log that names one cannot be recomputed). `macFactory`
 * only changes how fast the HMAC is computed, never its bytes; `readings` are the rule readings
 * to follow (absent: today's), for a check of a roll logged under older ones.
 */
export function deriveRoll(
  seedHex: string,
  prefix: readonly unknown[],
  request: RollRequest,
  derivation: Derivation = ROLL_DERIVATION,
  macFactory?: MacFactory,
  readings?: RuleReadings,
): DerivedRoll {
  const adapter =
    derivation === 1
      ? firstDerivationAdapter(request.system, request.action)
      : findActionAdapter(request.system, request.action);
  if (!adapter) {
    throw new RecomputeError(["action"], `no action "${request.action}" in the system "${request.system}"`);
  }
  return deriveParsedRoll(
    seedHex,
    prefix,
    request,
    adapter,
    adapter.options.parse(request.options),
    macFactory,
    readings,
  );
}

/**
 * {@link deriveRoll} for a roll whose adapter and parsed options the caller holds already (the
 * table core prepared them for this very request): the same dice, the same bytes, without looking
 * the action up and parsing its options a second time. `options` must be what
 * `adapter.options.parse(request.options)` gives — a table's request carries exactly that.
 */
export function deriveParsedRoll(
  seedHex: string,
  prefix: readonly unknown[],
  request: RollRequest,
  adapter: AnyActionAdapter,
  options: unknown,
  macFactory?: MacFactory,
  readings?: RuleReadings,
): DerivedRoll {
  const table = rollTableOf(request, readings);
  const rng = new HmacRng(seedHex, prefix, macFactory);
  const rolled = rollWithAdapter(adapter, options, rng, table, request.sides);
  return {
    json: rolled.json,
    result: rolled.result,
    consequences: consequencesOf(adapter, rolled.result, rolled.params, table),
    proof: rng.proof(),
  };
}
