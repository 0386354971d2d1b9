import type { TableSettings } from "@spieltisch/engine";
import { evaluateDraft } from "../../lib/evaluate.js";
import type { I18n } from "../../lib/i18n.js";
import { faarHeft } from "./faar-heft.js";
import type { HeftInput, HeftSection } from "./heft-model.js";
import { kampfwuerfelHeft } from "./kampfwuerfel-heft.js";
import { stuntsHeft } from "./stunts-heft.js";
import { urfassungHeft } from "./urfassung-heft.js";

/** The systems with a Heft of their own; EWS keeps the sheet's generic rows. */
const HEFTS: Readonly<Record<string, (input: HeftInput) => HeftSection[]>> = {
  "ews-urfassung": urfassungHeft,
  faar: faarHeft,
  kampfwuerfel: kampfwuerfelHeft,
  "3w6-stunts": stuntsHeft,
};

/**
 * The Heft sections of a character of `system`, from the engine's verdict on it (the same check
 * the builder and the CLI run), or null for a system without its own Heft. A file the rules cannot
 * read yet still gets the sections that need no derived values.
 */
export function systemHeft(
  system: string,
  character: Readonly<Record<string, unknown>>,
  table: TableSettings,
  i18n: Pick<I18n, "t" | "lang">,
  condition: unknown,
): HeftSection[] | null {
  const build = HEFTS[system];
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
