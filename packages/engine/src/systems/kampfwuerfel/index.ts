import type { RuleSystem } from "../rule-system.js";
import { kampfwuerfelCharacterRules } from "./characters.js";
import { kampfwuerfelCheckAction } from "./check.js";
import { kampfwuerfelInfo } from "./info.js";
import { kampfwuerfelMeleeAction } from "./melee.js";
import { kampfwuerfelPhaseAction } from "./phase-action.js";
import { kampfwuerfelConditions } from "./play-rules.js";
import { kampfwuerfelReflexAction } from "./reflex.js";

export * from "./characters.js";
export * from "./check.js";
export * from "./condition.js";
export * from "./damage.js";
export * from "./hindrance.js";
export * from "./melee.js";
export * from "./phase.js";
export * from "./phase-action.js";
export * from "./play-condition.js";
export * from "./play-events.js";
export * from "./play-options.js";
export * from "./play-rules.js";
export * from "./pool-counts.js";
export * from "./reflex.js";
export * from "./sheet.js";
export * from "./sheet-burden.js";
export * from "./sheet-derived.js";

/**
 * Kampfwürfel (`kampfwuerfel`, "W6Regeln"): a d6 success pool — 5 and 6 succeed, actions and
 * reactions need two successes (RULINGS §3).
 */
export const kampfwuerfel: RuleSystem<"kampfwuerfel"> = {
  ...kampfwuerfelInfo,
  actions: {
    check: kampfwuerfelCheckAction,
    melee: kampfwuerfelMeleeAction,
    reflex: kampfwuerfelReflexAction,
    phase: kampfwuerfelPhaseAction,
  },
  characters: kampfwuerfelCharacterRules,
  conditions: kampfwuerfelConditions,
};
