/** The designed builders, by system id. */
export type BuilderForm = "ews" | "ews-urfassung" | "faar" | "3w6-stunts" | "kampfwuerfel";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const listOrMissing = (value: unknown) => value === undefined || Array.isArray(value);

/**
 * Which designed builder can edit this draft: the table's system, if the draft has the shape that
 * builder edits (a hand-edited or foreign file falls back to the JSON text, never to a crash).
 *
 * @example
 * formOf("faar", { system: "faar", name: "Dorn", attributes: { ST: 8 } }); // "faar"
 */
export function formOf(system: string, draft: Readonly<Record<string, unknown>>): BuilderForm | null {
  if (draft.system !== system || typeof draft.name !== "string") return null;
  switch (system) {
    case "ews":
      return ["attributes", "skills", "professions", "traits"].every((k) => listOrMissing(draft[k]))
        ? "ews"
        : null;
    case "ews-urfassung":
      return Array.isArray(draft.attributes) &&
        ["subAttributes", "skills", "specialisations", "advantages", "disadvantages"].every((k) =>
          listOrMissing(draft[k]),
        )
        ? "ews-urfassung"
        : null;
    case "faar":
      return isRecord(draft.attributes) &&
        listOrMissing(draft.skills) &&
        (draft.experience === undefined || isRecord(draft.experience))
        ? "faar"
        : null;
    case "3w6-stunts":
      return (draft.attributes === undefined || isRecord(draft.attributes)) && listOrMissing(draft.skills)
        ? "3w6-stunts"
        : null;
    case "kampfwuerfel":
      return ["skills", "weapons", "armor"].every((k) => listOrMissing(draft[k])) ? "kampfwuerfel" : null;
    default:
      return null;
  }
}
