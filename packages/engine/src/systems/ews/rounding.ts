/**
 * EWS rounding ("goldene Rundungsregel", RULINGS §1.1): to the nearest integer, halves up.
 * Takes numerator and denominator so thirds stay exact.
 *
 * @example
 * roundEws(9, 2); // 5
 * roundEws(13, 3); // 4
 * roundEws(11, 3); // 4
 */
export function roundEws(numerator: number, denominator = 1): number {
  if (denominator <= 0) throw new RangeError("denominator must be positive");
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Wundschwelle: a third of the chosen Eigenschaft, EWS-rounded; 4 without one (RULINGS §1.4). */
export const woundThreshold = (attribute = 12): number => roundEws(attribute, 3);
