import type { FightRules } from "../../combat/fight-rules.js";

/**
 * How the Urfassung fights: no initiative rule in the text (the GM sets the order); a blow rolls
 * the skill of the Basiskampf, „Nahkampf“ — a specialisation is a learned manoeuvre (its README),
 * not what every blow rolls with.
 */
export const ewsUrfassungFight: FightRules = {
  initiative: "gm-order",
  valuePrefixes: {
    melee: { actor: /^nahkampf$/i, opponent: /^nahkampf$/i },
    contest: { actor: /^nahkampf$/i, opponent: /^nahkampf$/i },
  },
};
