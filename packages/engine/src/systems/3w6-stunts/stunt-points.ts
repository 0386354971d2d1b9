/**
 * Stunt points of three dice (RULINGS §5): two equal dice → the face of the third; three equal →
 * that face; no pair → 0.
 *
 * @example
 * stuntPoints([4, 4, 5]); // 5
 * stuntPoints([3, 3, 3]); // 3
 * stuntPoints([1, 2, 6]); // 0
 */
export function stuntPoints(dice: readonly [number, number, number]): number {
  const [a, b, c] = dice;
  if (a === b) return c;
  if (a === c) return b;
  if (b === c) return a;
  return 0;
}

/** Weight (of 216) of every (sum, stunt points) pair of 3W6, computed once from all 216 rolls. */
export interface ThreeD6Class {
  readonly sum: number;
  readonly stuntPoints: number;
  readonly weight: number;
}

function buildClasses(): ThreeD6Class[] {
  const weights = new Map<string, ThreeD6Class>();
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      for (let c = 1; c <= 6; c++) {
        const sum = a + b + c;
        const sp = stuntPoints([a, b, c]);
        const key = `${sum}|${sp}`;
        const prev = weights.get(key);
        weights.set(key, { sum, stuntPoints: sp, weight: (prev?.weight ?? 0) + 1 });
      }
    }
  }
  return [...weights.values()].sort((x, y) => x.sum - y.sum || x.stuntPoints - y.stuntPoints);
}

let classes: readonly ThreeD6Class[] | null = null;

/**
 * The joint distribution of 3W6 sum and stunt points (weights out of 216), built on first use
 * (not when the module loads: the web app loads the engine with a table, whatever its system).
 */
export const threeD6Classes = (): readonly ThreeD6Class[] => {
  classes ??= buildClasses();
  return classes;
};

/** Number of equally likely rolls of 3W6. */
export const THREE_D6_TOTAL = 216;
