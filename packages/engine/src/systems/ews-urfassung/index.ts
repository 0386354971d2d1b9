import { ewsCheckAction } from "../ews/check.js";
import { ewsContestAction } from "../ews/contest.js";
import type { RuleSystem } from "../rule-system.js";

export * from "./names.js";

/**
 * The EWS-Urfassung (`ews-urfassung`): the same ±W6 checks and contests as EWS 2, its own
 * difficulty names, krit "sehr optional" and therefore off by default (RULINGS §2).
 */
export const ewsUrfassung: RuleSystem = {
  id: "ews-urfassung",
  name: "EWS-Urfassung",
  modules: [{ id: "krit", defaultOn: false }],
  actions: {
    check: ewsCheckAction,
    contest: ewsContestAction,
  },
};
