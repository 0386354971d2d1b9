import { EngineError } from "../../../errors.js";

/** How many Striche a campaign hands out (RULINGS §1.5, "Striche pro Abend"). */
export interface StrichePlan {
  /** (target Δ − start Δ) × 3: one Δ is one triangle of three Striche. */
  readonly total: number;
  /** total / evenings, unrounded (the text rounds by feel: "about 2, on fine evenings 3"). */
  readonly perEvening: number;
}

/**
 * Striche per evening for a campaign that takes characters from one Machtstufe to another.
 *
 * @example
 * planStriche(7, 16, 12); // { total: 27, perEvening: 2.25 }
 */
export function planStriche(startDelta: number, targetDelta: number, evenings: number): StrichePlan {
  if (!Number.isInteger(evenings) || evenings < 1) {
    throw new EngineError("invalid-argument", `evenings must be a whole number ≥ 1, got ${evenings}`, {
      name: "evenings",
      value: String(evenings),
      min: 1,
      max: 1_000_000,
    });
  }
  const total = (targetDelta - startDelta) * 3;
  return { total, perEvening: total / evenings };
}
