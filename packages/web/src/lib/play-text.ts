import { getSystem, type TableSettings } from "@spieltisch/engine";
import {
  conditionSchemasOf,
  gearPhrases,
  jsonEqual,
  type MessageKey,
  type TableEvent,
} from "@spieltisch/protocol";
import { webSystemOf } from "../systems/registry.js";
import type { ConditionFacts, KampfwuerfelDown, PlainField } from "./condition-facts.js";
import type { I18n } from "./i18n.js";

export type { ConditionFacts, KampfwuerfelDown, PlainField } from "./condition-facts.js";

/**
 * The play state in words and shapes, as people read it on paper: a condition's facts per system,
 * its TP/LP bar with the thresholds marked, the mali by source, and the log's sentences about what
 * a roll or a hand did to a character.
 */

/**
 * Reads a condition of a system into what its screens show (`WebSystem.conditionFacts`); null
 * when it is none or the system has no play state. A system with play state but no words of its
 * own shows its condition's numbers and switches as they are (`plain`), read with its schema.
 */
export function conditionFacts(system: string, condition: unknown): ConditionFacts | null {
  const own = webSystemOf(system)?.conditionFacts;
  if (own) return own(condition);
  const parsed = conditionSchemasOf(system)?.condition.safeParse(condition);
  if (!parsed?.success || typeof parsed.data !== "object" || parsed.data === null) return null;
  const fields = Object.entries(parsed.data).flatMap(([field, value]): PlainField[] =>
    typeof value === "number" || typeof value === "boolean" ? [[field, value]] : [],
  );
  return { kind: "plain", fields };
}

/** One mark on a TP/LP bar: where (in points) and its short label. */
export interface BarMark {
  readonly at: number;
  readonly label: string;
}

/** A TP or LP bar: the points now, the scale (from the lowest mark or 0 to the maximum), the marks. */
export interface PointsBar {
  readonly unit: "tp" | "lp";
  readonly value: number;
  readonly max: number;
  readonly min: number;
  readonly marks: readonly BarMark[];
}

/**
 * The bar of a condition with its thresholds (FoKa: WS, where the low-TP malus starts, and 0,
 * where the checks start; Urfassung: ⅔, ⅓, 0, −SR and −2×SR; Kampfwürfel and Faar: 0). Null for a
 * condition without points (EWS basic, 3W6).
 */
export function pointsBar(facts: ConditionFacts, t: I18n["t"]): PointsBar | null {
  switch (facts.kind) {
    case "ews-basic":
    case "stunts":
    case "plain":
      return null;
    case "foka":
      return {
        unit: "tp",
        value: facts.tp,
        max: facts.tpMax,
        min: Math.min(0, facts.tp),
        marks: [
          { at: facts.woundThreshold, label: t("web.play.mark.ws", { value: facts.woundThreshold }) },
          { at: 0, label: t("web.play.mark.zero") },
        ],
      };
    case "urfassung": {
      const sr = facts.resistance;
      return {
        unit: "tp",
        value: facts.tp,
        max: facts.tpMax,
        min: Math.min(-2 * sr, facts.tp),
        marks: [
          { at: Math.floor((facts.tpMax * 2) / 3), label: t("web.play.mark.two-thirds") },
          { at: Math.floor(facts.tpMax / 3), label: t("web.play.mark.one-third") },
          { at: 0, label: t("web.play.mark.zero") },
          { at: -sr, label: `−${sr}` },
          { at: -2 * sr, label: `−${2 * sr}` },
        ],
      };
    }
    case "kampfwuerfel":
    case "faar":
      return {
        unit: "lp",
        value: facts.lp,
        max: facts.lpMax,
        min: Math.min(0, facts.lp),
        marks: [{ at: 0, label: t("web.play.mark.zero") }],
      };
  }
}

/** A number as German print writes it: a negative one with the minus sign (`−3`, `2`, `0`). */
export const printedNumber = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/** A number with its sign as German print writes it (`−3`, `+2`, `0`). */
export const signedNumber = (n: number): string => (n > 0 ? `+${n}` : printedNumber(n));

/** The sum of modifiers and their list by source in the catalogue's words. */
export function maliText(
  modifiers: readonly { readonly amount: number; readonly source?: string | undefined }[],
  { t, tk }: Pick<I18n, "t" | "tk">,
): string {
  if (modifiers.length === 0) return t("web.play.noMali");
  const total = modifiers.reduce((sum, m) => sum + m.amount, 0);
  const list = modifiers
    .map((m) => `${m.source ? tk(`source.${m.source}`, m.source) : ""} ${signedNumber(m.amount)}`.trim())
    .join(", ");
  return t("web.play.mali", { total: signedNumber(total), list });
}

/** A number or switch of a condition without words of its own, as „Label value“. */
export const plainFieldText = ([field, value]: PlainField, { t, tk }: Pick<I18n, "t" | "tk">): string =>
  `${tk(`web.change.label.${field}`, field)} ${
    typeof value === "boolean" ? t(value ? "web.change.yes" : "web.change.no") : printedNumber(value)
  }`;

/** A condition in a few words ("5/12 TP, 1 Wunde") for the log and the lists. */
export function stateText(facts: ConditionFacts, i18n: Pick<I18n, "t" | "tk">): string {
  const { t } = i18n;
  const parts: string[] = [];
  // Counted as a player writes them: "1 Wunde", "3 kritische Wunden".
  const counted = (count: number, one: MessageKey, many: MessageKey) =>
    count === 1 ? t(one) : t(many, { count });
  const woundWords = (count: number) => counted(count, "web.play.woundOne", "web.play.woundCount");
  const wounds = (count: number) => (count > 0 ? [woundWords(count)] : []);
  const tpText = (tp: number, max: number) => t("web.play.tp", { tp: printedNumber(tp), max });
  const lpText = (lp: number, max: number) => t("web.play.lp", { lp: printedNumber(lp), max });
  switch (facts.kind) {
    case "ews-basic":
      parts.push(woundWords(facts.wounds));
      break;
    case "foka":
      parts.push(tpText(facts.tp, facts.tpMax), ...wounds(facts.wounds));
      if (facts.criticalWounds > 0) {
        parts.push(counted(facts.criticalWounds, "web.play.criticalOne", "web.play.criticalCount"));
      }
      break;
    case "urfassung":
      parts.push(tpText(facts.tp, facts.tpMax), ...wounds(facts.wounds));
      if (facts.severeWounds > 0) {
        parts.push(counted(facts.severeWounds, "web.play.severeOne", "web.play.severeCount"));
      }
      if (facts.bleeding > 0) parts.push(t("web.play.bleeding", { count: facts.bleeding }));
      if (facts.stun > 0) parts.push(stunText(facts, t));
      break;
    case "kampfwuerfel":
      parts.push(lpText(facts.lp, facts.lpMax));
      if (facts.stabilised) parts.push(t("web.play.kw.stabilised"));
      if (facts.unconscious) parts.push(kampfwuerfelDownText(facts.down, t));
      if (facts.heavyHit?.loweredBy !== undefined) parts.push(loweredText(facts.heavyHit, t));
      break;
    case "faar":
      parts.push(lpText(facts.lp, facts.lpMax));
      if (facts.grauen > 0) parts.push(t("web.play.grauen", { points: facts.grauen }));
      break;
    case "stunts":
      parts.push(t(facts.onTurn ? "web.play.turn.on" : "web.play.turn.off"));
      break;
    case "plain":
      parts.push(...facts.fields.map((field) => plainFieldText(field, i18n)));
      break;
  }
  return parts.join(", ");
}

/** The Urfassung's stun, with the part already booked as real damage (it counts once). */
export const stunText = (facts: { stun: number; stunConverted: number }, t: I18n["t"]): string =>
  facts.stunConverted > 0
    ? t("web.play.stunConverted", { stun: facts.stun, converted: facts.stunConverted })
    : t("web.play.stun", { stun: facts.stun });

/**
 * A Kampfwürfel fighter down, with the cause the condition names: „bewusstlos durch einen
 * schweren Treffer (21 SP über der Schwelle 18)“, „… nach einer misslungenen Kraft-Probe“;
 * „bewusstlos“ where the GM's hand did it.
 */
export function kampfwuerfelDownText(down: KampfwuerfelDown | null, t: I18n["t"]): string {
  if (down?.cause === "heavy-hit") {
    return t("web.play.kw.down.heavy-hit", { damage: down.damage, threshold: printedNumber(down.threshold) });
  }
  return down?.cause === "kraft-check" ? t("web.play.kw.down.kraft-check") : t("web.play.unconscious");
}

/** The heavy-hit threshold lowered by a hit over K + G (L55), with that hit. */
export const loweredText = (
  heavyHit: { readonly threshold: number; readonly base: number; readonly loweredBy?: number },
  t: I18n["t"],
): string =>
  heavyHit.loweredBy === undefined
    ? t("web.play.kw.threshold", { threshold: printedNumber(heavyHit.threshold) })
    : t("web.play.kw.lowered", {
        threshold: printedNumber(heavyHit.threshold),
        damage: heavyHit.loweredBy,
        base: heavyHit.base,
      });

/**
 * A condition after a change, as the log says it: the few words, the status when the character
 * can no longer act, and the mali its actions now carry ("5/12 TP, 1 Wunde, −3 auf alle Proben: Wunden −3").
 */
export function conditionSentence(
  system: string,
  table: TableSettings,
  condition: Record<string, unknown>,
  i18n: Pick<I18n, "t" | "tk">,
): string {
  const facts = conditionFacts(system, condition);
  const rules = getSystem(system).conditions;
  if (!facts || !rules) return "";
  const status = rules.status(condition);
  const mali = rules.modifiersFrom(condition, "action", table);
  return [
    stateText(facts, i18n),
    ...(status !== "active" ? [i18n.t(`web.play.status.${status}`)] : []),
    ...(mali.length > 0 ? [maliText(mali, i18n)] : []),
  ].join(", ");
}

/** The names of a table's characters by id, for log lines (a secret NPC is absent for players). */
export type NameOf = (id: string) => string | undefined;

/**
 * Who did what to whom in a roll of characters, or null for a roll without them: „Lazaro würfelt“,
 * „Ork trifft Lazaro“ (a melee names who was hit, a shot whether), „Lazaro gegen Ork“. A side
 * without a name (a secret NPC for players) is `unnamed`, else „Jemand“.
 *
 * @example
 * playRollHead(meleeEvent, nameOf, i18n); // "Ork trifft Lazaro"
 */
export function playRollHead(
  e: Extract<TableEvent, { kind: "roll" }>,
  nameOf: NameOf,
  { t }: Pick<I18n, "t">,
  unnamed?: string,
): string | null {
  if (!e.actor && !e.opponent) return null;
  const someone = unnamed ?? t("web.play.someone");
  const sideName = (side: typeof e.actor) =>
    side?.name ?? (side?.character ? nameOf(side.character) : undefined) ?? someone;
  const actor = sideName(e.actor);
  const opponent = sideName(e.opponent);
  // Who was hit: a melee exchange names the side (`defender` / `attacker`), a shot says whether.
  if (!e.opponent) return t("web.play.log.rolls", { actor });
  if (e.hit === "defender" || e.hit === true) return t("web.play.log.hits", { actor, opponent });
  if (e.hit === "attacker") return t("web.play.log.hits", { actor: opponent, opponent: actor });
  return t("web.play.log.against", { actor, opponent });
}

/**
 * The log's sentence about play of a roll event, or null for a roll without characters:
 * who acted against whom, with the weapons and armour the sheets gave, then each condition the
 * roll changed ("Ork trifft Lazaro (Ork: Keule (Schaden 3)): 7 Schaden → Lazaro: 5/12 TP, −3 auf
 * alle Proben"). A side without a name (a secret NPC for players) is `unnamed` — the fight's
 * „Verborgene Gestalt“ — or „Jemand“.
 */
export function playRollSentence(
  e: Extract<TableEvent, { kind: "roll" }>,
  summary: string,
  table: TableSettings,
  nameOf: NameOf,
  i18n: Pick<I18n, "t" | "tk">,
  unnamed?: string,
): string | null {
  const { t } = i18n;
  const head = playRollHead(e, nameOf, i18n, unnamed);
  if (head === null) return null;
  const someone = unnamed ?? t("web.play.someone");
  const sideName = (side: typeof e.actor) =>
    side?.name ?? (side?.character ? nameOf(side.character) : undefined) ?? someone;
  // Only the conditions the roll changed: "Ork: 15/15 TP" after a blow he dealt says nothing.
  // (Rolls logged before `applied` left such sides out still list them.)
  const changed = (e.applied ?? []).filter((entry) => !jsonEqual(entry.before, entry.after));
  const after = changed.map((entry) =>
    t("web.play.log.after", {
      name: nameOf(entry.character) ?? someone,
      state: conditionSentence(e.system, table, entry.after, i18n),
    }),
  );
  // What the sheets armed the sides with (CONTRACT §6): the weapons named, the armour counted.
  const gear = (["actor", "opponent"] as const).flatMap((role) => {
    const side = e.gear?.[role];
    const phrases = side ? gearPhrases(t, side) : [];
    return phrases.length > 0
      ? [t("web.play.gearSide", { name: sideName(e[role]), gear: phrases.join(", ") })]
      : [];
  });
  const armed = gear.length > 0 ? ` (${gear.join(" · ")})` : "";
  // „X würfelt“ and what came of it; never a colon with nothing after it.
  const said = summary === "" ? "" : `: ${summary}`;
  return `${head}${armed}${said}${after.length > 0 ? ` → ${after.join("; ")}` : ""}`;
}

/** The words of a condition command (`{command: "damage", amount: 3}` → „Schaden 3“). */
export function commandText(command: Readonly<Record<string, unknown>>, { tk }: Pick<I18n, "tk">): string {
  const name = String(command.command);
  const label = tk(`web.play.command.${name}`, name);
  const numbers = Object.entries(command).filter(
    (entry): entry is [string, number] => entry[0] !== "command" && typeof entry[1] === "number",
  );
  // A command whose one number has words of its own („7 Tage Rast“, not „Heilwochen 7“).
  const [only] = numbers;
  if (numbers.length === 1 && only !== undefined) {
    const worded = tk(`web.play.command.${name}.${only[0]}`, "", { n: printedNumber(only[1]) });
    if (worded !== "") return worded;
  }
  return [label, ...numbers.map(([, value]) => printedNumber(value))].join(" ");
}

/** The log's sentence of a `condition` event: who changed what on whom, and the condition after. */
export function conditionEventSentence(
  e: Extract<TableEvent, { kind: "condition" }>,
  system: string,
  table: TableSettings,
  nameOf: NameOf,
  i18n: Pick<I18n, "t" | "tk">,
): string {
  return i18n.t("web.play.log.condition", {
    by: e.byName ?? i18n.t("web.play.log.gm"),
    command: commandText(e.command, i18n),
    name: nameOf(e.character) ?? i18n.t("web.play.someone"),
    state: conditionSentence(system, table, e.after, i18n),
  });
}
