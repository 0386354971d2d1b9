import { LAYOUT } from "./duel-kernel.js";
import type { DuelSetup } from "./duel-params.js";

const { CRIT_SHIFT, HURT_A, HURT_B, LEVEL_SHIFT, PAIR_DIFF, PASS_A, PASS_B, TP_A, TP_B, UNIT_MALUS, UNITS } =
  LAYOUT;

const PM_W6 = [-1, 2, -3, 4, -5, 6] as const;

/** Writes one fighter's state words, wound units and passing faces. */
function writeFighter(T: Int32Array, tp: number, hurt: number, pass: number, s: DuelSetup): void {
  const attr = s.attribute;
  const ws = s.woundThreshold;
  for (let t = 0; t <= 6 * attr; t++) {
    const points = t - 5 * attr;
    const low = points <= 0 ? 3 : points <= ws ? 1 : 0;
    const guard = s.stance === "full-defence" || (s.stance === "defend-when-low" && points <= ws) ? 1 : 0;
    const level = points > 0 ? 0 : Math.min(6, 1 + Math.floor(-points / attr));
    const attack = s.value - low + 512;
    T[tp + t] = attack | ((attack + 3 * guard) << 10) | (guard << 20) | (level << LEVEL_SHIFT);
  }
  // Damage ≥ 63 is critical for every Eigenschaft (≤ 60), so the kernel caps the index there.
  for (let d = 0; d < 64; d++) T[hurt + d] = d >= attr ? 2 + (1 << CRIT_SHIFT) : d >= ws && d > 0 ? 1 : 0;
  for (let level = 0; level <= 6; level++) T[pass + level] = s.passMask[level]!;
}

/**
 * The fighter tables of a pairing (everything but the opening).
 *
 * @example
 * const T = new Int32Array(LAYOUT.TABLE_SIZE);
 * writeFighterTables(T, duelSetup(a, "a", table), duelSetup(b, "b", table));
 * stateWord(T, LAYOUT.TP_A, 60, 0) >>> LAYOUT.LEVEL_SHIFT; // 1: 0 TP (index 5 × 12) is low-TP level 1
 */
export function writeFighterTables(T: Int32Array, sa: DuelSetup, sb: DuelSetup): void {
  writeFighter(T, TP_A, HURT_A, PASS_A, sa);
  writeFighter(T, TP_B, HURT_B, PASS_B, sb);
  for (let x = 0; x < 6; x++) for (let y = 0; y < 6; y++) T[PAIR_DIFF + x + 6 * y] = PM_W6[x]! - PM_W6[y]!;
}

/** The state word of a fighter at TP index `t` with `wounds` (a wound word), as the kernel computes it. */
export const stateWord = (T: Int32Array, tp: number, t: number, wounds: number): number =>
  (T[tp + Math.max(t, 0)]! - (wounds & UNITS) * UNIT_MALUS) | 0;
