import type { FightRules } from "../../combat/fight-rules.js";

/**
 * How EWS 2 fights: the text prints no initiative rule (the Init module is not in it), so the GM
 * sets the order, optionally from a Geschicklichkeit-Probe each; a blow rolls the best
 * „Nahkampf …“ value, a shot „Fernkampf …“ against an evasion („Ausweichen“, „Akrobatik“,
 * „Gewandt“).
 */
export const ewsFight: FightRules = {
  initiative: "gm-order",
  valuePrefixes: {
    melee: { actor: /^nahkampf/i, opponent: /^nahkampf/i },
    confront: { actor: /^nahkampf/i, opponent: /^nahkampf/i },
    contest: { actor: /^nahkampf/i, opponent: /^nahkampf/i },
    shoot: { actor: /^fernkampf/i, opponent: /^(ausweichen|akrobatik|gewandt)/i },
  },
};
