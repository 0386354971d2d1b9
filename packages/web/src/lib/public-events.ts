import { publicCombatState, publicFighter, type RollSide, type TableEvent } from "@spieltisch/protocol";

/** A roll's side as the players see it: a secret NPC's keeps only its modifiers and its digest. */
const publicSide = (side: RollSide | undefined): RollSide | undefined =>
  side?.secret === true
    ? { modifiers: side.modifiers, ...(side.digest !== undefined ? { digest: side.digest } : {}) }
    : side;

/**
 * One event as the table stream shows it to players and viewers: a roll's secret NPC side
 * nameless, its booked condition left out; a fight's secret NPCs nameless, in its state and the
 * command's participants. What a viewer's stream holds passes unchanged; the server already did
 * this there, so it matters only where a GM's stream comes in.
 *
 * @example
 * publicEvent(gmRoll).opponent; // { modifiers: [], digest: "…" }
 */
export function publicEvent(e: TableEvent): TableEvent {
  if (e.kind === "roll") {
    const actor = publicSide(e.actor);
    const opponent = publicSide(e.opponent);
    const applied = e.applied?.filter((entry) => entry.secret !== true);
    return {
      ...e,
      ...(actor ? { actor } : {}),
      ...(opponent ? { opponent } : {}),
      ...(applied ? { applied } : {}),
    };
  }
  if (e.kind === "combat") {
    const command =
      "participants" in e.command
        ? { ...e.command, participants: e.command.participants.map(publicFighter) }
        : e.command;
    return { ...e, command, state: publicCombatState(e.state) };
  }
  return e;
}

/**
 * The log as the whole table may see it (a table screen on a TV): no secret event, every other
 * one as players see it ({@link publicEvent}).
 *
 * @example
 * publicEvents(session.events()).some((e) => e.secret); // false
 */
export const publicEvents = (events: readonly TableEvent[]): TableEvent[] =>
  events.filter((e) => e.secret !== true).map(publicEvent);
