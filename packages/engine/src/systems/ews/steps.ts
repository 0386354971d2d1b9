/**
 * Schwellen of a check margin: one per full 3 points, with the margin's sign (RULINGS §1.1).
 *
 * @example
 * checkSteps(5); // 1
 * checkSteps(-7); // -2
 */
export const checkSteps = (margin: number): number => Math.sign(margin) * Math.floor(Math.abs(margin) / 3);

/** Schwellen of a contest win: floor(diff / 3) for the (non-negative) difference. */
export const contestSteps = (diff: number): number => Math.floor(diff / 3);
