/**
 * Faar rounds every division up ("Immer, wenn Werte gerundet werden müssen, wird aufgerundet.
 * Immer."). Integer arithmetic, so thirds stay exact.
 *
 * @example
 * ceilDiv(24, 3); // 8
 * ceilDiv(25, 3); // 9
 */
export function ceilDiv(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError("denominator must be positive");
  return Math.ceil(numerator / denominator);
}
