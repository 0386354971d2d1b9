import { Fraction } from "../../odds/fraction.js";
import type { ActionDef } from "../rule-system.js";
import { effectiveDice, type HindranceInput } from "./hindrance.js";

/** The Kampf- and Reflexwürfel a fighter has in each Kampfphase, after Behinderung. */
export interface PhaseDice {
  readonly combatDice: number;
  readonly reflexDice: number;
}

/**
 * KW per Kampfphase as a registry action: the sheet's dice less BE (`effectiveDice`). No die is
 * rolled: the roll and the odds are the same certain numbers, so the outside reaches the rule the
 * way it reaches every other (CLI, API, web).
 *
 * @example
 * kampfwuerfelPhaseAction.odds({ combatDice: 10, reflexDice: 4, armorBE: 2, shieldBE: 2, shieldSkill: 1 }, PLAIN_TABLE);
 * // { combatDice: 7, reflexDice: 0 }
 */
export const kampfwuerfelPhaseAction: ActionDef<HindranceInput, PhaseDice, PhaseDice> = {
  id: "phase",
  roll: (params) => effectiveDice(params),
  odds: (params) => effectiveDice(params),
  outcomes: (params) => {
    const d = effectiveDice(params);
    return [{ key: `${d.combatDice}|${d.reflexDice}`, probability: Fraction.ONE }];
  },
  outcomeKey: (r) => `${r.combatDice}|${r.reflexDice}`,
  examples: [
    { combatDice: 10, reflexDice: 4, armorBE: 2, shieldBE: 2, shieldSkill: 1 },
    { combatDice: 8, reflexDice: 3, armorBE: 3, toughness: 1, extraBE: 1 },
  ],
};
