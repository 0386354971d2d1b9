import type { Rng } from "../dice/rng.js";
import { EngineError } from "../errors.js";
import { Fraction } from "./fraction.js";

/** One distinct outcome of an enumerated dice program with its exact probability. */
export interface EnumeratedOutcome<T> {
  readonly key: string;
  readonly value: T;
  readonly probability: Fraction;
}

/** A replaying die source that explores one path of the dice tree per run. */
class PathRng implements Rng {
  readonly faces: number[] = [];
  readonly sides: number[] = [];
  constructor(private readonly prefix: readonly number[]) {}

  die(sides: number): number {
    const i = this.faces.length;
    const face = i < this.prefix.length ? this.prefix[i]! : 1;
    this.faces.push(face);
    this.sides.push(sides);
    return face;
  }
}

/**
 * Brute force: runs `program` once for every possible sequence of die faces it can ask for and
 * adds up the exact probability of each distinct outcome (grouped by `key`). This is the oracle
 * every fast odds routine is tested against, and a generic exact evaluator for small actions.
 * Programs must be deterministic given their dice and ask for finitely many.
 *
 * @example
 * const outcomes = enumerateOutcomes((rng) => rng.die(6) + rng.die(6), String);
 */
export function enumerateOutcomes<T>(
  program: (rng: Rng) => T,
  key: (value: T) => string = (value) => JSON.stringify(value),
  maxPaths = 2_000_000,
): EnumeratedOutcome<T>[] {
  const sums = new Map<string, { value: T; probability: Fraction }>();
  const stack: number[][] = [[]];
  let paths = 0;
  while (stack.length > 0) {
    const prefix = stack.pop()!;
    const rng = new PathRng(prefix);
    const value = program(rng);
    if (++paths > maxPaths) {
      throw new EngineError("too-many-outcomes", `More than ${maxPaths} dice paths to enumerate`, {
        maxPaths,
      });
    }
    // Branch on every die this run rolled beyond the given prefix (it rolled a 1 there).
    for (let i = prefix.length; i < rng.faces.length; i++) {
      for (let face = 2; face <= rng.sides[i]!; face++) stack.push([...rng.faces.slice(0, i), face]);
    }
    const denominator = rng.sides.reduce((acc, s) => acc * BigInt(s), 1n);
    const k = key(value);
    const p = Fraction.of(1n, denominator);
    const prev = sums.get(k);
    sums.set(k, { value: prev?.value ?? value, probability: prev ? prev.probability.add(p) : p });
  }
  return [...sums.entries()]
    .map(([k, { value, probability }]) => ({ key: k, value, probability }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
