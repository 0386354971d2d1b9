import { getSystem, type TableSettings } from "@spieltisch/engine";
import type { MemberEvent } from "@spieltisch/protocol";
import { rollSummary } from "../components/event-text.js";
import type { PlayCharacterView } from "../session/types.js";
import type { I18n } from "./i18n.js";
import { conditionSentence } from "./play-text.js";

/**
 * A due check in words (issue #26): before the roll, what it is rolled on — the Urfassung's KO
 * check after a hit is rolled on KO − damage, and says so — and after it, the outcome as the table
 * says it: „SR-Probe gegen 15: 14 – misslungen → kampfunfähig“.
 */

/** A check due, as a character's play view lists it. */
export type DueCheckView = PlayCharacterView["play"]["due"][number];

const numberOf = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/**
 * What a due check is rolled on, from its options: „SR-Probe auf SR 12 gegen 15“, „KO-Probe auf
 * KO − Schaden = 14 − 4 = 10 gegen 12“, „Kraft-Probe mit 5 Würfeln, 4 Erfolge nötig“.
 *
 * @example
 * dueCheckOn({ id: "daze", reason: "ur-daze", action: "check", options: { value: 14, target: 12, mod: -4 }, params: { damage: 4 } }, i18n);
 * // "KO-Probe auf KO − Schaden = 14 − 4 = 10 gegen 12"
 */
export function dueCheckOn(check: DueCheckView, { t, tk }: Pick<I18n, "t" | "tk">): string {
  const o = check.options;
  const value = numberOf(o.value);
  const mod = numberOf(o.mod) ?? 0;
  const params = {
    ...check.params,
    ...o,
    ...(value !== undefined ? { effective: value + mod, malus: -mod } : {}),
  };
  const generic =
    value !== undefined && numberOf(o.target) !== undefined
      ? t("web.due.on.generic", { value, target: numberOf(o.target) ?? 0 })
      : t("web.due.name.generic");
  return tk(`web.due.on.${check.reason}`, generic, params);
}

/**
 * The outcome of a rolled due check in one sentence: the check, its target and result (or its
 * successes), whether it held, and what it did — the status it brought („kampfunfähig“, „tot“),
 * else the condition after it, else „ohne Folgen“.
 *
 * @example
 * dueOutcomeSentence("ews-urfassung", table, thresholdCheck, event, i18n); // "SR-Probe gegen 15: 14 – misslungen → kampfunfähig"
 */
export function dueOutcomeSentence(
  system: string,
  table: TableSettings,
  check: DueCheckView,
  event: MemberEvent<"roll">,
  i18n: Pick<I18n, "t" | "tk">,
): string {
  const { t, tk } = i18n;
  const name = tk(`web.due.name.${check.reason}`, t("web.due.name.generic"));
  const verdict =
    typeof event.success === "boolean" ? ` – ${t(event.success ? "web.due.passed" : "web.due.failed")}` : "";
  const result = numberOf(event.result);
  const target = numberOf(event.target);
  const successes = numberOf(event.successes);
  const head =
    result !== undefined && target !== undefined
      ? t("web.due.outcome", { check: name, target, result })
      : successes !== undefined
        ? t("web.due.outcomePool", { check: name, successes, need: numberOf(check.options.need) ?? 0 })
        : t("web.due.outcomeOther", { check: name, summary: rollSummary(event, i18n) });
  return `${head}${verdict} → ${dueEffect(system, table, event, i18n)}`;
}

/** What a due check's roll did to its character: the status it brought, else the condition after it. */
function dueEffect(
  system: string,
  table: TableSettings,
  event: MemberEvent<"roll">,
  i18n: Pick<I18n, "t" | "tk">,
): string {
  const { t, tk } = i18n;
  const entry = event.applied?.find((a) => a.character === event.actor?.character) ?? event.applied?.[0];
  const rules = getSystem(system).conditions;
  if (!entry || !rules) return t("web.due.noEffect");
  const before = rules.status(entry.before);
  const after = rules.status(entry.after);
  if (before !== after) return tk(`web.play.status.${after}`, after);
  return conditionSentence(system, table, entry.after, i18n) || t("web.due.noEffect");
}
