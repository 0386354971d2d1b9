import type { MemberEvent } from "@spieltisch/protocol";
import { type I18n, useI18n } from "../lib/i18n.js";
import { valueLabel } from "../lib/labels.js";
import { printedNumber, signedNumber } from "../lib/play-text.js";
import { rollSummary } from "./event-text.js";
import { ResultDetails } from "./result-details.js";
import { resultSentence } from "./result-sentence.js";
import { UnbrokenPercents } from "./unbroken-percents.js";

/** A modifier of a roll's result (`{amount, source}`), where the result lists them. */
const modifiersOf = (value: unknown): { amount: number; source: string }[] =>
  Array.isArray(value)
    ? value.flatMap((m: unknown) =>
        typeof m === "object" &&
        m !== null &&
        "amount" in m &&
        typeof m.amount === "number" &&
        "source" in m &&
        typeof m.source === "string"
          ? [{ amount: m.amount, source: m.source }]
          : [],
      )
    : [];

/** The dice of a roll's result, where it has a list of numbers. */
const diceOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((d: unknown): d is number => typeof d === "number") : [];

/**
 * How far the roll was from what it needed: against a MW where the action has one; a roll under
 * the value (Faar: a d20 against the value, no MW) says how far under or over the value it stayed.
 */
function marginText(event: MemberEvent<"roll">, { t, tk }: Pick<I18n, "t" | "tk">): string | null {
  const { margin, target, effective } = event;
  if (typeof margin !== "number") return null;
  // A system may call its target otherwise (3W6: the Schwierigkeit).
  if (typeof target === "number")
    return tk(`web.roll.margin.${event.system}`, t("web.roll.margin", { margin: printedNumber(margin) }), {
      margin: printedNumber(margin),
    });
  if (typeof effective === "number") {
    return t(margin >= 0 ? "web.roll.underValue" : "web.roll.overValue", {
      margin: Math.abs(margin),
      effective,
    });
  }
  return null;
}

/**
 * The outcome of a roll: a sentence in its system's words where the action has one (else the
 * generic summary with result and Schwellen), its dice, every modifier and its source, and every
 * value of the result by its label.
 */
export function RollResult({ event }: { event: MemberEvent<"roll"> }) {
  const i18n = useI18n();
  const { t, tk, pct } = i18n;
  const mods = modifiersOf(event.modifiers);
  const dice = diceOf(event.dice);
  const success = event.success === true ? "good" : event.success === false ? "bad" : "";
  return (
    <section className={`card result ${success}`} aria-live="polite" data-testid="roll-result">
      <h3>{resultSentence(event, i18n) ?? rollSummary(event, i18n)}</h3>
      {dice.length > 0 && (
        <p className="dice">
          {dice.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: dice are an ordered list without ids.
            <span key={i} className="die">
              {d}
            </span>
          ))}
        </p>
      )}
      {mods.length > 0 && (
        <ul className="mods">
          {mods.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: modifiers are an ordered list without ids.
            <li key={i}>
              {tk(`source.${m.source}`, valueLabel(i18n, "source", m.source))}: {signedNumber(m.amount)}
            </li>
          ))}
        </ul>
      )}
      {marginText(event, i18n) !== null && <p>{marginText(event, i18n)}</p>}
      {event.entered === true && <p className="tag">{t("web.roll.entered")}</p>}
      {typeof event.pSuccess === "number" && (
        <p className="muted">
          <UnbrokenPercents text={t("web.roll.chanceWas", { p: pct(event.pSuccess) })} />
        </p>
      )}
      <ResultDetails event={event} />
    </section>
  );
}
