import * as ewsRules from "@spieltisch/engine/systems/ews";
import type { StricheAward } from "../events/striche-event.js";

/** A character's Striche at a table (module SteM): awarded, spent since the first award, left. */
export type StricheLedger = ewsRules.StricheLedger;

/**
 * The ledger of one character from the awards of a table's log (oldest first) and the Striche of
 * SteM on its sheet now (`ewsRules.ledgerOf` on this character's shares). The server checks a
 * sheet edit against `unspent`, and every client shows the same numbers.
 *
 * @example
 * stricheLedger([{ character: "c1", name: "Lazaro", striche: 4, spentBefore: 0 }], "c1", 3);
 * // { awarded: 4, spent: 3, unspent: 1 }
 */
export const stricheLedger = (
  awards: readonly StricheAward[],
  characterId: string,
  spentNow: number,
): StricheLedger =>
  ewsRules.ledgerOf(
    awards.filter((a) => a.character === characterId),
    spentNow,
  );

/** What {@link awardsOfLog} reads of an event: the awards, or an import's renamed characters. */
export interface AwardLogEvent {
  readonly kind: string;
  readonly awards?: readonly StricheAward[] | undefined;
  readonly characters?: Readonly<Record<string, string>> | undefined;
}

/**
 * Every award of a log's `striche-awarded` events, oldest first, each naming the character by its
 * id at this table: an import renames characters (its `imported` event says old → new), possibly
 * several imports in a row, so an id is followed through the renamings until none applies.
 */
export function awardsOfLog(events: readonly AwardLogEvent[]): StricheAward[] {
  const renamed = new Map<string, string>();
  for (const e of events) {
    if (e.kind === "imported")
      for (const [from, to] of Object.entries(e.characters ?? {})) renamed.set(from, to);
  }
  const current = (id: string): string => {
    let at = id;
    // Each import renames to a fresh id, so the chain has no cycle; the bound guards a forged log.
    for (let hops = 0; hops <= renamed.size && renamed.has(at); hops++) at = renamed.get(at)!;
    return at;
  };
  return events.flatMap((e) =>
    e.kind === "striche-awarded"
      ? (e.awards ?? []).map((a) => ({ ...a, character: current(a.character) }))
      : [],
  );
}
