/**
 * The damaging outcomes of one state for one hit fighter Y ("a pass"), as tables for the sweep.
 *
 * Y is hit on the attacker X's turn when X's result is at least Y's (damage d = margin + c, c =
 * X's weapon − Y's armour) and on Y's own turn when Y attacks and X strikes back (d = c − margin,
 * margin < 0). With e = lead + c + vLow, the first term at d has P(difference = d − e) (read
 * forwards at offset o = d − e), the second P(difference) read backwards at o − σ, where σ =
 * 3 × (fighters in full defence) − (vHigh + vLow) (0 for ±W6 without defence: both terms then
 * share their non-zero offsets). Damage must be ≥ 1 and the tie (margin 0, d = c) belongs to the
 * first term only.
 */

/** Pass kinds: 0–2 both terms (that many fighters in full defence), 3 the first term alone. */
export const PASS_KINDS = 4;

/** Integers per kind in {@link SparseRuns.at}. */
export const RUN_STRIDE = 5;

/**
 * Per pass kind, the offsets where a term is not 0 (about a third of the ±W6 differences
 * cannot occur) with both probabilities, and a table "first run index with offset ≥ o".
 */
export interface SparseRuns {
  /** Offsets, then the first-index table, per kind. */
  readonly ints: Int32Array;
  /** Per run entry: P(first term), P(second term). */
  readonly pairs: Float64Array;
  /**
   * Per kind ({@link RUN_STRIDE} integers): where its offsets start in `ints`, where its
   * first-index table starts in `ints` minus its lowest offset (index it with o directly), where
   * its pairs start in `pairs`, its lowest offset and its highest offset + 1 (the table's range).
   */
  readonly at: Int32Array;
}

/**
 * The sparse runs of the difference with integer weights over [vLow, vHigh].
 *
 * @example
 * sparseRuns(PLAIN_WEIGHTS, 36, -11, 11).at[4]; // 23: kind 0 spans offsets 0..22
 */
export function sparseRuns(weights: Float64Array, total: number, vLow: number, vHigh: number): SparseRuns {
  const nv = weights.length;
  const ints: number[] = [];
  const pairs: number[] = [];
  const at: number[] = [];
  for (let kind = 0; kind < PASS_KINDS; kind++) {
    const both = kind < 3;
    const shift = 3 * kind - (vHigh + vLow);
    const from = both ? Math.min(0, shift) : 0;
    const to = both ? Math.max(nv - 1, shift + nv - 1) : nv - 1;
    const offsets: number[] = [];
    const first: number[] = [];
    const pairsAt = pairs.length;
    for (let o = from; o <= to; o++) {
      first.push(offsets.length);
      const hit = o >= 0 && o < nv ? weights[o]! : 0;
      const back = both && o - shift >= 0 && o - shift < nv ? weights[nv - 1 - (o - shift)]! : 0;
      if (hit === 0 && back === 0) continue;
      offsets.push(o);
      pairs.push(hit / total, back / total);
    }
    first.push(offsets.length);
    at.push(ints.length);
    ints.push(...offsets);
    at.push(ints.length - from, pairsAt, from, to + 1);
    ints.push(...first);
  }
  return { ints: Int32Array.from(ints), pairs: Float64Array.from(pairs), at: Int32Array.from(at) };
}

/** Where passes start, per lead and kind (index {@link PASS_KINDS} × (lead − first) + kind). */
export interface PassStarts {
  /** First run index to visit (damage ≥ 1; after the tie when it is handled apart). */
  readonly from: Int32Array;
  /** P(tie) when the tie is handled apart (both terms and c ≥ 1), else 0. */
  readonly tie: Float64Array;
}

/**
 * The pass starts for leads `first`..`last` of the attacker over Y and Y's damage constant c.
 *
 * @example
 * // ±W6, weapons 4, lead 0, no defence: the tie (6 of 36) apart, the run from d = 5 on.
 * passStarts(0, 0, 4, PLAIN_WEIGHTS, 36, -11, runs).tie[0]; // 1/6
 */
export function passStarts(
  first: number,
  last: number,
  c: number,
  weights: Float64Array,
  total: number,
  vLow: number,
  runs: SparseRuns,
): PassStarts {
  const nv = weights.length;
  const from = new Int32Array(PASS_KINDS * (last - first + 1));
  const tie = new Float64Array(from.length);
  for (let lead = first; lead <= last; lead++) {
    const e = lead + c + vLow;
    for (let kind = 0; kind < PASS_KINDS; kind++) {
      const r = RUN_STRIDE * kind;
      const apart = kind < 3 && c >= 1;
      const start = apart ? c + 1 : Math.max(1, c);
      const o = Math.min(Math.max(start - e, runs.at[r + 3]!), runs.at[r + 4]!);
      const at = PASS_KINDS * (lead - first) + kind;
      from[at] = runs.ints[runs.at[r + 1]! + o]!;
      const j = -lead - vLow; // the tie's difference index
      tie[at] = apart && j >= 0 && j < nv ? weights[j]! / total : 0;
    }
  }
  return { from, tie };
}
