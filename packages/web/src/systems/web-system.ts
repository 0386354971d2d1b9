import type { SystemId } from "@spieltisch/engine";
import type { z } from "zod";
import type { ExplorerAxis, NumberSpan } from "../actions/explorer-axis.js";
import type { ConditionFacts } from "../lib/condition-facts.js";

/**
 * How the builder checks the rows of a draft's lists while they are typed (`checkDraft`): a row
 * still missing a field the file schema needs is set aside with a note at the empty field, a gear
 * entry its file schema refuses likewise, so one new row never turns the sheet into a schema error.
 */
export interface DraftRows {
  /** The string fields a row needs before the file schema accepts it, per list. */
  readonly required: Readonly<Record<string, readonly string[]>>;
  /** The gear lists with the file schema of one entry (CONTRACT §6): names unique per list. */
  readonly gear?: Readonly<Record<string, z.ZodType>>;
  /** The note for a refused damage text, where the system writes damage its own way. */
  readonly damageIssue?: string;
}

/**
 * A pool of dice where only some faces count (Kampfwürfel: 5 and 6 succeed, 1 to 4 fail alike):
 * a player rolling real dice may count those faces instead of tapping every die; the other dice
 * are entered as `missFace`, which the rules read exactly as any other miss.
 */
export interface CountedFaces {
  /** The die of the pool (6: a W6). */
  readonly sides: number;
  /** The faces that count, each counted apart (Kampfwürfel: 6 and 5 — their damage differs). */
  readonly faces: readonly number[];
  /** The face entered for each die that shows none of them. */
  readonly missFace: number;
}

/**
 * What the web app knows of one rule system for its table, in one object
 * (`systems/<id>/index.ts`), registered once in `systems/registry.ts`. Light: no builder form and
 * no Heft (those are its `sheet-parts.tsx`, which only the builder and the sheet load). Whatever a
 * system leaves out falls back to a system-neutral default, never to another system's numbers or
 * words: numbers start in the middle of a small range (else at 0), the explorer spans each
 * field's own bounds, a new character is the bare envelope, a condition shows its numbers as
 * they are, and a table shows no „Kampf“ and no „Heilung“ tab.
 */
export interface WebSystem<Id extends SystemId = SystemId> {
  readonly id: Id;
  /**
   * The tabs beyond those every table has (Würfeln, Bogen, Heft, Explorer, Log, Tisch):
   * `combat` for a system with fights (its protocol has `fight`), `heal` for one with healing.
   */
  readonly tabs: { readonly combat: boolean; readonly heal: boolean };
  /** Where a whole-number option starts when neither its action nor the player says (EWS: 12). */
  readonly startNumber?: number;
  /** An action's starting values by action id, under what the player typed. */
  readonly startValues?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The odds explorer's axes (x across, y down) by action id, fitted to the system's numbers. */
  readonly explorerAxes?: Readonly<Record<string, readonly [ExplorerAxis, ExplorerAxis]>>;
  /** The span of the explorer's axes for an action without axes of its own. */
  readonly explorerSpan?: NumberSpan;
  /** How the builder checks the rows of a draft's lists (none: the draft is checked as it is). */
  readonly draftRows?: DraftRows;
  /** A new character's body beyond the envelope (`format`, `system`, `name`). */
  readonly newCharacter?: Readonly<Record<string, unknown>>;
  /**
   * Reads a condition of the system into the facts the screens show (null: none); only for a
   * system with play state, which without it shows its condition's numbers as they are.
   */
  readonly conditionFacts?: (condition: unknown) => ConditionFacts | null;
  /** Pools whose dice real-dice players may count rather than tap one by one (none: tap each). */
  readonly countedFaces?: CountedFaces;
}
