import type { CombatCommand } from "./combat-command.js";
import type { CombatState } from "./combat-state.js";

/** A condition command a combat step gives a character (logged as its own `condition` event). */
export interface CombatConditionStep {
  readonly characterId: string;
  readonly command: { readonly command: string };
}

const holder = (state: CombatState): string | undefined =>
  state.active ? state.order[state.turn]?.characterId : undefined;

/**
 * What a combat step does to the fighters' conditions, per system, so the per-round state lives
 * where the rules keep it (the condition) and the fight only says when a round begins:
 * - Kampfwürfel: `start` is a new fight for everyone (the heavy-hit threshold starts afresh,
 *   "bei jedem Kampf neu"), `join` for the newcomers; each new round is a new Kampfphase — the KW
 *   budget and the reflex roll are there again (kampfwuerfel.txt: the KW are allotted "für
 *   jeweils eine Kampfphase");
 * - 3W6 + Stunts: the one whose turn ends gets `end-turn`, the one whose turn begins `start-turn`
 *   (action and bonus action fresh, RULINGS §6).
 * Other systems keep no round state. The caller skips a step the condition refuses (a fighter
 * out of action has no Kampfphase) — the fight goes on either way.
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
  const everyone = (name: string): CombatConditionStep[] =>
    after.order.flatMap((f) =>
      f.characterId ? [{ characterId: f.characterId, command: { command: name } }] : [],
    );
  if (system === "kampfwuerfel") {
    if (command.command === "start") return everyone("new-fight");
    if (command.command === "join") {
      return command.participants.flatMap((p) =>
        p.characterId ? [{ characterId: p.characterId, command: { command: "new-fight" } }] : [],
      );
    }
    if (after.active && after.round > before.round) return everyone("new-phase");
    return [];
  }
  if (system === "3w6-stunts") {
    const turnMoved =
      command.command === "start" ||
      command.command === "end" ||
      before.round !== after.round ||
      holder(before) !== holder(after);
    if (!turnMoved) return [];
    const ending = holder(before);
    const beginning = holder(after);
    return [
      ...(ending ? [{ characterId: ending, command: { command: "end-turn" } }] : []),
      ...(beginning ? [{ characterId: beginning, command: { command: "start-turn" } }] : []),
    ];
  }
  return [];
}
