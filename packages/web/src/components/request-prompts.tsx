import type { TableSettings } from "@spieltisch/engine";
import type { MemberEvent } from "@spieltisch/protocol";
import { useState } from "react";
import { mainProbability, type TableAction } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { openRequestsFor } from "../session/open-requests.js";
import type { TableSession } from "../session/types.js";
import { type RequestOdds, RequestPrompt, type RollRequestEvent } from "./request-prompt.js";
import { RollResult } from "./roll-result.js";
import { UnbrokenPercents } from "./unbroken-percents.js";

/** A request this browser answered (or is answering): kept in its place until closed. */
interface Kept {
  readonly request: RollRequestEvent;
  /** The odds the prompt showed when the answer was rolled. */
  readonly odds: RequestOdds;
  /** The answer; undefined while it is being rolled. */
  readonly roll?: MemberEvent<"roll">;
}

/** Requests in the order the GM asked them (ISO times sort as text; the id breaks ties). */
const byAsked = (a: RollRequestEvent, b: RollRequestEvent) =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : a.requestId < b.requestId ? -1 : a.requestId > b.requestId ? 1 : 0;

/**
 * The roll requests waiting for this person, each a prompt with one button; an answer rolled
 * here takes its prompt's place — its result and the odds it had, not somewhere further down
 * the page — until it is closed. The answer leaves the open requests as soon as the log has it,
 * so what this browser rolls is kept here, from the tap on.
 */
export function RequestPrompts({
  session,
  actions,
  table,
  canRoll,
}: {
  session: TableSession;
  actions: readonly TableAction[];
  table: TableSettings;
  canRoll: boolean;
}) {
  const [kept, setKept] = useState<readonly Kept[]>([]);
  const me = session.memberId();
  const open = openRequestsFor(session.events(), session.config.role, me, session.addressedToMe?.());
  const keptIds = new Set(kept.map((k) => k.request.requestId));
  const items = [
    ...open.filter((r) => !keptIds.has(r.requestId)).map((request) => ({ request })),
    ...kept,
  ].sort((a, b) => byAsked(a.request, b.request));
  const answer = async (request: RollRequestEvent, odds: RequestOdds, dice?: readonly number[]) => {
    setKept((all) => [...all, { request, odds }]);
    try {
      const roll = await session.roll(
        request.action,
        {},
        {
          requestId: request.requestId,
          ...(request.label ? { label: request.label } : {}),
          ...(dice ? { dice } : {}),
        },
      );
      setKept((all) => all.map((k) => (k.request.requestId === request.requestId ? { ...k, roll } : k)));
    } catch (error) {
      // Not rolled: the prompt is open again and says why.
      setKept((all) => all.filter((k) => k.request.requestId !== request.requestId));
      throw error;
    }
  };
  const close = (requestId: string) => setKept((all) => all.filter((k) => k.request.requestId !== requestId));
  return (
    <>
      {items.map((item) =>
        "roll" in item && item.roll ? (
          <RequestAnswer
            key={item.request.requestId}
            request={item.request}
            roll={item.roll}
            odds={item.odds}
            onClose={() => close(item.request.requestId)}
          />
        ) : (
          <RequestPrompt
            key={item.request.requestId}
            session={session}
            request={item.request}
            actions={actions}
            table={table}
            forMe={item.request.to !== undefined && item.request.to === me}
            canRoll={canRoll}
            onRoll={(odds, dice) => answer(item.request, odds, dice)}
          />
        ),
      )}
    </>
  );
}

/**
 * The answer to a request where its prompt was: who rolled as whom, the result, and the chance it
 * had (the roll's own where its result carries one, else the one the prompt showed).
 */
function RequestAnswer({
  request,
  roll,
  odds,
  onClose,
}: {
  request: RollRequestEvent;
  roll: MemberEvent<"roll">;
  odds: RequestOdds;
  onClose: () => void;
}) {
  const { t, tk, pct } = useI18n();
  const main = mainProbability(odds);
  const name = roll.actor?.name ?? roll.opponent?.name;
  return (
    <section
      className="card request stack"
      aria-labelledby={`answer-${request.requestId}`}
      data-testid="request-answer"
    >
      <h3 id={`answer-${request.requestId}`}>
        {t("web.request.answered", {
          label: request.label ?? tk(`web.action.${request.action}`, request.action),
        })}
      </h3>
      {name !== undefined && <p>{t("web.request.rolledAs", { name })}</p>}
      <RollResult event={roll} />
      {typeof roll.pSuccess !== "number" && main && (
        <p className="muted" data-testid="request-odds-were">
          <UnbrokenPercents text={t("web.request.oddsWere", { p: pct(main.p) })} />
        </p>
      )}
      <div className="row">
        <button type="button" onClick={onClose}>
          {t("web.request.close")}
        </button>
      </div>
    </section>
  );
}
