import { stuntsHeft } from "../../components/heft/stunts-heft.js";
import { StuntsCharacterForm, type StuntsDraft } from "../../components/stunts-character-form.js";
import { type Draft, isNamed, isRecord, listsAt } from "../../lib/draft-shape.js";
import type { WebSheetParts } from "../web-sheet-parts.js";

const isStunts = (d: Draft): d is StuntsDraft =>
  isNamed(d) && (d.attributes === undefined || isRecord(d.attributes)) && listsAt(d, ["skills"]);

/** 3W6 + Stunts' builder and Heft; its rules price nothing. */
export const threeD6StuntsSheetParts: WebSheetParts<"3w6-stunts"> = {
  id: "3w6-stunts",
  builder: {
    fits: isStunts,
    render: (draft, props) => (isStunts(draft) ? <StuntsCharacterForm character={draft} {...props} /> : null),
  },
  heft: stuntsHeft,
};
