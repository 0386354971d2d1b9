import type { Rng } from "../../dice/rng.js";
import { Dist } from "../../odds/distribution.js";

/** ±W6: the value a d6 face adds — even faces are added, odd faces subtracted. Index = face. */
const FACE_VALUE = [0, -1, 2, -3, 4, -5, 6] as const;

/**
 * The signed value of a ±W6 face.
 *
 * @example
 * pmW6Value(1); // -1 (Grok's roll in the Gekrakel example: 12 - 1 = 11)
 * pmW6Value(4); // +4
 */
export function pmW6Value(face: number): number {
  const value = FACE_VALUE[face];
  if (value === undefined || face < 1) throw new RangeError(`A d6 cannot show ${face}`);
  return value;
}

/** The ±W6 without krit: −5, −3, −1, +2, +4, +6, each 1/6. */
export const PM_W6: Dist = Dist.of([1, 2, 3, 4, 5, 6].map((f) => [pmW6Value(f), 1] as const));

/**
 * How a krit chain ended. `none` also covers a 6 or 5 whose re-roll did not repeat it.
 * Module krit (RULINGS §1.3): 6,6 automatic success, 6,6,6 critical success; 5 likewise downwards.
 */
export type KritChain =
  | "none"
  | "automatic-success"
  | "critical-success"
  | "automatic-failure"
  | "critical-fumble";

/** One ±W6 roll, with the krit re-rolls if the module is on. */
export interface PmW6Roll {
  /** Every face rolled, in order (1 face, or up to 3 with krit). */
  readonly dice: readonly number[];
  /** What the roll adds to the value: ±1..6, or ±10/12, ±15/18 at the end of a krit chain. */
  readonly bonus: number;
  readonly chain: KritChain;
}

/**
 * Rolls the ±W6. With krit, a 6 (or 5) is re-rolled up to twice; every repeat adds the face's
 * value again (+12, +18 / −10, −15), which is what a contest uses, and marks the chain.
 */
export function rollPmW6(rng: Rng, krit: boolean): PmW6Roll {
  const first = rng.die(6);
  const value = pmW6Value(first);
  if (!krit || (first !== 6 && first !== 5)) return { dice: [first], bonus: value, chain: "none" };
  const second = rng.die(6);
  if (second !== first) return { dice: [first, second], bonus: value, chain: "none" };
  const third = rng.die(6);
  const success = first === 6;
  if (third !== first) {
    return {
      dice: [first, second, third],
      bonus: 2 * value,
      chain: success ? "automatic-success" : "automatic-failure",
    };
  }
  return {
    dice: [first, second, third],
    bonus: 3 * value,
    chain: success ? "critical-success" : "critical-fumble",
  };
}

/** One class of ±W6 outcome with its weight out of {@link PM_W6_KRIT_TOTAL}. */
export interface PmW6Outcome {
  readonly bonus: number;
  readonly chain: KritChain;
  readonly weight: number;
}

/** Weights of the krit ±W6 are out of 6³ = 216. */
export const PM_W6_KRIT_TOTAL = 216;

/**
 * The exact krit ±W6 in closed form: −1, +2, −3, +4 each 36/216; +6 and −5 each 30/216
 * (first face, re-roll differs); ±12/−10 each 5/216; +18/−15 each 1/216.
 */
export const PM_W6_KRIT_OUTCOMES: readonly PmW6Outcome[] = [
  { bonus: -15, chain: "critical-fumble", weight: 1 },
  { bonus: -10, chain: "automatic-failure", weight: 5 },
  { bonus: -5, chain: "none", weight: 30 },
  { bonus: -3, chain: "none", weight: 36 },
  { bonus: -1, chain: "none", weight: 36 },
  { bonus: 2, chain: "none", weight: 36 },
  { bonus: 4, chain: "none", weight: 36 },
  { bonus: 6, chain: "none", weight: 30 },
  { bonus: 12, chain: "automatic-success", weight: 5 },
  { bonus: 18, chain: "critical-success", weight: 1 },
];

/** The krit ±W6 bonus as a distribution (what a contest adds). */
export const PM_W6_KRIT: Dist = Dist.of(PM_W6_KRIT_OUTCOMES.map((o) => [o.bonus, o.weight] as const));
