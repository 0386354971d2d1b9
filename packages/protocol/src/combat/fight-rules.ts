import type { SideRole } from "../actions/adapter-sides.js";
import type { CombatConditionSteps } from "./combat-condition-step.js";
import type { InitiativeRule } from "./initiative-rule.js";

/** Per action and side: something a fighter's side of that action prefers. */
export type PerActionSide<T> = Readonly<Record<string, Partial<Record<SideRole, T>>>>;

/**
 * How a system's fights run (`ProtocolSystem.fight`), for a system with fights: the combat
 * tracker, the table option `combatAutoAdvance` and the web app's „Kampf“ tab go with it.
 */
export interface FightRules {
  /** How the fight finds its order. */
  readonly initiative: InitiativeRule;
  /** What a combat step does to the fighters' conditions, where the system keeps round state there. */
  readonly conditionSteps?: CombatConditionSteps;
  /**
   * The sheet values a side prefers, per action: exact names, the first the sheet has wins; an
   * empty list: the side's value is the condition's to give, not the sheet's.
   */
  readonly preferredValues?: PerActionSide<readonly string[]>;
  /** Names a side's value starts with, per action (the highest such value wins). */
  readonly valuePrefixes?: PerActionSide<RegExp>;
}
