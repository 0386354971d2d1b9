import { EngineError } from "../../../errors.js";
import type { EwsAdvancement, EwsCharacter, EwsEntry } from "./character.js";
import { findEntry, LIST_OF_KIND, stricheOf } from "./lookup.js";
import type { ValueKind } from "./values.js";

/** How to advance a value that is not on the sheet yet, and what to note in the history. */
export interface AdvanceOptions {
  /** Creates the value with this kind when the sheet has no value of that name. */
  readonly newKind?: ValueKind;
  /** Eigenschaften a new Fertigkeit names (at most two; checked by validation). */
  readonly attributes?: readonly string[];
  /** The Fertigkeit a new Spezialisierung narrows (checked by validation). */
  readonly skill?: string;
  readonly note?: string;
  /** A timestamp or session label for the history (the engine has no clock). */
  readonly at?: string;
}

/** The level a value bought Strich by Strich starts from: ± for Eigenschaften, nothing for the rest. */
const NEW_LEVEL: Readonly<Record<ValueKind, string>> = {
  attribute: "±",
  skill: "0",
  profession: "0",
  trait: "±",
  specialisation: "±",
};

/**
 * Spends `striche` Striche on the value `name` (module SteM): adds them to `striche[name]` and
 * appends an entry to `advancements`, returning a new character (the input is not changed).
 * Unknown name without `newKind` → {@link EngineError} `unknown-value`.
 *
 * @example
 * advance(lazaro, "Stilvoll", 2).striche; // { Stilvoll: 2 }
 */
export function advance(
  character: EwsCharacter,
  name: string,
  striche: number,
  options: AdvanceOptions = {},
): EwsCharacter {
  if (!Number.isInteger(striche) || striche < 1 || striche > 10_000) {
    throw new EngineError("invalid-argument", `Striche must be a whole number from 1, got ${striche}`, {
      name: "striche",
      value: String(striche),
      min: 1,
      max: 10_000,
    });
  }
  let next: EwsCharacter = character;
  let added: ValueKind | undefined;
  if (!findEntry(character, name)) {
    if (!options.newKind) {
      throw new EngineError("unknown-value", `The character has no value "${name}"`, { value: name });
    }
    added = options.newKind;
    const field = LIST_OF_KIND[added];
    const entry: EwsEntry = {
      name,
      level: NEW_LEVEL[added],
      ...(added === "skill" ? { attributes: [...(options.attributes ?? [])] } : {}),
      ...(added === "profession" ? { kind: "profession" } : {}),
      ...(added === "specialisation" ? { skill: options.skill ?? "" } : {}),
    };
    next = { ...next, [field]: [...(character[field] ?? []), entry] };
  }
  const record: EwsAdvancement = {
    value: name,
    striche,
    ...(added ? { added } : {}),
    ...(options.note !== undefined ? { note: options.note } : {}),
    ...(options.at !== undefined ? { at: options.at } : {}),
  };
  return {
    ...next,
    striche: { ...(character.striche ?? {}), [name]: stricheOf(character, name) + striche },
    advancements: [...(character.advancements ?? []), record],
  };
}

/**
 * Takes back the newest advance: its Striche leave `striche[name]`, and a value the advance created
 * leaves the sheet. No history → `nothing-to-undo`; a history that does not match the Striche →
 * `history-mismatch` (both {@link EngineError}).
 *
 * @example
 * undoAdvance(advance(lazaro, "Stilvoll", 2)); // equal to lazaro (up to empty striche/advancements)
 */
export function undoAdvance(character: EwsCharacter): EwsCharacter {
  const history = character.advancements ?? [];
  const last = history.at(-1);
  if (!last) throw new EngineError("nothing-to-undo", "The character has no advancement to undo", {});
  const left = stricheOf(character, last.value) - last.striche;
  if (left < 0) {
    throw new EngineError(
      "history-mismatch",
      `The history spends ${last.striche} Striche on "${last.value}", but only ${stricheOf(character, last.value)} are recorded`,
      { value: last.value },
    );
  }
  const { [last.value]: _, ...others } = character.striche ?? {};
  let next: EwsCharacter = {
    ...character,
    striche: left > 0 ? { ...others, [last.value]: left } : others,
    advancements: history.slice(0, -1),
  };
  if (last.added && left === 0) {
    const field = LIST_OF_KIND[last.added];
    next = { ...next, [field]: (character[field] ?? []).filter((e) => e.name !== last.value) };
  }
  return next;
}
