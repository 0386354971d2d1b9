/** Ids of the Urfassung's difficulty names (RULINGS §2). */
export type UrfassungTargetNameId =
  | "ridiculous"
  | "routine"
  | "easy"
  | "average"
  | "hard"
  | "very-hard"
  | "extremely-hard"
  | "unimaginable";

const NAMES: readonly (readonly [number, UrfassungTargetNameId])[] = [
  [24, "unimaginable"],
  [21, "extremely-hard"],
  [18, "very-hard"],
  [15, "hard"],
  [12, "average"],
  [9, "easy"],
  [6, "routine"],
  [Number.NEGATIVE_INFINITY, "ridiculous"],
];

/**
 * The Urfassung's name for a difficulty: 3 lächerlich … 24 kaum vorstellbar.
 *
 * @example
 * urfassungTargetName(18); // "very-hard" (sehr schwer)
 */
export function urfassungTargetName(target: number): UrfassungTargetNameId {
  return NAMES.find(([min]) => target >= min)![1];
}
