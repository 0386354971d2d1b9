import type { Modifier } from "../modifier.js";

/** What a character rolls on when it lacks the fitting skill (RULINGS §1.1). */
export type FallbackKind = "related-skill" | "attribute";

/** Malus of each fall-back: a related skill −3, an Eigenschaft −9. */
export const FALLBACK_MALUS: Readonly<Record<FallbackKind, number>> = {
  "related-skill": -3,
  attribute: -9,
};

/**
 * The modifier for rolling on a related skill or an Eigenschaft instead of the missing skill.
 * The caller (player or GM) chooses which; the engine only knows the malus.
 *
 * @example
 * fallbackModifier("attribute"); // { amount: -9, source: "fallback-attribute" }
 */
export function fallbackModifier(kind: FallbackKind): Modifier {
  return { amount: FALLBACK_MALUS[kind], source: `fallback-${kind}` };
}
