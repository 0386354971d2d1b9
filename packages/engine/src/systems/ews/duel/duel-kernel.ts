/*
 * The fast duel kernel and the layout of the tables it reads. The layout constants live here, as
 * private `const`s of the kernel's own module, on purpose: V8 folds those into the optimised code,
 * but loads imported or exported bindings at run time (with a TDZ check) on every use. The table
 * builders get them through the one exported object {@link LAYOUT}.
 *
 * Tables: one Int32Array at fixed offsets (one array map to check, no per-fighter base registers).
 * A fighter's TP are an index `t = TP + 5 × Eigenschaft` (0: dead). Its state word, read at
 * `TP_A + max(t, 0)` and lowered by the wound malus, packs everything a round needs:
 *   bits 0–9    attack value + 512 (value − low-TP malus − wound malus)
 *   bits 10–19  defence value + 512 (the same, + 3 in full defence)
 *   bit 20      full defence (deals no damage back)
 *   bits 21–23  low-TP level (0 above 0 TP … 6 dead)
 * Both value fields carry the bias 512, so subtracting the wound malus (≤ 120) never borrows.
 * A wound word counts wound units (1 per wound, 2 per critical wound: 3 malus each) in bits 0–7
 * and critical wounds from bit {@link CRIT_SHIFT}.
 */

/** State words of A by TP index (6 × 60 + 1 entries at most). */
const TP_A = 0;
/** State words of B by TP index. */
const TP_B = 512;
/** Wound word of a hit by its damage 0..63 (capped: 63 is critical for every Eigenschaft), A. */
const HURT_A = 1024;
/** Wound word of a hit by its damage, B. */
const HURT_B = 1088;
/** Faces (bit face − 1) that pass the low-TP check of each level 0..6, A. */
const PASS_A = 1152;
/** Passing faces per level, B (PASS_A + 8: the kernel selects it with a bit). */
const PASS_B = 1160;
/** ±W6 of the first die minus the second, by two base-6 digits (first + 6 × second). */
const PAIR_DIFF = 1168;
/** The opening (duel-opening.ts): {@link OPENING_STRIDE} words per four-digit key. */
const OPENING = 1216;
/** Words per opening entry. */
const OPENING_STRIDE = 5;
/** Dice of the first two rounds: 36². */
const OPENING_KEYS = 1296;
/** An entry like the opening's, for the start of a duel (used when the opening is not). */
const START = OPENING + OPENING_STRIDE * OPENING_KEYS;
/** Length of the table. */
const TABLE_SIZE = START + OPENING_STRIDE;
/** Shift of the round-2 hit in an opening plan word (see duel-opening.ts). */
const UNDO_SHIFT = 16;

/** Bit of a state word: the fighter is in full defence. */
const GUARD = 1 << 20;
/** Shift of the low-TP level in a state word. */
const LEVEL_SHIFT = 21;
/** One wound unit (3 points of malus) taken off both value fields of a state word. */
const UNIT_MALUS = 3 * (1 + (1 << 10));
/** Mask of the wound units in a wound word (≤ 2 × 7 + 25 per duel). */
const UNITS = 255;
/** Shift of the critical wounds in a wound word. */
const CRIT_SHIFT = 19;
/** Bits of a TP index (≤ 6 × 60); a packed pair holds the wound word above it. */
const TP_BITS = 9;

/** Stream state (Int32Array): the exchange stream's sfc32 words and its digit pool. */
const EXCHANGE = 0;
/** Unused base-6 digits of the exchange stream, and how many. */
const POOL = 4;
const LEFT = 5;
/** The check stream's sfc32 words (duel-streams.ts). */
const CHECK = 6;
/** Index of the next unused face in the face buffer. */
const NEXT_FACE = 10;
/** Faces (0..5) per refill of the check stream's buffer. */
const FACES = 4096;
/** Most check faces one duel can take: levels 1–6 of each fighter (level 6 always fails). */
const MAX_CHECK_FACES = 12;
/**
 * Duels per kernel call at most. Short calls on purpose: V8 then optimises the whole function
 * early and re-optimises it soon after a deoptimisation (a rare path running for the first time),
 * instead of living on on-stack-replacement code, which keeps values tagged and runs ~25 % slower.
 * It also keeps the wound words summed over a call within their fields.
 */
const MAX_DUELS_PER_CALL = 256;
/** Mask of the wound units summed over one call (below the critical bits). */
const CALL_UNITS = (1 << CRIT_SHIFT) - 1;
/** Words of the stream state. */
const STREAM_SIZE = 11;

/** Tally slots of the kernel's Float64Array, added to per call. */
const OUT_WINS_A = 0;
const OUT_WINS_B = 1;
const OUT_ROUNDS = 2;
const OUT_ROUNDS_SQUARED = 3;
const OUT_UNITS_A = 4;
const OUT_UNITS_B = 5;
const OUT_CRITICAL_A = 6;
const OUT_CRITICAL_B = 7;

/** The layout above, for the code that writes the tables and streams (cold code). */
export const LAYOUT = {
  TP_A,
  TP_B,
  HURT_A,
  HURT_B,
  PASS_A,
  PASS_B,
  PAIR_DIFF,
  OPENING,
  OPENING_STRIDE,
  OPENING_KEYS,
  START,
  TABLE_SIZE,
  UNDO_SHIFT,
  GUARD,
  LEVEL_SHIFT,
  UNIT_MALUS,
  UNITS,
  CRIT_SHIFT,
  TP_BITS,
  EXCHANGE,
  POOL,
  LEFT,
  CHECK,
  NEXT_FACE,
  FACES,
  MAX_CHECK_FACES,
  MAX_DUELS_PER_CALL,
  STREAM_SIZE,
  OUT_WINS_A,
  OUT_WINS_B,
  OUT_ROUNDS,
  OUT_ROUNDS_SQUARED,
  OUT_UNITS_A,
  OUT_UNITS_B,
  OUT_CRITICAL_A,
  OUT_CRITICAL_B,
} as const;

// 6^11 and the rejection limit, as in uint32-dice.ts (repeated: see the note on imports above).
const SIX_POW_11 = 362_797_056;
const DIGITS_LIMIT = 11 * SIX_POW_11;

/**
 * Refills the check faces (0..5) from the check stream in `S`, eleven base-6 digits per accepted
 * sfc32 word. The sampler calls it between kernel calls, about once per 2,700 duels.
 *
 * @example
 * fillFaces(F, S); // F[i] + 1 is a fair d6
 */
export function fillFaces(F: Int32Array, S: Int32Array): void {
  let a = S[CHECK]! | 0;
  let b = S[CHECK + 1]! | 0;
  let c = S[CHECK + 2]! | 0;
  let d = S[CHECK + 3]! | 0;
  let i = 0;
  while (i < FACES) {
    d = (d + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    const x = t >>> 0;
    if (x >= DIGITS_LIMIT) continue;
    let digits = (x - Math.floor(x / SIX_POW_11) * SIX_POW_11) | 0;
    for (let k = 0; k < 11 && i < FACES; k++) {
      const rest = (digits / 6) | 0;
      F[i++] = digits - rest * 6;
      digits = rest;
    }
  }
  S[CHECK] = a;
  S[CHECK + 1] = b;
  S[CHECK + 2] = c;
  S[CHECK + 3] = d;
}

/**
 * Fights up to `count` duels (at most 256), adds their tallies to `out` and returns how many it
 * fought (fewer when the check faces in `F` run low: refill them with {@link fillFaces}).
 * Everything per duel lives in local integers. The exchange dice come from a private sfc32 stream
 * whose state is read from `S` at the start and written back at the end (so a run can be split
 * into calls), the check dice from a second stream, buffered in `F`. Rounds 1–2 are one lookup in
 * the opening; later rounds are fought inline, two per pass.
 *
 * Hot code, repeated on purpose: the round is written out for each attacker, the hit for each
 * fighter in each round, the checks of each opening round, and the sfc32 step twice, so V8
 * compiles all of it as one function with constant offsets and no calls (see
 * bench/ews-confront.bench.ts for what that buys against a hand-written loop).
 *
 * @example
 * const out = new Float64Array(8);
 * const done = runDuels(T, S, F, out, 256, 4, 4, 10_000); // 12 vs 12 TP tables, weapons 4
 * out[0] / done; // A's wins: ≈ 0.55
 */
export function runDuels(
  T: Int32Array,
  S: Int32Array,
  F: Int32Array,
  out: Float64Array,
  count: number,
  damageToA: number,
  damageToB: number,
  limit: number,
): number {
  // `| 0` on entry: V8 then knows every value below is an int32 (no float paths, no tag checks).
  const n = Math.min(count | 0, MAX_DUELS_PER_CALL);
  const hitA = damageToA | 0;
  const hitB = damageToB | 0;
  const maxRounds = limit | 0;
  let r0 = S[EXCHANGE]! | 0;
  let r1 = S[EXCHANGE + 1]! | 0;
  let r2 = S[EXCHANGE + 2]! | 0;
  let r3 = S[EXCHANGE + 3]! | 0;
  let pool = S[POOL]! | 0;
  let left = S[LEFT]! | 0;
  let next = S[NEXT_FACE]! | 0;
  let winsA = 0;
  let winsB = 0;
  let rounds = 0;
  let roundsSq = 0;
  // Wound words summed: at most MAX_DUELS_PER_CALL × 255 units stay below the critical bits.
  let hurtA = 0;
  let hurtB = 0;
  let duel = 0;
  for (; duel < n; duel++) {
    // A duel takes at most MAX_CHECK_FACES faces; the caller refills them between calls (a call
    // from here would cost a deoptimisation the first time each copy of it runs).
    if (next > FACES - MAX_CHECK_FACES) break;
    if (left < 4) {
      // Next accepted sfc32 word as eleven base-6 digits (same as uint32-dice.ts).
      let x = 0;
      do {
        r3 = (r3 + 1) | 0;
        const t = (((r0 + r1) | 0) + r3) | 0;
        r0 = r1 ^ (r1 >>> 9);
        r1 = (r2 + (r2 << 3)) | 0;
        r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
        x = t >>> 0;
      } while (x >= DIGITS_LIMIT);
      pool = (x - Math.floor(x / SIX_POW_11) * SIX_POW_11) | 0;
      left = 11;
    }
    const rest = (pool / 1296) | 0;
    let o = (OPENING + OPENING_STRIDE * (pool - rest * 1296)) | 0;
    let plan = T[o + 4]!;
    let round = 2;
    if (plan >= 0) {
      // Rounds 1 and 2 from the opening: one lookup, then only the checks that fell due.
      pool = rest;
      left = (left - 4) | 0;
    } else {
      // No opening (a limit below two rounds): start from the start entry, fight from round 1.
      o = START;
      plan = 0;
      round = 0;
    }
    const pa = T[o]!;
    const pb = T[o + 1]!;
    let tA = pa & 511;
    let wA = pa >>> TP_BITS;
    let eA = T[o + 2]!;
    let tB = pb & 511;
    let wB = pb >>> TP_BITS;
    let eB = T[o + 3]!;
    // One duel. Every end (a failed check, the round limit) leaves it with `break fight` to the tally;
    // the outer loop never goes round (the inner one only ends that way).
    fight: for (;;) {
      if ((plan & 0xffff) !== 0) {
        // Checks due after round 1 (bits 0–7), then after round 2 (bits 8–15): see duel-opening.ts.
        let c = plan & 255;
        if (c !== 0) {
          let level = (c >>> 1) & 7;
          const to = c >>> 4;
          do {
            level = (level + 1) | 0;
            const face = F[next]!;
            next = (next + 1) | 0;
            if (((T[PASS_A + ((c & 1) << 3) + level]! >>> face) & 1) === 0) {
              if ((c & 1) === 0) winsB = (winsB + 1) | 0;
              else winsA = (winsA + 1) | 0;
              round = 1;
              // Round 2 was not fought: take its hit back out of the wound tally.
              const undo = plan >>> UNDO_SHIFT;
              if (undo >>> 6 === 0) wA = (wA - T[HURT_A + (undo & 63)]!) | 0;
              else wB = (wB - T[HURT_B + (undo & 63)]!) | 0;
              break fight;
            }
          } while (level < to);
        }
        c = (plan >>> 8) & 255;
        if (c !== 0) {
          let level = (c >>> 1) & 7;
          const to = c >>> 4;
          do {
            level = (level + 1) | 0;
            const face = F[next]!;
            next = (next + 1) | 0;
            if (((T[PASS_A + ((c & 1) << 3) + level]! >>> face) & 1) === 0) {
              if ((c & 1) === 0) winsB = (winsB + 1) | 0;
              else winsA = (winsA + 1) | 0;
              break fight; // in round 2
            }
          } while (level < to);
        }
      }
      let q = 0;
      let margin = 0;
      // Two rounds per pass (A attacks, then B): no turn variable, no swapping of fighters.
      for (;;) {
        if (left < 4) {
          // Next accepted sfc32 word as eleven base-6 digits (same as uint32-dice.ts).
          let x = 0;
          do {
            r3 = (r3 + 1) | 0;
            const t = (((r0 + r1) | 0) + r3) | 0;
            r0 = r1 ^ (r1 >>> 9);
            r1 = (r2 + (r2 << 3)) | 0;
            r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
            x = t >>> 0;
          } while (x >= DIGITS_LIMIT);
          pool = (x - Math.floor(x / SIX_POW_11) * SIX_POW_11) | 0;
          left = 11;
        }
        // A attacks B: A's attack value − B's defence value + both ±W6 from one pair of digits.
        if (round >= maxRounds) break fight;
        round = (round + 1) | 0;
        q = (pool / 36) | 0;
        margin = ((eA & 1023) - ((eB >>> 10) & 1023) + T[PAIR_DIFF + ((pool - q * 36) | 0)]!) | 0;
        pool = q;
        left = (left - 2) | 0;
        // A tie or better hits the defender; otherwise the attacker, unless the defender only defends.
        if (margin >= 0) {
          const damage = (margin + hitB) | 0;
          if (damage > 0) {
            // The hit (the same in all four places): TP fall, the wound word grows, the state word
            // follows from both; each low-TP level crossed rolls its check, a failed one ends the duel.
            tB = (tB - damage) | 0;
            wB = (wB + T[HURT_B + Math.min(damage, 63)]!) | 0;
            const before = eB >>> LEVEL_SHIFT;
            eB = (T[TP_B + Math.max(tB, 0)]! - (wB & UNITS) * UNIT_MALUS) | 0;
            if (eB >>> LEVEL_SHIFT > before) {
              let level = before;
              const to = eB >>> LEVEL_SHIFT;
              do {
                level = (level + 1) | 0;
                const face = F[next]!;
                next = (next + 1) | 0;
                if (((T[PASS_B + level]! >>> face) & 1) === 0) {
                  winsA = (winsA + 1) | 0;
                  break fight;
                }
              } while (level < to);
            }
          }
        } else if ((eB & GUARD) === 0) {
          const damage = (hitA - margin) | 0;
          if (damage > 0) {
            tA = (tA - damage) | 0;
            wA = (wA + T[HURT_A + Math.min(damage, 63)]!) | 0;
            const before = eA >>> LEVEL_SHIFT;
            eA = (T[TP_A + Math.max(tA, 0)]! - (wA & UNITS) * UNIT_MALUS) | 0;
            if (eA >>> LEVEL_SHIFT > before) {
              let level = before;
              const to = eA >>> LEVEL_SHIFT;
              do {
                level = (level + 1) | 0;
                const face = F[next]!;
                next = (next + 1) | 0;
                if (((T[PASS_A + level]! >>> face) & 1) === 0) {
                  winsB = (winsB + 1) | 0;
                  break fight;
                }
              } while (level < to);
            }
          }
        }
        // B attacks A.
        if (round >= maxRounds) break fight;
        round = (round + 1) | 0;
        q = (pool / 36) | 0;
        margin = ((eB & 1023) - ((eA >>> 10) & 1023) + T[PAIR_DIFF + ((pool - q * 36) | 0)]!) | 0;
        pool = q;
        left = (left - 2) | 0;
        if (margin >= 0) {
          const damage = (margin + hitA) | 0;
          if (damage > 0) {
            tA = (tA - damage) | 0;
            wA = (wA + T[HURT_A + Math.min(damage, 63)]!) | 0;
            const before = eA >>> LEVEL_SHIFT;
            eA = (T[TP_A + Math.max(tA, 0)]! - (wA & UNITS) * UNIT_MALUS) | 0;
            if (eA >>> LEVEL_SHIFT > before) {
              let level = before;
              const to = eA >>> LEVEL_SHIFT;
              do {
                level = (level + 1) | 0;
                const face = F[next]!;
                next = (next + 1) | 0;
                if (((T[PASS_A + level]! >>> face) & 1) === 0) {
                  winsB = (winsB + 1) | 0;
                  break fight;
                }
              } while (level < to);
            }
          }
        } else if ((eA & GUARD) === 0) {
          const damage = (hitB - margin) | 0;
          if (damage > 0) {
            tB = (tB - damage) | 0;
            wB = (wB + T[HURT_B + Math.min(damage, 63)]!) | 0;
            const before = eB >>> LEVEL_SHIFT;
            eB = (T[TP_B + Math.max(tB, 0)]! - (wB & UNITS) * UNIT_MALUS) | 0;
            if (eB >>> LEVEL_SHIFT > before) {
              let level = before;
              const to = eB >>> LEVEL_SHIFT;
              do {
                level = (level + 1) | 0;
                const face = F[next]!;
                next = (next + 1) | 0;
                if (((T[PASS_B + level]! >>> face) & 1) === 0) {
                  winsA = (winsA + 1) | 0;
                  break fight;
                }
              } while (level < to);
            }
          }
        }
      }
    }
    rounds += round;
    roundsSq += round * round;
    hurtA = (hurtA + wA) | 0;
    hurtB = (hurtB + wB) | 0;
  }
  S[EXCHANGE] = r0;
  S[EXCHANGE + 1] = r1;
  S[EXCHANGE + 2] = r2;
  S[EXCHANGE + 3] = r3;
  S[POOL] = pool;
  S[LEFT] = left;
  S[NEXT_FACE] = next;
  out[OUT_WINS_A]! += winsA;
  out[OUT_WINS_B]! += winsB;
  out[OUT_ROUNDS]! += rounds;
  out[OUT_ROUNDS_SQUARED]! += roundsSq;
  out[OUT_UNITS_A]! += hurtA & CALL_UNITS;
  out[OUT_UNITS_B]! += hurtB & CALL_UNITS;
  out[OUT_CRITICAL_A]! += hurtA >>> CRIT_SHIFT;
  out[OUT_CRITICAL_B]! += hurtB >>> CRIT_SHIFT;
  return duel;
}
