import type { TableSettings } from "@spieltisch/engine";
import type { MemberEvent } from "@spieltisch/protocol";
import { useEffect, useState } from "react";
import { sidesOf } from "../actions/dice-need.js";
import { dicePlan } from "../actions/dice-plan.js";
import { fieldsOf } from "../actions/fields.js";
import { mainProbability, type TableAction } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { outputLabel } from "../lib/labels.js";
import { reasonOf } from "../lib/play-commands.js";
import { maliText } from "../lib/play-text.js";
import { useTableDice } from "../lib/use-table-dice.js";
import type { TableSession } from "../session/types.js";
import { FailureMessage, useFailure } from "./failure-message.js";
import { OddsPanel } from "./odds-panel.js";
import { optionsText } from "./options-text.js";
import { RealDice } from "./table-dice-pad.js";

/** A roll request as the log and the prompt read it. */
export type RollRequestEvent = MemberEvent<"roll-request">;

/** The odds a request's answer has: its `odds` JSON (as `POST …/odds` answers). */
export type RequestOdds = RollRequestEvent["odds"];

/** Whether a request names characters (CONTRACT §6): its odds are then the odds of play. */
export const namesCharacters = (request: RollRequestEvent): boolean =>
  request.actor !== undefined ||
  request.opponent !== undefined ||
  request.odds.actor !== undefined ||
  request.odds.opponent !== undefined;

/**
 * The odds a request's answer has now: asked again (`GET …/roll-requests/:rid`) whenever a
 * side's condition changes, so a wound booked since the request is in the number; until then the
 * odds the request was sent with. A refusal (the character out of action now) in words.
 */
function useOddsNow(session: TableSession, request: RollRequestEvent) {
  const { tk, lang } = useI18n();
  const [answer, setAnswer] = useState<{ key: string; odds?: RequestOdds; error?: string } | null>(null);
  const conditions = [request.actor, request.opponent].map(
    (id) => id && session.playCharacters().find((c) => c.id === id)?.play.condition,
  );
  const key = JSON.stringify([request.requestId, conditions]);
  const ask = namesCharacters(request) ? session.requestInfo?.bind(session) : undefined;
  // `key` stands for the request and its sides' conditions (new objects on every render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: key covers the request and the conditions
  useEffect(() => {
    if (!ask) return;
    let live = true;
    ask(request.requestId).then(
      (info) => live && setAnswer({ key, odds: info.odds }),
      (e: unknown) => live && setAnswer({ key, error: reasonOf(e, { tk, lang }) }),
    );
    return () => {
      live = false;
    };
  }, [ask, key, tk, lang]);
  const current = answer?.key === key ? answer : null;
  return { odds: current?.odds ?? request.odds, error: current?.error } as const;
}

/**
 * A roll request as the person asked sees it: who rolls (the character the GM named, against
 * whom, with which weapon), with which values, the odds it has now with that character's
 * condition, one button. Marked when it is addressed to this person alone or secret. A request
 * without characters shows its values and the odds computed from them.
 */
export function RequestPrompt({
  session,
  request,
  actions,
  table,
  forMe,
  canRoll,
  onRoll,
}: {
  session: TableSession;
  request: RollRequestEvent;
  actions: readonly TableAction[];
  table: TableSettings;
  /** Addressed to this person alone. */
  forMe: boolean;
  canRoll: boolean;
  /**
   * Rolls the answer; `odds` are those the prompt shows at that moment, `dice` the faces of dice
   * rolled at the table where the member entered them.
   */
  onRoll: (odds: RequestOdds, dice?: readonly number[]) => Promise<void>;
}) {
  const i18n = useI18n();
  const { t, tk, pct } = i18n;
  const [busy, setBusy] = useState(false);
  const { failure, attempt } = useFailure();
  const now = useOddsNow(session, request);
  const play = namesCharacters(request);
  const entry = actions.find((a) => a.id === request.action);
  const action = tk(`web.action.${request.action}`, request.action);
  // With characters, the values as the sheets fill them now; else as the GM typed them.
  const shown = play ? now.odds.options : request.options;
  const values = optionsText(shown, i18n);
  const characterName = (id: string | undefined, side: RequestOdds["actor"]) =>
    side?.name ?? (id ? session.playCharacters().find((c) => c.id === id)?.character.name : undefined);
  const actorName = characterName(request.actor, now.odds.actor);
  const opponentName = characterName(request.opponent, now.odds.opponent);
  const hasOpponent = request.opponent !== undefined || now.odds.opponent !== undefined;
  const weapons = [now.odds.gear?.actor?.weapon?.name, now.odds.gear?.opponent?.weapon?.name].filter(
    (name): name is string => name !== undefined,
  );
  const main = mainProbability(now.odds);
  const sides = [now.odds.actor, now.odds.opponent].filter((s) => s !== undefined);
  // Dice rolled at the table: the pad asks for what the request's roll takes, as the sheets fill it now.
  const tableDice = useTableDice(session.config);
  const [faces, setFaces] = useState<number[]>([]);
  const diceTable = {
    system: session.config.system,
    modules: session.config.modules,
    options: tableDice.options,
  };
  const plan =
    tableDice.entering && entry && canRoll
      ? dicePlan(entry, shown, diceTable, faces, play ? sidesOf(now.odds) : undefined)
      : null;
  const roll = async () => {
    setBusy(true);
    await attempt(() => onRoll(now.odds, plan ? faces : undefined));
    setBusy(false);
  };
  return (
    <section
      className="card request stack"
      role="alertdialog"
      aria-label={t("web.dice.requestTitle")}
      data-testid="roll-request"
    >
      <h3>
        {t("web.dice.requestTitle")}: {request.label ?? action}
        {forMe && (
          <>
            {" "}
            <span className="badge">{t("web.request.forYou")}</span>
          </>
        )}
        {request.secret && (
          <>
            {" "}
            <span className="badge">{t("web.log.secretTag")}</span>
          </>
        )}
      </h3>
      {play && (
        <p data-testid="request-actor">
          <strong>{t("web.request.rollsAs", { name: actorName ?? t("web.play.someone") })}</strong>
          {hasOpponent && (
            <> {t("web.request.against", { name: opponentName ?? t("web.request.someone") })}</>
          )}
        </p>
      )}
      {values && (
        <p data-testid="request-values">
          <strong>{action}</strong>
          {request.skill !== undefined && <> ({request.skill})</>} · {values}
        </p>
      )}
      {weapons.length > 0 && <p>{t("web.request.weapons", { list: weapons.join(", ") })}</p>}
      {play ? (
        <section
          className="odds"
          aria-label={t("web.request.oddsNow", { name: actorName ?? opponentName ?? t("web.play.someone") })}
          data-testid="request-odds"
          aria-live="polite"
        >
          {now.error && (
            <p role="alert" className="error">
              {t("web.play.error", { reason: now.error })}
            </p>
          )}
          {main && (
            <p className="headline">
              <span className="label">{outputLabel(i18n, main.key)}</span>{" "}
              <strong data-testid="odds-value">{pct(main.p)}</strong>
            </p>
          )}
          {sides.length > 0 && (
            <ul className="side-mali">
              {sides.map((side, i) => (
                <li key={side.character ?? i}>
                  {t("web.play.sideMali", {
                    name: side.name ?? t("web.play.someone"),
                    mali: maliText(side.modifiers, { t, tk }),
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        entry && (
          <OddsPanel
            entry={entry}
            fields={fieldsOf(entry.adapter.options, request.options)}
            values={request.options}
            table={table}
          />
        )
      )}
      {request.apply === true && <p className="muted">{t("web.request.willApply")}</p>}
      {canRoll && (
        <RealDice
          choice={tableDice}
          plan={plan}
          faces={faces}
          onFaces={setFaces}
          system={session.config.system}
          modules={session.config.modules}
        />
      )}
      {canRoll && (
        <button
          type="button"
          className="primary big"
          disabled={busy || (plan !== null && faces.length === 0)}
          onClick={() => void roll()}
        >
          {t(plan ? "web.tableDice.submit" : "web.dice.roll")}
        </button>
      )}
      <FailureMessage failure={failure} />
    </section>
  );
}
