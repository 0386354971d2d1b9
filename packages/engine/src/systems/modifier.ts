/**
 * One named addition to a value, so results can show where every point came from
 * (`{ amount: -6, source: "wounds" }`, `{ amount: 3, source: "mod" }`).
 */
export interface Modifier {
  readonly amount: number;
  readonly source: string;
}

/** Sum of all modifier amounts. */
export const sumModifiers = (modifiers: readonly Modifier[]): number =>
  modifiers.reduce((sum, m) => sum + m.amount, 0);
