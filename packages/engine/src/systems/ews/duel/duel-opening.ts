import { LAYOUT } from "./duel-kernel.js";
import { stateWord } from "./duel-tables.js";

const {
  GUARD,
  HURT_A,
  HURT_B,
  LEVEL_SHIFT,
  OPENING,
  OPENING_KEYS,
  OPENING_STRIDE,
  PAIR_DIFF,
  START,
  TP_A,
  TP_B,
  TP_BITS,
  UNDO_SHIFT,
} = LAYOUT;

/*
 * The opening: every duel starts in the same state, so the first two rounds (A attacks, then B)
 * depend only on their four dice. For each of the 36² = 1296 dice the table holds the state after
 * round 2 and the low-TP checks that fell due on the way; the kernel replaces two rounds by one
 * lookup and rolls only those checks. Passing a check changes nothing in a duel, so the state after
 * round 2 is the same whatever the checks roll — only a failed check ends the duel early.
 *
 * Entry (OPENING_STRIDE words at OPENING + 5 × key, key = first pair + 36 × second pair):
 *   0  A's TP index | A's wound word << TP_BITS      (after round 2)
 *   1  B's, likewise
 *   2  A's state word, 3  B's state word            (after round 2)
 *   4  checks of round 1 (bits 0–7) and round 2 (bits 8–15), each
 *        bit 0 the fighter (0 A, 1 B), bits 1–3 the level it had, bits 4–6 the level it fell to
 *        (0: no check that round);
 *      bits 16–22 the round-2 hit to take back if a round-1 check fails: damage (≤ 63) | fighter << 6;
 *      −1 when the opening must not be used (a limit below two rounds).
 * After the 1296 entries, one more in the same format holds the start (no checks): the kernel
 * begins there when the opening is not used.
 */

/** Bits of one round's check in an opening entry. */
const CHECK_BITS = 8;

/**
 * Fills the opening of a pairing whose fighter tables are written: start TP indices, the damage
 * each takes on top of a margin (`hitA` = B's weapon − A's armour), and whether at least two
 * rounds may be fought.
 *
 * @example
 * writeOpening(T, 4, 4, 72, 72, true); // 12 vs 12 TP, weapons 4, no armour
 */
export function writeOpening(
  T: Int32Array,
  hitA: number,
  hitB: number,
  startA: number,
  startB: number,
  usable: boolean,
): void {
  const tp = [TP_A, TP_B];
  const hurt = [HURT_A, HURT_B];
  const hit = [hitA, hitB];
  const t = [0, 0];
  const w = [0, 0];
  for (let key = 0; key < OPENING_KEYS; key++) {
    t[0] = startA;
    t[1] = startB;
    w[0] = 0;
    w[1] = 0;
    let checks = 0;
    let undo = 0;
    for (let round = 0; round < 2; round++) {
      const x = round; // attacker: A in round 1, B in round 2
      const y = 1 - round;
      const pair = round === 0 ? key % 36 : Math.floor(key / 36);
      const ex = stateWord(T, tp[x]!, t[x]!, w[x]!);
      const ey = stateWord(T, tp[y]!, t[y]!, w[y]!);
      const margin = (ex & 1023) - ((ey >>> 10) & 1023) + T[PAIR_DIFF + pair]!;
      // A tie or better hits the defender; otherwise the attacker, unless the defender only defends.
      const h = margin >= 0 ? y : (ey & GUARD) === 0 ? x : -1;
      const damage = margin >= 0 ? margin + hit[y]! : hit[x]! - margin;
      if (h < 0 || damage <= 0) continue;
      const before = stateWord(T, tp[h]!, t[h]!, w[h]!) >>> LEVEL_SHIFT;
      t[h]! -= damage;
      w[h]! += T[hurt[h]! + Math.min(damage, 63)]!;
      const after = stateWord(T, tp[h]!, t[h]!, w[h]!) >>> LEVEL_SHIFT;
      if (after > before) checks |= (h | (before << 1) | (after << 4)) << (CHECK_BITS * round);
      if (round === 1) undo = Math.min(damage, 63) | (h << 6);
    }
    const o = OPENING + OPENING_STRIDE * key;
    T[o] = Math.max(t[0]!, 0) | (w[0]! << TP_BITS);
    T[o + 1] = Math.max(t[1]!, 0) | (w[1]! << TP_BITS);
    T[o + 2] = stateWord(T, TP_A, t[0]!, w[0]!);
    T[o + 3] = stateWord(T, TP_B, t[1]!, w[1]!);
    T[o + 4] = usable ? checks | (undo << UNDO_SHIFT) : -1;
  }
  // The start itself, for duels that cannot use the opening.
  T[START] = startA | 0;
  T[START + 1] = startB | 0;
  T[START + 2] = stateWord(T, TP_A, startA, 0);
  T[START + 3] = stateWord(T, TP_B, startB, 0);
  T[START + 4] = 0;
}
