import type { Modifier, TableSettings } from "@spieltisch/engine";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { type ConditionView, isMessageKey, type Lang, translate } from "@spieltisch/protocol";
import { modifierList } from "../format.js";

/**
 * A condition in words: the fields a player reads (TP, wounds, LP …) with the catalogue's labels
 * (`play.field.<key>`); bookkeeping fields without a label (pending checks, clocks) are left to
 * the JSON.
 */

const isStatus = (v: unknown): v is "active" | "out" | "dying" | "dead" =>
  v === "active" || v === "out" || v === "dying" || v === "dead";

/** One field's value as the player reads it ("außer Gefecht", "ja", "2"). */
function valueText(lang: Lang, key: string, value: unknown): string {
  if (key === "status" && isStatus(value)) return translate(lang, `play.status.${value}`);
  if (typeof value === "boolean") return translate(lang, value ? "play.yes" : "play.no");
  if (Array.isArray(value)) return String(value.length);
  if (value === null || value === undefined) return "–";
  // Below zero with the minus sign, as the modifiers are printed ("TP 12 → −4").
  if (typeof value === "number" && value < 0) return `−${-value}`;
  return typeof value === "object" ? "…" : String(value);
}

/** The label of a field, or undefined for a field a player does not read. */
function labelOf(lang: Lang, key: string): string | undefined {
  const messageKey = `play.field.${key}`;
  return isMessageKey(messageKey) ? translate(lang, messageKey) : undefined;
}

/** A field of a JSON object, or undefined (no casts on what a file holds). */
const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null
    ? Object.getOwnPropertyDescriptor(value, name)?.value
    : undefined;

/** Why a field has its value now, in words — or undefined where the condition names no cause. */
type Cause = string | undefined;

/**
 * The fields as a player reads them, in the condition's order: a list of wounds of two kinds
 * (the Urfassung's) counts each kind on its own ("Wunden 0, schwere Wunden 1"), Kampfwürfel's
 * heavy-hit track shows its threshold, and a field whose value the condition explains (a fighter
 * down by a heavy hit, the threshold lowered by a hit over K + G) carries that cause (RULINGS §7).
 */
function readFields(
  lang: Lang,
  condition: Readonly<Record<string, unknown>>,
  table: TableSettings,
): [key: string, value: unknown, cause: Cause][] {
  return Object.entries(condition).flatMap(([key, value]): [string, unknown, Cause][] => {
    // Only the Urfassung keeps its wounds as a list (EWS counts them).
    if (key === "wounds" && Array.isArray(value)) {
      const count = (kind: string) => value.filter((w) => fieldOf(w, "kind") === kind).length;
      return [
        ["wounds", count("wound"), undefined],
        ["severeWounds", count("severe"), undefined],
      ];
    }
    if (key === "heavyHit") {
      // The OPTIONAL rule (L51): a threshold the table does not play is nobody's business.
      const threshold = fieldOf(value, "threshold");
      return threshold === undefined || !kampfwuerfelRules.heavyHitsOn(table)
        ? []
        : [["heavyHitThreshold", threshold, loweredCause(lang, value)]];
    }
    if (key === "unconscious") {
      const cause =
        condition.stabilised === true
          ? translate(lang, "kw.cause.stabilised")
          : unconsciousCause(lang, condition.unconsciousCause);
      return [[key, value, cause]];
    }
    return [[key, value, undefined]];
  });
}

/** Kampfwürfel: the hit over K + G that lowered the heavy-hit threshold last (L55). */
function loweredCause(lang: Lang, track: unknown): Cause {
  const damage = fieldOf(track, "loweredBy");
  return typeof damage === "number"
    ? translate(lang, "kw.cause.lowered", { damage, base: String(fieldOf(track, "base")) })
    : undefined;
}

/**
 * Kampfwürfel: why the fighter is down — a heavy hit over the threshold, a failed Kraft check
 * (a stabilisation below 0 LP is its own cause).
 */
function unconsciousCause(lang: Lang, cause: unknown): Cause {
  switch (fieldOf(cause, "cause")) {
    case "heavy-hit":
      return translate(lang, "kw.cause.heavy-hit", {
        damage: String(fieldOf(cause, "damage")),
        threshold: valueText(lang, "threshold", fieldOf(cause, "threshold")),
      });
    case "kraft-check":
      return translate(lang, "kw.cause.kraft-check");
    default:
      return undefined;
  }
}

/** A field's words with its cause, when the condition names one ("bewusstlos ja: Kraft-Probe misslungen"). */
const withCause = (lang: Lang, text: string, cause: Cause): string =>
  cause === undefined ? text : translate(lang, "play.because", { change: text, cause });

/**
 * "TP 12 → 5, Wunden 0 → 1": the labelled fields that differ, each with the cause the condition
 * names for its new value ("bewusstlos nein → ja: schwerer Treffer (19 SP) über der Schwelle 18").
 */
export function conditionChanges(
  lang: Lang,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  table: TableSettings,
): string[] {
  const was = new Map(readFields(lang, before, table).map(([key, value]) => [key, value]));
  return readFields(lang, after, table).flatMap(([key, value, cause]) => {
    const label = labelOf(lang, key);
    const then = valueText(lang, key, was.get(key));
    const now = valueText(lang, key, value);
    return label && then !== now ? [withCause(lang, `${label} ${then} → ${now}`, cause)] : [];
  });
}

/**
 * The line saying what a change did: the labelled fields that differ; "fortgeschrieben" when only
 * bookkeeping changed (the actions counted towards exhaustion, a stance); "unverändert" when
 * nothing did.
 */
export function changeLine(
  lang: Lang,
  name: string,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  table: TableSettings,
): string {
  const changes = conditionChanges(lang, before, after, table);
  if (changes.length > 0) return translate(lang, "play.changed", { name, changes: changes.join(", ") });
  const same = JSON.stringify(before) === JSON.stringify(after);
  return translate(lang, same ? "play.unchanged" : "play.bookkept", { name });
}

/** "Gespeichert in held.json (vorher: held.json.bak)": where a change went. */
export const writtenLine = (lang: Lang, file: string): string =>
  translate(lang, "play.written", { file, backup: `${file}.bak` });

/** "TP 12, Wunden 0": every labelled field (the status has its own line). */
export function conditionFields(
  lang: Lang,
  condition: Readonly<Record<string, unknown>>,
  table: TableSettings,
): string {
  return readFields(lang, condition, table)
    .flatMap(([key, value, cause]) => {
      // The status has its own line; a field without a value now (no countdown running) is left out.
      const label = key === "status" || value === null ? undefined : labelOf(lang, key);
      return label ? [withCause(lang, `${label} ${valueText(lang, key, value)}`, cause)] : [];
    })
    .join(", ");
}

/** The due checks in words (`dueCheck.<reason>` filled from the check's params). */
export function dueLines(lang: Lang, due: ConditionView["due"]): string[] {
  if (due.length === 0) return [translate(lang, "play.noDue")];
  return due.map((check) => {
    const key = `dueCheck.${check.reason}`;
    const text = isMessageKey(key) ? translate(lang, key, { ...check.options, ...check.params }) : check.id;
    return translate(lang, "play.dueLine", { text: `${text} [${check.id}]` });
  });
}

/** A list of mali, or "keine". */
export const maliText = (lang: Lang, modifiers: readonly Modifier[]): string =>
  modifiers.length > 0 ? modifierList(lang, modifiers) : translate(lang, "play.none");

/** The whole view as lines: fields, status, due checks and the mali per use. */
export function conditionViewLines(lang: Lang, view: ConditionView, table: TableSettings): string[] {
  if (view.condition === null) return [];
  return [
    translate(lang, "play.fields", { fields: conditionFields(lang, view.condition, table) }),
    ...(view.status
      ? [translate(lang, "play.statusLine", { status: translate(lang, `play.status.${view.status}`) })]
      : []),
    ...dueLines(lang, view.due),
    translate(lang, "play.modifiers.action", { list: maliText(lang, view.modifiers.action) }),
    translate(lang, "play.modifiers.condition-check", {
      list: maliText(lang, view.modifiers["condition-check"]),
    }),
    translate(lang, "play.modifiers.healing", { list: maliText(lang, view.modifiers.healing) }),
  ];
}
