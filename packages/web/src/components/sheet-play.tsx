import { isSystemId } from "@spieltisch/engine";
import { conditionSchemas, normaliseTableOptions } from "@spieltisch/protocol";
import { settingsOf } from "../session/local-session.js";
import type { TableSession } from "../session/types.js";
import { ConditionPanel } from "./condition-panel.js";

/**
 * The play part of the Charakterheft for one character: its condition panel with the due checks
 * (rolled with `dueCheck` and `apply`) and, for the GM (or the owner where the table option
 * `playersEditOwnCondition` allows it), the condition commands.
 */
export function SheetPlay({ session, characterId }: { session: TableSession; characterId: string }) {
  const { config } = session;
  const character = session.playCharacters().find((c) => c.id === characterId);
  if (!character) return null;
  const isGm = config.role === "gm";
  const ownerMayEdit = normaliseTableOptions(config.houseRules).options.playersEditOwnCondition === true;
  return (
    <ConditionPanel
      system={config.system}
      table={settingsOf(config)}
      character={character}
      canRoll={character.mine && config.role !== "viewer"}
      canCommand={isGm || (character.mine && ownerMayEdit)}
      isGm={isGm}
      commandSchema={isSystemId(config.system) ? conditionSchemas[config.system].command : undefined}
      onDueRoll={async (check) => {
        await session.roll(check.action, {}, { actor: character.id, dueCheck: check.id, apply: true });
      }}
      onCommand={(command, secret) => session.conditionCommand(character.id, command, secret)}
    />
  );
}
