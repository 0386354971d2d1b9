import { sheetPartsOf } from "../systems/sheet-parts.js";
import type { SystemBuilder } from "../systems/web-sheet-parts.js";
import type { Draft } from "./draft-shape.js";

/**
 * Which designed builder can edit this draft: the table's system's (`WebSheetParts.builder`), if
 * the draft is of that system and has the shape its form edits; null otherwise — a hand-edited or
 * foreign file, or a system without a form, is edited as JSON text, never crashes a form.
 *
 * @example
 * builderFor("faar", { system: "faar", name: "Dorn", attributes: { ST: 8 } }) !== null; // true
 */
export function builderFor(system: string, draft: Draft): SystemBuilder | null {
  if (draft.system !== system) return null;
  const builder = sheetPartsOf(system)?.builder;
  return builder?.fits(draft) ? builder : null;
}
