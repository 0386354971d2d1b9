import { getSystem } from "@spieltisch/engine";
import { combatOfLog, type MemberEvent, type TableEvent } from "@spieltisch/protocol";
import { useI18n } from "../../lib/i18n.js";
import { publicEvents } from "../../lib/public-events.js";
import { settingsOf } from "../../session/local-session.js";
import { openRequests } from "../../session/open-requests.js";
import type { TableSession } from "../../session/types.js";
import { useSessionVersion } from "../../session/use-session.js";
import { ScreenFight } from "./screen-fight.js";
import { ScreenLastRoll } from "./screen-last-roll.js";
import { ScreenLog } from "./screen-log.js";
import { ScreenRequests } from "./screen-requests.js";

/** What the table screen reads of a table: its config, log, characters in play and connection. */
export type ScreenSource = Pick<
  TableSession,
  "config" | "events" | "playCharacters" | "subscribe" | "liveState"
>;

/** The log lines the screen offers; those that do not fit its column fade out at its foot. */
const LOG_LINES = 12;

/** The last roll of the log, if any. */
const lastRollOf = (events: readonly TableEvent[]): MemberEvent<"roll"> | undefined =>
  events.findLast((e): e is MemberEvent<"roll"> => e.kind === "roll");

/**
 * The table screen (issue #27): what everyone at the real table looks at on a TV, tablet or
 * laptop, landscape, large and live, without a control — the last roll big with its chance, the
 * running fight with everyone's condition, the rolls still asked for, and the last lines of the
 * log. It shows the table as players see it, whatever stream it is given: no secret event, secret
 * NPCs nameless with their condition hidden (`publicEvents`).
 */
export function TableScreen({ session }: { session: ScreenSource }) {
  const i18n = useI18n();
  const { t, tk } = i18n;
  useSessionVersion(session);
  const { config } = session;
  const events = publicEvents(session.events());
  const combat = combatOfLog(events);
  const characters = session.playCharacters().filter((c) => c.character.secret !== true);
  const names = new Map(characters.map((c) => [c.id, String(c.character.name ?? c.id)]));
  const nameOf = (id: string) => names.get(id);
  const hidden = t("web.combat.hidden");
  const play = { system: config.system, table: settingsOf(config), nameOf, someone: hidden };
  const state = session.liveState();
  const requests = openRequests(events);
  const side = combat.active || requests.length > 0;
  return (
    <div className="screen" data-testid="table-screen">
      <header className="screen-head">
        <h1>{config.name}</h1>
        <p>
          {getSystem(config.system).name} ·{" "}
          <span className={`live live-${state}`} data-live={state}>
            {tk(`web.live.${state}`, state)}
          </span>
        </p>
      </header>
      {state === "revoked" && (
        <p role="alert" className="screen-card screen-alert">
          {t("web.screen.revoked")}
        </p>
      )}
      <ScreenLastRoll roll={lastRollOf(events)} nameOf={nameOf} />
      {/* Below the roll: the fight, wide, beside the open rolls and the log; without a fight the log. */}
      <div className={`screen-grid${side ? "" : " single"}`}>
        <div className="screen-column">
          {combat.active ? (
            <ScreenFight system={config.system} combat={combat} characters={characters} />
          ) : (
            <ScreenLog events={events} lines={LOG_LINES} play={play} />
          )}
        </div>
        {side && (
          <div className="screen-column">
            <ScreenRequests requests={requests} system={config.system} nameOf={nameOf} />
            {combat.active && <ScreenLog events={events} lines={LOG_LINES} play={play} />}
          </div>
        )}
      </div>
    </div>
  );
}
