import type { FightRules } from "../../combat/fight-rules.js";

/**
 * How Faar fights: Initiativwert = GE + IT, highest first, no dice (faar.txt „Initiative“); a blow
 * rolls the attack value of the weapon's skill against the defender's Verteidigung (L95 ff.).
 */
export const faarFight: FightRules = {
  initiative: "faar-ge-it",
  preferredValues: { melee: { actor: ["Nahkampf"], opponent: ["Verteidigung"] } },
};
