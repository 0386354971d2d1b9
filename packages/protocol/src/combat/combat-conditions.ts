import { protocolSystemOf } from "../systems/registry.js";
import type { CombatCommand } from "./combat-command.js";
import type { CombatConditionStep } from "./combat-condition-step.js";
import type { CombatState } from "./combat-state.js";

/**
 * What a combat step does to the fighters' conditions, per system (its
 * `ProtocolSystem.fight.conditionSteps`), so the per-round state lives where the rules keep it
 * (the condition) and the fight only says when a round begins: Kampfwürfel's Kampfphase, 3W6 +
 * Stunts' turns. Other systems keep no round state. The caller skips a step the condition refuses
 * (a fighter out of action has no Kampfphase) — the fight goes on either way.
 *
 * @example
 * combatConditionSteps("kampfwuerfel", { command: "next" }, before, after);
 * // [{ characterId: "c1", command: { command: "new-phase" } }, …] when `after` is a new round
 */
export function combatConditionSteps(
  system: string,
  command: CombatCommand,
  before: CombatState,
  after: CombatState,
): CombatConditionStep[] {
  return protocolSystemOf(system)?.fight?.conditionSteps?.(command, before, after) ?? [];
}
