import { EngineError } from "@spieltisch/engine";
import { z } from "zod";
import { findActionAdapter, oddsWithAdapter } from "../actions/pipeline.js";
import { canonicalJson } from "../fairness/canonical-json.js";
import { type RollRecord, rollRequestOf } from "../fairness/verify.js";
import { normaliseTableOptions } from "../tables/stored-table-options.js";

/** What a roll with a success chance was: a check, a contest of two sides, or an attack. */
export type ChanceKind = "check" | "contest" | "attack";

/**
 * A logged roll's chance of success for its acting side, as it stood before the roll, and whether
 * it succeeded.
 */
export interface RollChance {
  readonly kind: ChanceKind;
  /** The exact chance of success (the odds' `pSuccess`, `pA`, `pHit` or `pDefenderHit`). */
  readonly p: number;
  readonly success: boolean;
  /** An EWS exchange the actor lost: the other side hit the actor instead (`hit: "attacker"`). */
  readonly counter: boolean;
}

/** The odds fields that are the acting side's success chance, as CONTRACT §1 names them. */
const oddsChanceSchema = z.looseObject({
  pSuccess: z.number().optional(),
  pA: z.number().optional(),
  pHit: z.number().optional(),
  pDefenderHit: z.number().optional(),
});

/** The result fields that say whether the acting side succeeded. */
const resultSchema = z.looseObject({
  success: z.boolean().optional(),
  winner: z.string().optional(),
  hit: z.union([z.boolean(), z.string()]).optional(),
});

type Odds = z.infer<typeof oddsChanceSchema>;
type Result = z.infer<typeof resultSchema>;

/**
 * How each chance is read, first match wins: a check's `pSuccess` with `success`; a contest's `pA`
 * (side A is the actor; ties go to A) with `winner: "a"`; a shot's or blow's `pHit` with
 * `hit: true`; an EWS exchange's `pDefenderHit` with `hit: "defender"`. An action whose odds have
 * none of these (damage, healing over weeks, initiative) has no success to count.
 */
const READINGS: readonly {
  readonly kind: ChanceKind;
  readonly p: (odds: Odds) => number | undefined;
  readonly success: (result: Result) => boolean | undefined;
}[] = [
  { kind: "check", p: (o) => o.pSuccess, success: (r) => r.success },
  {
    kind: "contest",
    p: (o) => o.pA,
    success: (r) => (r.winner === undefined ? undefined : r.winner === "a"),
  },
  { kind: "attack", p: (o) => o.pHit, success: (r) => (typeof r.hit === "boolean" ? r.hit : undefined) },
  {
    kind: "attack",
    p: (o) => o.pDefenderHit,
    success: (r) => (typeof r.hit === "string" ? r.hit === "defender" : undefined),
  },
];

/**
 * Recomputes a logged roll's chances from what its event logged — the request its dice were
 * derived from (`rollRequestOf`, as `spieltisch verify` reads it: the table as it played, the
 * action, its options and the sides' modifiers) through the action's adapter — and reads the
 * acting side's chance of success and the outcome. Null for a roll without a success chance, of an
 * action no adapter knows, or whose options no longer parse. `cache` keeps odds per request: an
 * evening repeats the same checks.
 *
 * @example
 * rollChance(checkEvent); // { kind: "check", p: 0.375, success: true }
 */
export function rollChance(event: RollRecord, cache = new Map<string, unknown>()): RollChance | null {
  const result = resultSchema.safeParse(event);
  // No outcome to count (damage, initiative, a healing schedule): no odds to compute either.
  if (!result.success || (result.data.success ?? result.data.winner ?? result.data.hit) === undefined)
    return null;
  const request = rollRequestOf(event);
  const key = canonicalJson(request);
  let odds = cache.get(key);
  if (!cache.has(key)) {
    odds = oddsOf(request);
    cache.set(key, odds);
  }
  const parsed = oddsChanceSchema.safeParse(odds);
  if (!parsed.success) return null;
  for (const reading of READINGS) {
    const p = reading.p(parsed.data);
    if (p === undefined) continue;
    const success = reading.success(result.data);
    if (success === undefined) return null;
    return { kind: reading.kind, p, success, counter: result.data.hit === "attacker" };
  }
  return null;
}

/** The odds JSON of a logged request, or null when it cannot be computed any more. */
function oddsOf(request: ReturnType<typeof rollRequestOf>): unknown {
  const adapter = findActionAdapter(request.system, request.action);
  if (!adapter) return null;
  const options = adapter.options.safeParse(request.options);
  if (!options.success) return null;
  const table = { modules: request.modules, options: normaliseTableOptions(request.houseRules).options };
  try {
    return oddsWithAdapter(adapter, options.data, table, request.sides).json;
  } catch (error) {
    // Values today's rules refuse (an engine error): no chance to count.
    if (error instanceof EngineError) return null;
    throw error;
  }
}
