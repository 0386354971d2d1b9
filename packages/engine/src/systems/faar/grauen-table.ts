/** Grauen points from which every new point sends the character to the consequence table. */
export const GRAUEN_LIMIT = 5;

/** The "Folgen des Grauens" (1W20), in table order. */
export type GrauenConsequence =
  | "paranoia"
  | "phantoms"
  | "compulsive-talking"
  | "gloom"
  | "greed"
  | "restlessness"
  | "addiction"
  | "fear-of-darkness"
  | "the-shakes"
  | "no-effect";

/** Table order: faces 1–2 → [0], 3–4 → [1], …, 19–20 → [9]. */
export const GRAUEN_CONSEQUENCES: readonly GrauenConsequence[] = [
  "paranoia",
  "phantoms",
  "compulsive-talking",
  "gloom",
  "greed",
  "restlessness",
  "addiction",
  "fear-of-darkness",
  "the-shakes",
  "no-effect",
];

/** The consequence of a table face. @example grauenConsequence(20); // "no-effect" */
export const grauenConsequence = (face: number): GrauenConsequence =>
  GRAUEN_CONSEQUENCES[Math.ceil(face / 2) - 1]!;

/**
 * Whether a failed check at `points` Grauen points sends the character to the consequence table:
 * the new point makes five or more ("Sind bereits fünf Punkte vorhanden, wird bei jedem weiteren
 * erworbenen Grauen-Punkt eine Probe fällig").
 *
 * @example
 * grauenTableDue(4); // true
 */
export const grauenTableDue = (points: number): boolean => points + 1 >= GRAUEN_LIMIT;

/**
 * The Grauen points after a check: a pass keeps them, a failure adds one, and the consequence
 * table (when it was rolled) clears them, except on 19–20 ("aber das Grauen bleibt").
 *
 * @example
 * grauenPointsAfter(4, false, "gloom"); // 0
 * grauenPointsAfter(4, false, "no-effect"); // 5
 */
export function grauenPointsAfter(
  points: number,
  passed: boolean,
  consequence: GrauenConsequence | null,
): number {
  if (passed) return points;
  return consequence === null || consequence === "no-effect" ? points + 1 : 0;
}
