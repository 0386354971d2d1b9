import type { Dist } from "../../odds/distribution.js";
import { hasModule, type TableSettings } from "../table-settings.js";
import { type KritChain, PM_W6, PM_W6_KRIT, PM_W6_KRIT_OUTCOMES, PM_W6_KRIT_TOTAL } from "./pm-w6.js";

/** One class of ±W6 outcome: what it adds, how a krit chain ended, and its weight out of `total`. */
export interface BonusClass {
  readonly bonus: number;
  readonly chain: KritChain;
  readonly weight: number;
}

const PLAIN_CLASSES: readonly BonusClass[] = PM_W6.entries().map((e) => ({
  bonus: e.value,
  chain: "none",
  weight: e.weight,
}));

/**
 * The ±W6 outcome classes of one roll under the table's rules: 6 classes out of 6 plain, 10 out of
 * 216 with krit (the contest reading: repeated sixes/fives add their value again).
 */
export function bonusClasses(table: TableSettings): { classes: readonly BonusClass[]; total: number } {
  return hasModule(table, "krit")
    ? { classes: PM_W6_KRIT_OUTCOMES, total: PM_W6_KRIT_TOTAL }
    : { classes: PLAIN_CLASSES, total: 6 };
}

/** The ±W6 bonus as a distribution under the table's rules. */
export const bonusDist = (table: TableSettings): Dist => (hasModule(table, "krit") ? PM_W6_KRIT : PM_W6);

const PLAIN_DIFF = PM_W6.sub(PM_W6);
const KRIT_DIFF = PM_W6_KRIT.sub(PM_W6_KRIT);

/**
 * Distribution of one side's bonus minus the other's (both roll once): the shape every melee
 * exchange and every Ein-Wurf confrontation shares, computed once per table kind.
 */
export const bonusDifference = (table: TableSettings): Dist =>
  hasModule(table, "krit") ? KRIT_DIFF : PLAIN_DIFF;

/** A difference distribution as flat arrays, for hot loops. */
export interface FlatDifference {
  readonly values: Int32Array;
  readonly weights: Int32Array;
  readonly total: number;
}

const flatten = (d: Dist): FlatDifference => {
  const e = d.entries();
  return {
    values: Int32Array.from(e.map((x) => x.value)),
    weights: Int32Array.from(e.map((x) => x.weight)),
    total: d.total,
  };
};
const PLAIN_FLAT = flatten(PLAIN_DIFF);
const KRIT_FLAT = flatten(KRIT_DIFF);

/** {@link bonusDifference} as precomputed flat arrays. */
export const flatBonusDifference = (table: TableSettings): FlatDifference =>
  hasModule(table, "krit") ? KRIT_FLAT : PLAIN_FLAT;

/** Whether a krit chain decides a check regardless of the MW (`undefined`: the MW decides). */
export function forcedOutcome(chain: KritChain): boolean | undefined {
  switch (chain) {
    case "automatic-success":
    case "critical-success":
      return true;
    case "automatic-failure":
    case "critical-fumble":
      return false;
    case "none":
      return undefined;
  }
}
