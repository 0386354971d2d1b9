import { kampfwuerfelHeft } from "../../components/heft/kampfwuerfel-heft.js";
import {
  KampfwuerfelCharacterForm,
  type KampfwuerfelDraft,
} from "../../components/kampfwuerfel-character-form.js";
import { type Draft, isNamed, listsAt } from "../../lib/draft-shape.js";
import type { WebSheetParts } from "../web-sheet-parts.js";

const isKampfwuerfel = (d: Draft): d is KampfwuerfelDraft =>
  isNamed(d) && listsAt(d, ["skills", "weapons", "armor", "shields"]);

/** Kampfwürfel's builder (the fighter's card) and Heft; its rules price nothing. */
export const kampfwuerfelSheetParts: WebSheetParts<"kampfwuerfel"> = {
  id: "kampfwuerfel",
  builder: {
    fits: isKampfwuerfel,
    render: (draft, props) =>
      isKampfwuerfel(draft) ? <KampfwuerfelCharacterForm character={draft} {...props} /> : null,
  },
  heft: kampfwuerfelHeft,
};
