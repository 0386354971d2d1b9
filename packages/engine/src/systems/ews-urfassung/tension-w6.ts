import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Dist } from "../../odds/distribution.js";
import type { KritChain } from "../ews/pm-w6.js";

/**
 * The ±W6 with a Spannungswert (tension) added to the face before the even/odd test: an
 * unbalanced weapon's value plus any Spannungspunkte spent on a risky action. Face 5 with
 * tension 1 becomes 6 (+6); face 6 becomes 7 (−7). Tension 0 is the plain ±W6.
 *
 * @example
 * tensionValue(5, 1); // 6
 * tensionValue(6, 2); // 8
 */
export function tensionValue(face: number, tension: number): number {
  const raised = face + tension;
  return raised % 2 === 0 ? raised : -raised;
}

/** One ±W6 roll with tension, and the krit chain when the module is on. */
export interface TensionRoll {
  readonly dice: readonly number[];
  readonly bonus: number;
  readonly chain: KritChain;
}

/**
 * Rolls the ±W6 with tension. With krit, the chain follows the raw face (a 6 or a 5 re-rolls, as
 * in RULINGS §1.3) and every repeat adds the first face's value again — the contest form, because
 * melee is a contest.
 */
export function rollTensionW6(rng: Rng, tension: number, krit: boolean): TensionRoll {
  const first = rng.die(6);
  const value = tensionValue(first, tension);
  if (!krit || (first !== 6 && first !== 5)) return { dice: [first], bonus: value, chain: "none" };
  const second = rng.die(6);
  if (second !== first) return { dice: [first, second], bonus: value, chain: "none" };
  const third = rng.die(6);
  const up = first === 6;
  if (third !== first) {
    return {
      dice: [first, second, third],
      bonus: 2 * value,
      chain: up ? "automatic-success" : "automatic-failure",
    };
  }
  return {
    dice: [first, second, third],
    bonus: 3 * value,
    chain: up ? "critical-success" : "critical-fumble",
  };
}

const CACHE = new Map<string, Dist>();

/**
 * The exact bonus distribution of {@link rollTensionW6}: out of 6 plain, out of 216 with krit
 * (faces 1–4: 36 each; 5 and 6: 30 + 5 doubled + 1 tripled).
 */
export function tensionW6Dist(tension: number, krit: boolean): Dist {
  requireInt("tension", tension, 0, 30);
  const key = `${tension}|${krit}`;
  let dist = CACHE.get(key);
  if (!dist) {
    const pairs: [number, number][] = [];
    for (let face = 1; face <= 6; face++) {
      const v = tensionValue(face, tension);
      if (!krit) pairs.push([v, 1]);
      else if (face < 5) pairs.push([v, 36]);
      else pairs.push([v, 30], [2 * v, 5], [3 * v, 1]);
    }
    dist = Dist.of(pairs);
    CACHE.set(key, dist);
  }
  return dist;
}
