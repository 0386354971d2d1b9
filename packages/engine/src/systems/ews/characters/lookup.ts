import type { EwsCharacter, EwsEntry } from "./character.js";
import type { ValueKind } from "./values.js";

/** The list field of a character that holds each kind of value. */
export const LIST_OF_KIND: Readonly<
  Record<ValueKind, "attributes" | "skills" | "professions" | "traits" | "specialisations">
> = {
  attribute: "attributes",
  skill: "skills",
  profession: "professions",
  trait: "traits",
  specialisation: "specialisations",
};

/** A named entry with its kind and its index in its list. */
export interface FoundEntry {
  readonly kind: ValueKind;
  readonly index: number;
  readonly entry: EwsEntry;
}

/**
 * Every entry of the sheet with its kind, in sheet order (Eigenschaften, Fertigkeiten, Berufe,
 * Merkmale, Spezialisierungen).
 */
export function allEntries(character: EwsCharacter): FoundEntry[] {
  const found: FoundEntry[] = [];
  for (const kind of Object.keys(LIST_OF_KIND) as ValueKind[]) {
    (character[LIST_OF_KIND[kind]] ?? []).forEach((entry, index) => {
      found.push({ kind, index, entry });
    });
  }
  return found;
}

/** The first entry with this name (names are compared exactly), or undefined. */
export const findEntry = (character: EwsCharacter, name: string): FoundEntry | undefined =>
  allEntries(character).find((f) => f.entry.name === name);

/** Striche spent on a value in SteM (0 when none). */
export const stricheOf = (character: EwsCharacter, name: string): number => character.striche?.[name] ?? 0;

/** Striche spent on a value at creation ("in Strichen erschaffen"; 0 when none). */
export const creationStricheOf = (character: EwsCharacter, name: string): number =>
  character.creationStriche?.[name] ?? 0;

/** Every Striche a value's track has walked: those of creation first, then those of SteM. */
export const trackStricheOf = (character: EwsCharacter, name: string): number =>
  creationStricheOf(character, name) + stricheOf(character, name);

/** All Striche spent in SteM (the sum of `striche`): what the awards of a table pay for. */
export const stricheSpent = (character: EwsCharacter): number =>
  Object.values(character.striche ?? {}).reduce((a, b) => a + b, 0);
