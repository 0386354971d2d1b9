import type { TableSettings } from "@spieltisch/engine";
import { evaluateDraft } from "../../lib/evaluate.js";
import type { I18n } from "../../lib/i18n.js";
import { sheetPartsOf } from "../../systems/sheet-parts.js";
import type { HeftSection } from "./heft-model.js";

/**
 * The Heft sections of a character of `system` (`WebSheetParts.heft`), from the engine's verdict on
 * it (the same check the builder and the CLI run), or null for a system without its own Heft (EWS:
 * the sheet's values per section). A file the rules cannot
 * read yet still gets the sections that need no derived values.
 */
export function systemHeft(
  system: string,
  character: Readonly<Record<string, unknown>>,
  table: TableSettings,
  i18n: Pick<I18n, "t" | "lang">,
  condition: unknown,
): HeftSection[] | null {
  const build = sheetPartsOf(system)?.heft;
  if (!build) return null;
  const verdict = evaluateDraft(character, table);
  const report = verdict.kind === "report" ? verdict.report : undefined;
  return build({
    character: verdict.kind === "problems" ? character : verdict.character,
    derived: report?.derived ?? {},
    cost: report?.cost,
    budget: report?.budget,
    table,
    i18n,
    condition,
  });
}
