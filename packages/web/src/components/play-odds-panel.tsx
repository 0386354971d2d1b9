import { gearPhrases, printedDamage } from "@spieltisch/protocol";
import { useEffect, useState } from "react";
import { distributionOf, mainProbability, oddsDetails } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { outputLabel } from "../lib/labels.js";
import { reasonOf } from "../lib/play-commands.js";
import type { PlayRequest } from "../lib/play-request.js";
import { maliText } from "../lib/play-text.js";
import type { PlayOdds, TableSession } from "../session/types.js";
import { OddsChart } from "./odds-chart.js";
import { OddsDetails } from "./odds-details.js";

/**
 * What the sheets gave the roll, in words next to the odds (CONTRACT §6): each side's weapon,
 * armour and shield („Ork: Keule (Schaden 3), Rüstung 1 · Lazaro: Degen (Schaden 4)“), and each
 * value typed over the sheet's („Angreifer: Waffenschaden von Hand: 6 statt 3 vom Bogen“). A side
 * hidden from this member has no gear here: the table leaves it out.
 */
/** An option's value as the table writes it: damage as printed, armour per zone with slashes. */
const printedValue = (value: unknown): string =>
  Array.isArray(value) ? value.map(printedDamage).join("/") : printedDamage(value);

function GearLines({ odds }: { odds: PlayOdds }) {
  const { t, tk } = useI18n();
  const sides = (["actor", "opponent"] as const).flatMap((role) => {
    const gear = odds.gear?.[role];
    const phrases = gear ? gearPhrases(t, gear) : [];
    const name = odds[role]?.name ?? t("web.play.someone");
    return gear ? [{ role, name, phrases, overrides: gear.overrides ?? [] }] : [];
  });
  const said = sides.filter((s) => s.phrases.length > 0);
  return (
    <>
      {said.length > 0 && (
        <p className="muted" data-testid="play-gear">
          {said.map((s) => t("web.play.gearSide", { name: s.name, gear: s.phrases.join(", ") })).join(" · ")}
        </p>
      )}
      {sides.flatMap((s) =>
        s.overrides.map((o) => (
          <p key={`${s.role}-${o.option}`} className="muted" data-testid="play-gear-override">
            {t("gear.override", {
              option: tk(`web.field.${o.option}`, o.option),
              typed: printedValue(o.typed),
              sheet: printedValue(o.sheet),
            })}
          </p>
        )),
      )}
    </>
  );
}

/**
 * The exact odds of a roll as a character, asked from the session with `actor` / `opponent` /
 * `skill` / `opponentSkill` (a shared table: `POST …/odds`), so the number includes every
 * condition malus; each side's mali are listed by source in words, and a value typed over the
 * sheet's is shown with what changed. A refusal (an unknown sheet value, a character out of
 * action) is shown in words; the form keeps what was typed.
 */
export function PlayOddsPanel({
  session,
  action,
  request,
  details: withDetails = false,
  onOdds,
}: {
  session: TableSession;
  action: string;
  request: PlayRequest;
  /** Told the odds answer (the roll as the table prepared it) once it is current; null while none is. */
  onOdds?: (odds: PlayOdds | null) => void;
  /** Also the odds' other numbers and their chart (a healing week's TP per week), as the plain odds show them. */
  details?: boolean;
}) {
  const i18n = useI18n();
  const { t, tk, pct, lang } = i18n;
  const [answer, setAnswer] = useState<{ key: string; odds?: PlayOdds; error?: string } | null>(null);
  // The sides' conditions are part of the question: a wound booked by the last roll (or by hand)
  // asks the odds again, so the next roll's number counts it.
  const conditions = [request.play.actor, request.play.opponent].map(
    (id) => id && session.playCharacters().find((c) => c.id === id)?.play.condition,
  );
  const key = JSON.stringify([action, request.options, request.play, conditions]);
  // `key` stands for action, request and the sides' conditions (the objects are new on every render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: key covers action, request and conditions
  useEffect(() => {
    let live = true;
    session.playOdds(action, request.options, request.play).then(
      (odds) => live && setAnswer({ key, odds }),
      (e: unknown) => live && setAnswer({ key, error: reasonOf(e, { tk, lang }) }),
    );
    return () => {
      live = false;
    };
  }, [session, key, tk, lang]);
  const current = answer?.key === key ? answer : null;
  const currentOdds = current?.odds ?? null;
  useEffect(() => onOdds?.(currentOdds), [onOdds, currentOdds]);
  const main = current?.odds ? mainProbability(current.odds) : null;
  const sides = current?.odds
    ? [current.odds.actor, current.odds.opponent].filter((s) => s !== undefined)
    : [];
  const details = withDetails && current?.odds ? oddsDetails(current.odds, main?.key, request.options) : [];
  const dist = withDetails && current?.odds ? distributionOf(current.odds) : null;
  return (
    <section className="odds" aria-label={t("web.play.oddsWith")} data-testid="play-odds" aria-live="polite">
      {request.overrides.map((o) => (
        <p key={o.field} className="muted" data-testid="play-override">
          {t("web.play.overridden", { field: tk(`web.field.${o.field}`, o.field), from: o.from, to: o.to })}
        </p>
      ))}
      {current?.error && (
        <p role="alert" className="error">
          {t("web.play.error", { reason: current.error })}
        </p>
      )}
      {main && (
        <p className="headline">
          <span className="label">{tk(`web.prob.${main.key}`, main.key)}</span>{" "}
          <strong data-testid="play-odds-value">{pct(main.p)}</strong>
        </p>
      )}
      <OddsDetails details={details} />
      {dist && (
        <OddsChart
          bars={dist.bars}
          title={tk(`web.dist.${dist.key}`, outputLabel(i18n, dist.key))}
          axis={tk(`web.axis.${dist.key}`, outputLabel(i18n, dist.key))}
        />
      )}
      {sides.length > 0 && (
        <ul className="side-mali">
          {sides.map((side, i) => (
            <li key={side.character ?? i}>
              {t("web.play.sideMali", {
                name: side.name ?? t("web.play.someone"),
                mali:
                  side.modifiers.length > 0
                    ? maliText(
                        side.modifiers.map((m) => ({ amount: m.amount, source: m.source })),
                        { t, tk },
                      )
                    : t("web.play.noMali"),
              })}
            </li>
          ))}
        </ul>
      )}
      {current?.odds?.gear && <GearLines odds={current.odds} />}
      {!current && <p className="muted">…</p>}
    </section>
  );
}
