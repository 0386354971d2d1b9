import type { TableSettings } from "@spieltisch/engine";
import { initiativeRuleOf, stuntsInitiativeEntry } from "@spieltisch/protocol";
import type { PlayCharacterView } from "../session/types.js";
import { sheetValuesOf } from "./play-state.js";

/** One person an initiative roll may take: a name and the two numbers the roll reads. */
export interface RosterEntry {
  readonly name: string;
  readonly speed: number;
  readonly dexterity: number;
}

/**
 * The table's characters as an initiative roll takes them (3W6: Geschwindigkeit and
 * Geschicklichkeit from each sheet), for the list the roll's form offers; empty for a system
 * whose initiative is no roll of named people. A secret NPC is left out: its name would stand in
 * an open roll of the log (the fight's own start rolls for it in secret).
 *
 * @example
 * initiativeRoster("3w6-stunts", characters, table); // [{ name: "Linda", speed: 3, dexterity: 2 }]
 */
export function initiativeRoster(
  system: string,
  characters: readonly PlayCharacterView[],
  table: TableSettings,
): RosterEntry[] {
  if (initiativeRuleOf(system) !== "3w6-roll") return [];
  return characters
    .filter((c) => !(c.character.npc === true && c.character.secret === true))
    .map((c) =>
      stuntsInitiativeEntry(String(c.character.name ?? c.id), sheetValuesOf(system, c.character, table)),
    );
}
