/**
 * What a builder checks of a draft's shape before its form edits it: a file typed by hand or
 * written by another tool may have any shape, and a form must not crash on one.
 */

/** A draft as the builder keeps it: any JSON object. */
export type Draft = Readonly<Record<string, unknown>>;

/** True for a JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** True when each of the keys is absent or a list. */
export const listsAt = (draft: Draft, keys: readonly string[]): boolean =>
  keys.every((k) => draft[k] === undefined || Array.isArray(draft[k]));

/** True when the draft has a name (text, maybe empty while typed). */
export const isNamed = (draft: Draft): draft is Draft & { name: string } => typeof draft.name === "string";
