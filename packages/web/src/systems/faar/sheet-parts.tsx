import { FaarCharacterForm, type FaarDraft } from "../../components/faar-character-form.js";
import { faarHeft } from "../../components/heft/faar-heft.js";
import { type Draft, isNamed, isRecord, listsAt } from "../../lib/draft-shape.js";
import type { WebSheetParts } from "../web-sheet-parts.js";

const isFaar = (d: Draft): d is FaarDraft =>
  isNamed(d) &&
  isRecord(d.attributes) &&
  listsAt(d, ["skills", "weapons", "armor", "shields"]) &&
  (d.experience === undefined || (isRecord(d.experience) && listsAt(d.experience, ["spent"])));

/** Faar's builder and Heft: attribute points of its budget (45 by the text). */
export const faarSheetParts: WebSheetParts<"faar"> = {
  id: "faar",
  builder: {
    fits: isFaar,
    render: (draft, props) => (isFaar(draft) ? <FaarCharacterForm character={draft} {...props} /> : null),
  },
  costText: (cost, budget, t) => t("web.faar.cost", { cost, budget: budget ?? 45 }),
  heft: faarHeft,
};
