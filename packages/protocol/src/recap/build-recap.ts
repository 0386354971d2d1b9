import type { LuckRow } from "../api/recap.js";
import type { TableEvent } from "../events/table-event.js";
import type { Lang } from "../i18n/catalogue.js";
import { type Evening, eveningOf } from "./evening.js";
import { recapStory } from "./recap-story.js";
import { RecapWords } from "./recap-words.js";

/** The parts of a recap, each a heading and its sentences. */
export type RecapSectionId = "fights" | "wounds" | "checks" | "striche";

/** One part of a recap: its heading and its sentences. */
export interface RecapSection {
  readonly id: RecapSectionId;
  readonly heading: string;
  readonly lines: readonly string[];
}

/** A luck row with its words: the expectation written out, the verdict, the whole line. */
export interface RecapLuck {
  readonly row: LuckRow;
  readonly expected: string;
  readonly verdict: string;
  readonly line: string;
}

/**
 * An evening's recap for one member in one language: what the page shows, what the Markdown and
 * the API answer are made of.
 */
export interface Recap {
  readonly lang: Lang;
  /** The GM's title, else „Spielabend vom 03.05.2026“. */
  readonly title: string;
  /** „Spielabend vom 03.05.2026“ under the GM's title; null when the title says it already. */
  readonly subtitle: string | null;
  /** When the evening started and ended (ISO; `to` null while it is open). */
  readonly from: string;
  readonly to: string | null;
  /** The parts with something to tell, in order (none for an evening without play). */
  readonly sections: readonly RecapSection[];
  readonly luck: readonly RecapLuck[];
}

/** What a recap needs besides the member's log: the table's system, the names, the language. */
export interface RecapOptions {
  readonly system: string;
  /** The characters' names as this member knows them (the log's own names fill in the rest). */
  readonly names: ReadonlyMap<string, string>;
  readonly lang: Lang;
  /**
   * The secret events addressed to this member (a player's secret request and the roll that
   * answered it), numbered by the GM stream and outside the member's log: those that fell within
   * the evening, by their time, are part of its recap too.
   */
  readonly addressed?: readonly TableEvent[];
}

/**
 * The evening with the secret events addressed to the member that fell within it, in time order
 * among its own (the two logs number their events apart, so only the time places them).
 */
function withAddressed(evening: Evening, addressed: readonly TableEvent[]): Evening {
  const from = evening.start.at;
  const to = evening.end?.at;
  const within = addressed.filter((e) => e.at >= from && (to === undefined || e.at <= to));
  if (within.length === 0) return evening;
  // A stable sort: events of the same moment keep the log's order, an addressed one after them.
  const events = [...evening.events, ...within].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { ...evening, events };
}

/**
 * The recap of the evening that starts with event `startSeq` of this member's log (CONTRACT §7):
 * the log as the member reads it — the table stream for players and viewers, every event for the
 * GM — so it tells only what the member may see. No such start: 404 `session-not-found`.
 *
 * @example
 * const recap = buildRecap(session.events(), 12, { system: "ews", names, lang: "de" });
 * recap.sections[0]?.lines[0]; // "Kampf mit Lazaro und Ork (3 Runden). Lazaro griff Ork dreimal an …"
 */
export function buildRecap(events: readonly TableEvent[], startSeq: number, options: RecapOptions): Recap {
  const evening = withAddressed(eveningOf(events, startSeq), options.addressed ?? []);
  const story = recapStory(evening, options);
  const words = new RecapWords(options.lang);
  const date = words.date(evening.start.at);
  const parts: [RecapSectionId, string[]][] = [
    ["fights", story.fights.flatMap((f) => words.fight(f))],
    ["wounds", story.hurt.map((h) => words.hurt(h))],
    ["checks", story.checks.map((c) => words.check(c))],
    ["striche", story.striche.map((s) => words.striche(s))],
  ];
  return {
    lang: options.lang,
    title: evening.start.title ?? words.t("recap.title.default", { date }),
    subtitle: evening.start.title !== undefined ? words.t("recap.subtitle", { date }) : null,
    from: evening.start.at,
    to: evening.end?.at ?? null,
    sections: parts
      .filter(([, lines]) => lines.length > 0)
      .map(([id, lines]) => ({ id, heading: words.t(`recap.section.${id}`), lines })),
    luck: story.luck.map((row) => ({
      row,
      expected: words.decimal(row.expectedSuccesses),
      verdict: words.verdict(row),
      line: words.luck(row),
    })),
  };
}
