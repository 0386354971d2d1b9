/** Where a character heals (RULINGS §1.6): each sets the base Mindestwurf of the weekly check. */
export type HealingSituation = "hospital" | "rest" | "travel" | "stress" | "nightmare";

/**
 * Base MW by situation: Krankenhaus 6, Ruhe und Pflege 9, Reisen und Abenteuer 12,
 * Stress und Dreck 15, Albtraum aller Ärzte 18.
 */
export const HEALING_BASE_TARGET: Readonly<Record<HealingSituation, number>> = {
  hospital: 6,
  rest: 9,
  travel: 12,
  stress: 15,
  nightmare: 18,
};

/** The MW rises by 3 per wound. */
export const TARGET_PER_WOUND = 3;

/** Missing the MW by more than this adds a wound. */
export const INFLAMMATION_MARGIN = 6;

/** Untreated wounds: −3 per wound on the check. */
export const UNTREATED_MALUS_PER_WOUND = 3;
