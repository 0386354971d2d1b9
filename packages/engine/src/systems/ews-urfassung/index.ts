import { ewsContestAction } from "../ews/contest.js";
import type { RuleSystem } from "../rule-system.js";
import { urfassungBleedAction } from "./bleeding.js";
import { urfassungCharacters } from "./character.js";
import { urfassungCheckAction } from "./check.js";
import { urfassungConditions } from "./conditions.js";
import { urfassungBandageAction, urfassungHealAction } from "./healing.js";
import { ewsUrfassungInfo } from "./info.js";
import { urfassungMeleeAction } from "./melee.js";
import { urfassungDazeAction, urfassungExhaustionAction, urfassungInjuryAction } from "./rule-checks.js";
import { urfassungDamageAction } from "./weapon-damage.js";

export * from "./bleeding.js";
export * from "./character.js";
export * from "./check.js";
export * from "./condition.js";
export * from "./condition-command.js";
export * from "./condition-due.js";
export * from "./condition-legal.js";
export * from "./condition-modifiers.js";
export * from "./condition-options.js";
export * from "./condition-outcome.js";
export * from "./condition-sheet.js";
export * from "./conditions.js";
export * from "./damage-notation.js";
export * from "./exhaustion.js";
export * from "./healing.js";
export * from "./hit-points.js";
export * from "./manoeuvres.js";
export * from "./melee.js";
export * from "./names.js";
export * from "./point-buy.js";
export * from "./rule-checks.js";
export * from "./tension-w6.js";
export * from "./unarmed.js";
export * from "./weapon-damage.js";
export * from "./wounds.js";

/**
 * The EWS-Urfassung (`ews-urfassung`): the same ±W6 checks (without EWS 2's automatic success
 * by value) and contests as EWS 2 with its own difficulty names, krit "sehr optional" and therefore off by default (RULINGS §2); objective
 * point-buy characters, the Basiskampf with manoeuvres and stances, bleeding, healing and weapon
 * dice, and the condition of a character in play (`urfassungConditions`).
 */
export const ewsUrfassung: RuleSystem<"ews-urfassung"> = {
  ...ewsUrfassungInfo,
  actions: {
    check: urfassungCheckAction,
    contest: ewsContestAction,
    melee: urfassungMeleeAction,
    damage: urfassungDamageAction,
    bleed: urfassungBleedAction,
    bandage: urfassungBandageAction,
    heal: urfassungHealAction,
    exhaustion: urfassungExhaustionAction,
    daze: urfassungDazeAction,
    injury: urfassungInjuryAction,
  },
  characters: urfassungCharacters,
  conditions: urfassungConditions,
};
