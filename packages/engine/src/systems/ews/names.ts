/**
 * Ids of the named value levels (RULINGS §1.1). Labels ("erfahren", "experienced") live in the
 * message catalogue; the engine only decides which name a number has.
 */
export type ValueNameId = "poor" | "weak" | "average" | "experienced" | "outstanding" | "legendary";

/** Ids of the named Mindestwürfe of EWS 2 (6 and 21/24 borrowed from the Urfassung). */
export type TargetNameId =
  | "routine"
  | "easy"
  | "demanding"
  | "hard"
  | "tricky"
  | "extremely-hard"
  | "unimaginable";

const VALUE_NAMES: readonly (readonly [number, ValueNameId])[] = [
  [19, "legendary"],
  [18, "outstanding"],
  [15, "experienced"],
  [12, "average"],
  [9, "weak"],
  [Number.NEGATIVE_INFINITY, "poor"],
];

/**
 * The name a value or result carries: the highest named level it reaches (13 is still
 * "durchschnittlich", 18 "überragend", anything above 18 "legendär", 6 and below "armselig").
 *
 * @example
 * valueName(15); // "experienced"
 */
export function valueName(value: number): ValueNameId {
  return VALUE_NAMES.find(([min]) => value >= min)![1];
}

const TARGET_NAMES: readonly (readonly [number, TargetNameId])[] = [
  [24, "unimaginable"],
  [21, "extremely-hard"],
  [18, "tricky"],
  [15, "hard"],
  [12, "demanding"],
  [9, "easy"],
  [Number.NEGATIVE_INFINITY, "routine"],
];

/**
 * The name of a Mindestwurf: the highest named MW it reaches.
 *
 * @example
 * targetName(12); // "demanding" (fordernd)
 */
export function targetName(target: number): TargetNameId {
  return TARGET_NAMES.find(([min]) => target >= min)![1];
}
