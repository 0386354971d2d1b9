import type { EwsDraft } from "../components/ews-character-form.js";
import type { FaarDraft } from "../components/faar-character-form.js";
import type { KampfwuerfelDraft } from "../components/kampfwuerfel-character-form.js";
import type { StuntsDraft } from "../components/stunts-character-form.js";
import type { UrfassungDraft } from "../components/urfassung-character-form.js";

/** The designed builder that edits a draft, with the draft in that builder's shape. */
export type BuilderForm =
  | { readonly kind: "ews"; readonly character: EwsDraft }
  | { readonly kind: "ews-urfassung"; readonly character: UrfassungDraft }
  | { readonly kind: "faar"; readonly character: FaarDraft }
  | { readonly kind: "3w6-stunts"; readonly character: StuntsDraft }
  | { readonly kind: "kampfwuerfel"; readonly character: KampfwuerfelDraft };

type Draft = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const lists = (draft: Draft, keys: readonly string[]) =>
  keys.every((k) => draft[k] === undefined || Array.isArray(draft[k]));

const named = (draft: Draft): draft is Draft & { name: string } => typeof draft.name === "string";

const isEws = (d: Draft): d is EwsDraft =>
  named(d) && lists(d, ["attributes", "skills", "professions", "traits", "weapons", "armor"]);

const isUrfassung = (d: Draft): d is UrfassungDraft =>
  named(d) &&
  Array.isArray(d.attributes) &&
  lists(d, ["subAttributes", "skills", "specialisations", "advantages", "disadvantages", "weapons", "armor"]);

const isFaar = (d: Draft): d is FaarDraft =>
  named(d) &&
  isRecord(d.attributes) &&
  lists(d, ["skills", "weapons", "armor", "shields"]) &&
  (d.experience === undefined || (isRecord(d.experience) && lists(d.experience, ["spent"])));

const isStunts = (d: Draft): d is StuntsDraft =>
  named(d) && (d.attributes === undefined || isRecord(d.attributes)) && lists(d, ["skills"]);

const isKampfwuerfel = (d: Draft): d is KampfwuerfelDraft =>
  named(d) && lists(d, ["skills", "weapons", "armor", "shields"]);

/**
 * Which designed builder can edit this draft: the table's system's, if the draft has the shape
 * that builder edits (a hand-edited or foreign file falls back to the JSON text, never to a crash).
 *
 * @example
 * formOf("faar", { system: "faar", name: "Dorn", attributes: { ST: 8 } })?.kind; // "faar"
 */
export function formOf(system: string, draft: Draft): BuilderForm | null {
  if (draft.system !== system) return null;
  switch (system) {
    case "ews":
      return isEws(draft) ? { kind: "ews", character: draft } : null;
    case "ews-urfassung":
      return isUrfassung(draft) ? { kind: "ews-urfassung", character: draft } : null;
    case "faar":
      return isFaar(draft) ? { kind: "faar", character: draft } : null;
    case "3w6-stunts":
      return isStunts(draft) ? { kind: "3w6-stunts", character: draft } : null;
    case "kampfwuerfel":
      return isKampfwuerfel(draft) ? { kind: "kampfwuerfel", character: draft } : null;
    default:
      return null;
  }
}
