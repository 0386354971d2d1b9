import { playRefused } from "../actions/play-error.js";
import type { PlayCharacter } from "../actions/play-roll.js";
import type { Role } from "../api/tables.js";
import { ApiError } from "../errors/api-error.js";
import type { CharacterRef } from "./table-store.js";

/**
 * The character a ref names, as a member of `role` may have it: none — or a secret NPC asked for
 * by a player, unless named `evenSecret` (a fighter of the running fight, a character of the GM's
 * roll request) — is 404 `character-not-found` at
 * the ref's path; a sheet of another system 422 `character-wrong-system`. Every store's
 * `playCharacters` answers through this.
 */
export function requireTableCharacter<C extends PlayCharacter>(
  system: string,
  role: Role,
  ref: CharacterRef,
  character: C | undefined,
): C {
  if (!character || (character.secret && role !== "gm" && ref.evenSecret !== true)) {
    throw new ApiError(404, "character-not-found", "No such character at this table", ref.path);
  }
  if (character.sheet.system !== system) {
    throw playRefused("character-wrong-system", { system: character.sheet.system }, ref.path);
  }
  return character;
}
