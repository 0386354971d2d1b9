import { requireInt } from "../../../errors.js";
import { Fraction } from "../../../odds/fraction.js";
import type { TableSettings } from "../../table-settings.js";
import { DEFAULT_MAX_WOUNDS, type HealParams, validateHeal, weekTransition } from "./heal-week.js";
import { type HealingInflammation, healingInflammation } from "./inflammation.js";
import { solveTridiagonal } from "./tridiagonal.js";

/** Probability of each wound count. */
export interface WoundsProbability {
  readonly n: number;
  readonly p: Fraction;
}

/** One week of the outlook (floats, for charts). */
export interface OutlookWeek {
  readonly week: number;
  /** No wounds at the end of this week. */
  readonly pHealed: number;
  /** Wound-free at some week up to this one. */
  readonly pHealedBy: number;
  /** At the absorbing wound count. */
  readonly pDying: number;
  readonly expectedWounds: number;
}

/** Transition of one wound count: P(one fewer), P(one more). */
export interface WoundTransition {
  readonly n: number;
  readonly pHeal: Fraction;
  readonly pWorse: Fraction;
}

/**
 * The exact week-by-week healing outlook: a Markov chain over the wound count with `maxWounds`
 * as an absorbing "dying" state (the basic rules stop there; −30 on everything is no life).
 */
export interface HealingOutlook {
  /** Which reading of the inflammation rule is in force (table option `healingInflammation`). */
  readonly inflammation: HealingInflammation;
  readonly weeks: number;
  readonly maxWounds: number;
  /** Distribution of the wound count after `weeks` weeks (n = maxWounds means "dying"). */
  readonly wounds: readonly WoundsProbability[];
  readonly pHealed: Fraction;
  readonly pHealedBy: Fraction;
  readonly pDying: Fraction;
  readonly byWeek: readonly OutlookWeek[];
  /** P(wound-free some day before reaching maxWounds). */
  readonly pEverHealed: Fraction;
  /** Mean weeks until wound-free; null when that is not certain (the mean is then infinite). */
  readonly expectedWeeks: Fraction | null;
  /** Mean weeks until wound-free among the cases that heal; null when healing is impossible. */
  readonly expectedWeeksIfHealed: Fraction | null;
  /** Wound counts where getting worse is likelier than healing. */
  readonly worsening: readonly number[];
  readonly transitions: readonly WoundTransition[];
}

/** The table option naming the absorbing wound count. */
export const MAX_WOUNDS_OPTION = "healingMaxWounds";

/** Longest outlook the engine computes (10 years). */
export const MAX_OUTLOOK_WEEKS = 520;

interface Step {
  heal: bigint;
  worse: bigint;
  stay: bigint;
}

/** Scales week transitions to one common denominator `den` so the chain runs on bigint weights. */
function chainSteps(params: HealParams, cap: number, table: TableSettings): { steps: Step[]; den: bigint } {
  const raw = [];
  for (let n = 0; n < cap; n++) raw.push(weekTransition(params, n, table));
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const den = raw.reduce((acc, t) => (acc / gcd(acc, t.total)) * t.total, 1);
  const steps = raw.map((t) => {
    const f = BigInt(den / t.total);
    return { heal: BigInt(t.heal) * f, worse: BigInt(t.worse) * f, stay: BigInt(t.stay) * f };
  });
  return { steps, den: BigInt(den) };
}

function advance(v: bigint[], steps: Step[], den: bigint, zeroAbsorbs: boolean): bigint[] {
  const cap = v.length - 1;
  const next = new Array<bigint>(v.length).fill(0n);
  next[cap] = v[cap]! * den;
  for (let n = 0; n < cap; n++) {
    const w = v[n]!;
    if (w === 0n) continue;
    if (n === 0 && zeroAbsorbs) {
      next[0]! += w * den;
      continue;
    }
    const s = steps[n]!;
    next[n]! += w * s.stay;
    if (s.heal) next[n - 1]! += w * s.heal;
    if (s.worse) next[n + 1]! += w * s.worse;
  }
  return next;
}

/**
 * Computes the healing outlook exactly: the chain runs on bigint weights over a common
 * denominator (6^N, or 216^N with krit), absorption and mean times come from one exact
 * tridiagonal solve.
 *
 * @example
 * // Lazaro (12), one wound, travelling: heals with 1/3 a week, a 5 (1/6) makes it two.
 * healingOutlook({ value: 12, wounds: 1, situation: "travel", weeks: 3 }, PLAIN_TABLE).pHealed;
 */
export function healingOutlook(params: HealParams, table: TableSettings): HealingOutlook {
  validateHeal(params);
  const weeks = requireInt("weeks", params.weeks ?? 1, 0, MAX_OUTLOOK_WEEKS);
  const option = table.options[MAX_WOUNDS_OPTION];
  const requested = params.maxWounds ?? (typeof option === "number" ? option : DEFAULT_MAX_WOUNDS);
  const maxWounds = Math.max(requireInt("maxWounds", requested, 1, 60), params.wounds + 1);
  const { steps, den } = chainSteps(params, maxWounds, table);

  let v = new Array<bigint>(maxWounds + 1).fill(0n);
  v[params.wounds] = 1n;
  let first = [...v];
  let scale = 1n;
  const byWeek: OutlookWeek[] = [];
  for (let week = 1; week <= weeks; week++) {
    v = advance(v, steps, den, false);
    first = advance(first, steps, den, true);
    scale *= den;
    const f = (x: bigint) => Fraction.of(x, scale).toNumber();
    let mean = 0;
    v.forEach((w, n) => {
      mean += n * f(w);
    });
    byWeek.push({
      week,
      pHealed: f(v[0]!),
      pHealedBy: f(first[0]!),
      pDying: f(v[maxWounds]!),
      expectedWounds: mean,
    });
  }
  const wounds = v.flatMap((w, n) => (w > 0n ? [{ n, p: Fraction.of(w, scale) }] : []));
  const transitions = steps.map((s, n) => ({
    n,
    pHeal: Fraction.of(s.heal, den),
    pWorse: Fraction.of(s.worse, den),
  }));
  return {
    inflammation: healingInflammation(table),
    weeks,
    maxWounds,
    wounds,
    pHealed: Fraction.of(v[0]!, scale),
    pHealedBy: Fraction.of(first[0]!, scale),
    pDying: Fraction.of(v[maxWounds]!, scale),
    byWeek,
    ...absorption(steps, params.wounds),
    worsening: transitions.filter((t) => t.n > 0 && t.pWorse.compare(t.pHeal) > 0).map((t) => t.n),
    transitions,
  };
}

/** Absorption at 0 before `cap` and the mean weeks until then, by one exact solve each. */
function absorption(
  steps: Step[],
  start: number,
): Pick<HealingOutlook, "pEverHealed" | "expectedWeeks" | "expectedWeeksIfHealed"> {
  if (start === 0) {
    return { pEverHealed: Fraction.ONE, expectedWeeks: Fraction.ZERO, expectedWeeksIfHealed: Fraction.ZERO };
  }
  // A wound count that neither heals nor worsens (a MW the dice cannot reach where misses do not
  // inflame) holds the chain for good, like the dying state: one at or below the start means never
  // healed; the first one above it bounds the chain instead of `cap`.
  const stuck = (n: number) => n > 0 && n < steps.length && steps[n]!.heal === 0n && steps[n]!.worse === 0n;
  for (let n = start; n > 0; n--) {
    if (stuck(n)) return { pEverHealed: Fraction.ZERO, expectedWeeks: null, expectedWeeksIfHealed: null };
  }
  let bound = start + 1;
  while (bound < steps.length && !stuck(bound)) bound++;
  // Unknowns: wound counts 1..bound−1. Row n: (heal+worse)·x[n] − heal·x[n−1] − worse·x[n+1] = rhs.
  const inner = steps.slice(1, bound);
  const F = (x: bigint) => Fraction.of(x);
  const sub = inner.map((s) => F(-s.heal));
  const diag = inner.map((s) => F(s.heal + s.worse));
  const sup = inner.map((s) => F(-s.worse));
  const den = inner.map((s) => s.heal + s.worse + s.stay);
  // h: P(reach 0 first); boundary x[0] = 1 enters the first row.
  const hRhs = inner.map((s, i) => (i === 0 ? F(s.heal) : Fraction.ZERO));
  const h = solveTridiagonal(sub, diag, sup, hRhs);
  const pEverHealed = h[start - 1]!;
  if (pEverHealed.num === 0n) return { pEverHealed, expectedWeeks: null, expectedWeeksIfHealed: null };
  // u = E[T · 1{healed}]: u[n] = h[n] + Σ P u, i.e. rhs = h[n] · total.
  const u = solveTridiagonal(
    sub,
    diag,
    sup,
    h.map((x, i) => x.mul(F(den[i]!))),
  );
  const ifHealed = u[start - 1]!.div(pEverHealed);
  return {
    pEverHealed,
    expectedWeeks: pEverHealed.equals(Fraction.ONE) ? ifHealed : null,
    expectedWeeksIfHealed: ifHealed,
  };
}
