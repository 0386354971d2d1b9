import { EwsCharacterForm, type EwsDraft } from "../../components/ews-character-form.js";
import { ewsEquipmentHeft } from "../../components/heft/ews-equipment-heft.js";
import { type Draft, isNamed, listsAt } from "../../lib/draft-shape.js";
import type { WebSheetParts } from "../web-sheet-parts.js";

const isEws = (d: Draft): d is EwsDraft =>
  isNamed(d) && listsAt(d, ["attributes", "skills", "professions", "traits", "weapons", "armor"]);

/**
 * EWS 2's builder and sheet: its form, the cost in Δ (of the power level's budget), the
 * Wundschwelle; its Heft is the sheet's values per section, with FoKa's weapons and armour after
 * them; the booklet has wound boxes.
 */
export const ewsSheetParts: WebSheetParts<"ews"> = {
  id: "ews",
  builder: {
    fits: isEws,
    render: (draft, props) => (isEws(draft) ? <EwsCharacterForm character={draft} {...props} /> : null),
  },
  costText: (cost, budget, t) =>
    budget !== undefined ? t("web.builder.costOfBudget", { cost, budget }) : t("web.builder.cost", { cost }),
  woundThreshold: true,
  sheetSections: ["attributes", "skills", "professions", "traits"],
  extraSection: ewsEquipmentHeft,
  woundBoxes: true,
};
