import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { type BenchCase, medianMicros } from "./harness.js";

/**
 * The straightforward exact method: build the attack's (fives, sixes) counts and the defence's
 * success counts die by die with bigint, then sum the hits — what one writes without the closed
 * form. Returns the same P(hit) numerator.
 */
function dieByDieHitWeight(attackDice: number, defenseDice: number): bigint {
  let attack: bigint[][] = [[1n]];
  for (let i = 0; i < attackDice; i++) {
    const next: bigint[][] = Array.from({ length: i + 2 }, () => new Array<bigint>(i + 2).fill(0n));
    attack.forEach((row, f) => {
      row.forEach((w, s) => {
        next[f]![s]! += 4n * w;
        next[f + 1]![s]! += w;
        next[f]![s + 1]! += w;
      });
    });
    attack = next;
  }
  let defense: bigint[] = [1n];
  for (let i = 0; i < defenseDice; i++) {
    const next = new Array<bigint>(defense.length + 1).fill(0n);
    defense.forEach((w, k) => {
      next[k]! += 4n * w;
      next[k + 1]! += 2n * w;
    });
    defense = next;
  }
  let hit = 0n;
  attack.forEach((row, f) => {
    row.forEach((w, s) => {
      const k = f + s;
      if (k < 2 || w === 0n) return;
      defense.forEach((dw, j) => {
        if (j < k) hit += w * dw;
      });
    });
  });
  return hit;
}

/** Kampfwürfel exact odds for 40 against 40 dice (issue 6: "in microseconds", exact beyond 2^53). */
export function cases(): BenchCase[] {
  const params = { attackDice: 40, defenseDice: 40, damage: { five: 2, six: 3 }, armor: 5, bonus: 4 };
  let sink = 0n;
  const ours = () => {
    sink += kampfwuerfelRules.kwMeleeOdds(params).hitWeight;
  };
  return [
    {
      name: "Kampfwürfel melee odds 40 vs 40 dice (P(hit) + damage) vs die-by-die bigint DP",
      unit: "odds/s",
      ours: () => {
        for (let i = 0; i < 10; i++) ours();
        return 10;
      },
      peer: () => {
        sink += dieByDieHitWeight(40, 40);
        return 1;
      },
      // Same numerator both ways (and the accumulated sink is read, so no call is dead code).
      extra: () => ({
        medianMicros: medianMicros(ours, 201, 5),
        agrees: String(
          sink > 0n && kampfwuerfelRules.kwMeleeOdds(params).hitWeight === dieByDieHitWeight(40, 40),
        ),
      }),
    },
  ];
}
