import { DEATH_LEVEL } from "../foka/fighter-state.js";
import type { DuelSetup } from "./duel-params.js";

/** Outside any range; a small integer for V8 (a 31-bit Smi), so arrays holding it stay integer. */
export const BIG = 1 << 29;

/**
 * One duellist's numbers for the exact chain, per TP index i = TP − lowest standing TP (so a hit
 * of d moves the index down by d).
 */
export interface Side {
  /** Lowest TP the fighter can stand at: below it every hit kills (level 6, or a check of 0 %). */
  readonly low: number;
  readonly span: number;
  /** Low-TP level per TP index. */
  readonly level: Int32Array;
  /** P(survive the checks) falling from level `from` to TP index `to`: index from × span + to. */
  readonly live: Float64Array;
  /** Low-TP malus per TP index (1 at ≤ WS, 3 at ≤ 0 once the check is passed: in a duel, always). */
  readonly malus: Int32Array;
  /** Whether the fighter goes into full defence when attacked, per TP index. */
  readonly defends: Uint8Array;
  /** Wound-malus units (3 each) a hit of d adds: 0, 1 (wound, ≥ WS) or 2 (critical, ≥ Eigenschaft). */
  readonly units: Int32Array;
  /**
   * Fewest and most units the fighter can have collected after losing L TP (index L; BIG / −BIG
   * when no sum of possible hits makes L). They bound the malus differences of a TP pair.
   */
  readonly minUnits: Int32Array;
  readonly maxUnits: Int32Array;
  /** Most units at all: the grid's extent in the malus difference. */
  readonly mostUnits: number;
}

/**
 * The tables of one duellist. `smallestHit`: the least damage it can take (the other's weapon −
 * its armour, at least 1): every TP loss is a sum of such hits, which bounds the wound units that
 * can go with it.
 *
 * @example
 * side(duelSetup({ value: 12, weapon: 4 }, "a", PLAIN_TABLE), 4).low; // -47: level 5 (−48) needs 21 on 12
 */
export function side(s: DuelSetup, smallestHit: number): Side {
  const levelOf = (tp: number) => (tp > 0 ? 0 : Math.min(DEATH_LEVEL, 1 + Math.floor(-tp / s.attribute)));
  const start = levelOf(s.tp);
  const survive = new Float64Array(49);
  for (let from = 0; from <= DEATH_LEVEL; from++) {
    for (let to = from; to <= DEATH_LEVEL; to++) {
      let p = to >= DEATH_LEVEL ? 0 : 1;
      for (let l = from + 1; l <= to && p > 0; l++) p *= s.passProbability[l]!;
      survive[from * 7 + to] = p;
    }
  }
  // TP below `low` are never stood at: P(survive) from the start level is 0 (a check that cannot
  // be passed, or death). Cutting them keeps the grid to the cells that can hold mass.
  let low = s.tp;
  while (low - 1 > -5 * s.attribute && survive[start * 7 + levelOf(low - 1)]! > 0) low--;
  const span = s.tp - low + 1;
  const level = new Int32Array(span);
  const malus = new Int32Array(span);
  const defends = new Uint8Array(span);
  for (let i = 0; i < span; i++) {
    const tp = low + i;
    level[i] = levelOf(tp);
    malus[i] = tp <= 0 ? 3 : tp <= s.woundThreshold ? 1 : 0;
    defends[i] =
      s.stance === "full-defence" || (s.stance === "defend-when-low" && tp <= s.woundThreshold) ? 1 : 0;
  }
  const live = new Float64Array(7 * span);
  for (let from = 0; from <= DEATH_LEVEL; from++) {
    for (let i = 0; i < span; i++) live[from * span + i] = survive[from * 7 + level[i]!]!;
  }
  const units = new Int32Array(span);
  for (let d = 1; d < span; d++) units[d] = d >= s.attribute ? 2 : d >= s.woundThreshold ? 1 : 0;
  const minUnits = new Int32Array(span).fill(BIG);
  const maxUnits = new Int32Array(span).fill(-BIG);
  minUnits[0] = 0;
  maxUnits[0] = 0;
  let mostUnits = 0;
  for (let loss = 1; loss < span; loss++) {
    for (let d = smallestHit; d <= loss; d++) {
      if (maxUnits[loss - d]! < 0) continue;
      minUnits[loss] = Math.min(minUnits[loss]!, minUnits[loss - d]! + units[d]!);
      maxUnits[loss] = Math.max(maxUnits[loss]!, maxUnits[loss - d]! + units[d]!);
    }
    mostUnits = Math.max(mostUnits, maxUnits[loss]!);
  }
  return { low, span, level, live, malus, defends, units, minUnits, maxUnits, mostUnits };
}

/** Entries per lead in {@link leadTable}. */
export const LEAD_STRIDE = 4;

/**
 * Per lead of the attacker X over the defender Y (lead from `first` to `last`), four numbers at
 * {@link LEAD_STRIDE} × (lead − first): P(no damage) when Y strikes back, P(no damage) when Y only
 * defends, P(Y hit), P(X hit back when Y strikes back). Sums of integer weights divided once, so
 * the no-damage loop is exact to one rounding (it decides stalemates: 1 − loop₀ × loop₁ ≈ 0).
 * `hitOffset`: X's weapon − Y's armour; `backOffset`: Y's weapon − X's armour.
 *
 * @example
 * // Plain ±W6, lead 0, weapons 4: a tie or better hits Y (21 of 36), worse is struck back (15 of 36).
 * leadTable(0, 0, weights, -11, 36, 4, 4); // [0, 15/36, 21/36, 15/36]
 */
export function leadTable(
  first: number,
  last: number,
  weights: Float64Array,
  vLow: number,
  total: number,
  hitOffset: number,
  backOffset: number,
): Float64Array {
  const nv = weights.length;
  const out = new Float64Array(LEAD_STRIDE * (last - first + 1));
  for (let lead = first; lead <= last; lead++) {
    let hit = 0;
    let back = 0;
    for (let j = 0; j < nv; j++) {
      const margin = lead + vLow + j; // X's result − Y's
      // A tie or better hits Y for margin + hitOffset; worse lets Y hit X for backOffset − margin.
      if (margin >= 0 && margin + hitOffset >= 1) hit += weights[j]!;
      else if (margin < 0 && backOffset - margin >= 1) back += weights[j]!;
    }
    const at = LEAD_STRIDE * (lead - first);
    out[at] = (total - hit - back) / total;
    out[at + 1] = (total - hit) / total;
    out[at + 2] = hit / total;
    out[at + 3] = back / total;
  }
  return out;
}
