import type { Rng } from "../../dice/rng.js";
import { Fraction } from "../../odds/fraction.js";

/** What a Meermenschen blade's stability roll did. */
export type SeaBladeOutcome = "intact" | "broken" | "shattered" | "shattered-in-wound";

/** Damage from which a Meermenschen blade must roll for stability ("5 Punkten oder mehr"). */
export const SEA_BLADE_THRESHOLD = 5;

/**
 * The stability table (1W20): 1–10 nothing happens, 11–14 the blade breaks off but stays usable,
 * 15–18 it shatters, 19–20 it shatters and splinters stay in the wound (the weapon bears the
 * Mal des Ozeans).
 *
 * @example
 * seaBladeOutcome(12); // "broken"
 */
export function seaBladeOutcome(face: number): SeaBladeOutcome {
  if (face <= 10) return "intact";
  if (face <= 14) return "broken";
  if (face <= 18) return "shattered";
  return "shattered-in-wound";
}

/** The exact probabilities of the four outcomes. */
export const SEA_BLADE_ODDS: Readonly<Record<SeaBladeOutcome, Fraction>> = {
  intact: Fraction.of(10, 20),
  broken: Fraction.of(4, 20),
  shattered: Fraction.of(4, 20),
  "shattered-in-wound": Fraction.of(2, 20),
};

/** A stability roll; `secret` marks it for the GM only (the text's "geheim" option). */
export interface SeaBladeRoll {
  readonly face: number;
  readonly outcome: SeaBladeOutcome;
  readonly secret: boolean;
}

/** Rolls the stability of a Meermenschen blade. */
export function rollSeaBlade(rng: Rng, secret = false): SeaBladeRoll {
  const face = rng.die(20);
  return { face, outcome: seaBladeOutcome(face), secret };
}
