import { urfassungHeft } from "../../components/heft/urfassung-heft.js";
import { UrfassungCharacterForm, type UrfassungDraft } from "../../components/urfassung-character-form.js";
import { type Draft, isNamed, listsAt } from "../../lib/draft-shape.js";
import type { WebSheetParts } from "../web-sheet-parts.js";

const isUrfassung = (d: Draft): d is UrfassungDraft =>
  isNamed(d) &&
  Array.isArray(d.attributes) &&
  listsAt(d, [
    "subAttributes",
    "skills",
    "specialisations",
    "advantages",
    "disadvantages",
    "weapons",
    "armor",
  ]);

/** The Urfassung's builder and Heft: GeP (of the pool, where the creation has one), wound boxes. */
export const ewsUrfassungSheetParts: WebSheetParts<"ews-urfassung"> = {
  id: "ews-urfassung",
  builder: {
    fits: isUrfassung,
    render: (draft, props) =>
      isUrfassung(draft) ? <UrfassungCharacterForm character={draft} {...props} /> : null,
  },
  costText: (cost, budget, t) =>
    budget !== undefined ? t("web.ur.cost", { cost, budget }) : t("web.ur.costOnly", { cost }),
  heft: urfassungHeft,
  woundBoxes: true,
};
