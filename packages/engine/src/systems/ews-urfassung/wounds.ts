/** A wound (−3) or a schwere Wunde (−6). */
export type WoundKind = "wound" | "severe";

/** Both wound kinds, for schemas and loops (the severe ones first: they bleed every 10 s). */
export const WOUND_KINDS: readonly WoundKind[] = ["severe", "wound"];

/**
 * Which wound a hit causes: more than a third of SR → a wound; at least SR → a severe wound.
 *
 * @example
 * woundFromHit(6, 15); // "wound" (6 > 5)
 * woundFromHit(15, 15); // "severe"
 */
export function woundFromHit(damage: number, resistance: number): WoundKind | null {
  if (damage >= resistance) return "severe";
  return 3 * damage > resistance ? "wound" : null;
}

/** The malus a wound puts on every action until it is treated. */
export const woundMalus = (kind: WoundKind): number => (kind === "severe" ? -6 : -3);
