import { EngineError } from "../../../errors.js";
import { levelValue, type ValueKind } from "./values.js";

/**
 * Where a value stands after some Striche (module SteM, RULINGS §1.5): the Schwelle (level)
 * reached, the Striche spent since then, the Striche per point in this band and the number.
 */
export interface StemState {
  readonly kind: ValueKind;
  /** Signed plus count of the Schwelle reached. */
  readonly level: number;
  /** Striche spent since that Schwelle (0 ≤ inBand < 3 × perPoint). */
  readonly inBand: number;
  /** Striche per point in this band = triangles drawn = pluses of the next Schwelle (min 1). */
  readonly perPoint: number;
  /** The (base) value; undefined for Merkmale. */
  readonly value: number | undefined;
  /** Striche still needed for the next point. */
  readonly toNextPoint: number;
}

/** Kinds without minus levels: a Fertigkeit, Beruf or Spezialisierung starts at nothing, not below. */
export const startsAtZero = (kind: ValueKind): boolean =>
  kind === "skill" || kind === "profession" || kind === "specialisation";

/**
 * Striche per point between a Schwelle and the next: as many as the next Schwelle has pluses.
 * Below ± (Eigenschaften, Merkmale) and for the first Schwelle of a new Fertigkeit or Beruf it is 1
 * (RULINGS §1.5: below 12 one per point; a new Fertigkeit takes 3 Striche to +).
 *
 * @example
 * perPoint("attribute", 1); // 2 (from + toward ++)
 * perPoint("skill", 1); // 2 (Fertigkeit base 12 toward 15)
 */
export const perPoint = (kind: ValueKind, level: number): number =>
  Math.max(1, (startsAtZero(kind) ? Math.max(0, level) : level) + 1);

/** The number inside a band: 3 points per band, one per `perPoint` Striche; new values by table. */
function bandValue(kind: ValueKind, level: number, inBand: number, k: number): number | undefined {
  if ((kind === "skill" || kind === "profession") && level <= 0) {
    // "Steigerung im vobsy": a new Fertigkeit reaches 9, 11, 12 with its 1st, 2nd, 3rd Strich,
    // a new Beruf 6, 8, 9 — one Schwelle lower.
    const offset = kind === "skill" ? 0 : -3;
    return [0, 9 + offset, 11 + offset][inBand];
  }
  const start = levelValue(kind, level);
  return start === undefined ? undefined : start + Math.floor(inBand / k);
}

/**
 * Walks a value from its creation level through `striche` Striche.
 *
 * @example
 * stemState("skill", 1, 9).value; // 16 (Kochen, 9th Strich)
 * stemState("attribute", 1, 5); // level 1, inBand 5, perPoint 2, value 17 — "Fitness: +,Δ^ (17)"
 */
export function stemState(kind: ValueKind, startLevel: number, striche: number): StemState {
  if (!Number.isInteger(striche) || striche < 0) {
    throw new EngineError("invalid-striche", `Striche must be a whole number ≥ 0, got ${striche}`, {
      striche: String(striche),
    });
  }
  let level = startsAtZero(kind) ? Math.max(0, startLevel) : startLevel;
  let rest = striche;
  for (;;) {
    const band = 3 * perPoint(kind, level);
    if (rest < band) break;
    rest -= band;
    level += 1;
  }
  const k = perPoint(kind, level);
  return {
    kind,
    level,
    inBand: rest,
    perPoint: k,
    value: bandValue(kind, level, rest, k),
    toNextPoint: k - (rest % k),
  };
}

/**
 * Striche from a creation level up to a later state (level and Striche in its band): the inverse
 * of {@link stemState}. Negative when the state lies below the start.
 *
 * @example
 * stricheBetween("attribute", 1, 2, 3); // 9 — "Fitness: ++,´´´ (19)" from "+"
 */
export function stricheBetween(kind: ValueKind, startLevel: number, level: number, inBand: number): number {
  const from = startsAtZero(kind) ? Math.max(0, startLevel) : startLevel;
  let total = inBand;
  for (let l = from; l < level; l++) total += 3 * perPoint(kind, l);
  for (let l = level; l < from; l++) total -= 3 * perPoint(kind, l);
  return total;
}
