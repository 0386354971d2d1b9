import type { Issue, SystemId, TableSettings } from "@spieltisch/engine";
import type { ReactNode } from "react";
import type { HeftInput, HeftSection } from "../components/heft/heft-model.js";
import type { I18n } from "../lib/i18n.js";

/** What the builder hands a system's form: the draft's issues, the rules' values, the table. */
export interface BuilderFormProps {
  readonly onChange: (character: Record<string, unknown>) => void;
  readonly issues: readonly Issue[];
  readonly derived: Readonly<Record<string, unknown>>;
  readonly table: TableSettings;
  /** The rules' cost of the draft, where they price it. */
  readonly cost: number | undefined;
}

/** A system's designed builder. */
export interface SystemBuilder {
  /**
   * True when a draft has the shape the form edits: a hand-edited or foreign file is edited as
   * JSON text instead, never crashes the form.
   */
  fits(draft: Readonly<Record<string, unknown>>): boolean;
  /** The form for a draft that {@link SystemBuilder.fits}. */
  render(draft: Readonly<Record<string, unknown>>, props: BuilderFormProps): ReactNode;
}

/**
 * The parts of a system only the builder and the Charakterheft load (`systems/<id>/sheet-parts.tsx`,
 * registered in `systems/sheet-parts.ts`): its form, its Heft, how it words a character's cost.
 * Whatever a system leaves out has a system-neutral default: the draft is edited as JSON text,
 * the Heft lists the sheet's values per section, the cost reads „Kosten: 7“.
 */
export interface WebSheetParts<Id extends SystemId = SystemId> {
  readonly id: Id;
  readonly builder?: SystemBuilder;
  /** The cost line of the builder's summary and the sheet, in the system's own unit (EWS: Δ). */
  costText?(cost: string, budget: number | undefined, t: I18n["t"]): string;
  /** The builder and the sheet show the Wundschwelle (`derived.woundThreshold`). */
  readonly woundThreshold?: boolean;
  /**
   * The lists of a character file the sheet shows as rows with their levels, where the system has
   * no Heft of its own (EWS: `attributes`, `skills`, `professions`, `traits`); without them the
   * sheet shows the values its rules read (`CharacterRules.values`).
   */
  readonly sheetSections?: readonly string[];
  /** The Heft's sections of the system's own (else the sheet's rows, `sheetSections`). */
  heft?(input: HeftInput): HeftSection[];
  /** A section the generic sheet adds after the values (EWS with FoKa: weapons and armour). */
  extraSection?(
    character: Readonly<Record<string, unknown>>,
    table: TableSettings,
    i18n: Pick<I18n, "t">,
  ): HeftSection | null;
  /** The printed booklet's combat page has wound boxes (the rules count wounds). */
  readonly woundBoxes?: boolean;
}
