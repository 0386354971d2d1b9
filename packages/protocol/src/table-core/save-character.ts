import { ApiError } from "../errors/api-error.js";
import { requireStricheSpend } from "./striche-spend.js";
import { requireActor } from "./table-actor.js";
import type { AnyAppended, StoredSheet, TableActor, TableStore } from "./table-store.js";
import { type CharacterIssueJson, validateCharacter } from "./validate-character.js";

/** A character to save: a new one (no `id`), or a new version of `id` over `version` (If-Match). */
export interface SaveCharacterInput {
  readonly id?: string | undefined;
  readonly version?: number | undefined;
  /** The character file as sent: checked here against the table's system and its rules. */
  readonly sheet: unknown;
}

/** A saved character: its id, its new version, and the rules' warnings. */
export interface SavedCharacter {
  readonly id: string;
  readonly version: number;
  readonly character: Readonly<Record<string, unknown>>;
  readonly issues: CharacterIssueJson[];
}

/** Whether a sheet is a secret NPC (`npc` and `secret`): it does not exist for the players. */
export const isSecretNpc = (sheet: Readonly<Record<string, unknown>>): boolean =>
  sheet.npc === true && sheet.secret === true;

/** 409 `version-conflict` with the version the table has now. */
export const versionConflict = (currentVersion: number) =>
  new ApiError(409, "version-conflict", "The character was changed meanwhile; reload it", undefined, {
    currentVersion,
  });

/** NPCs are the GM's: a player cannot make a character one. */
function requireNpcRights(actor: TableActor, sheet: Readonly<Record<string, unknown>>): void {
  if (actor.role !== "gm" && (sheet.npc === true || sheet.secret === true)) {
    throw new ApiError(403, "npc-gm-only", "Only the GM creates NPCs", [
      sheet.npc === true ? "npc" : "secret",
    ]);
  }
}

/** Who may change a character: its owner and the GM (403 `not-owner`). */
export function requireOwner(actor: TableActor, owner: string | null): void {
  if (actor.role !== "gm" && actor.credentialId !== owner) {
    throw new ApiError(403, "not-owner", "Players edit only their own characters");
  }
}

/** The live character `id` as `actor` may see it: a secret NPC is no character for the players (404). */
function requireVisible(actor: TableActor, stored: StoredSheet | undefined): StoredSheet {
  if (!stored || (actor.role !== "gm" && isSecretNpc(stored.sheet))) {
    throw new ApiError(404, "character-not-found", "No such character");
  }
  return stored;
}

/**
 * Saves a character (CONTRACT §3 `POST /characters`, `PUT /characters/:cid` with `If-Match`):
 * the file checked against the table's system and its rules (422 `invalid-character` with every
 * issue), NPCs only by the GM, a new version only by its owner or the GM and only over the
 * version the saver read (409 `version-conflict` otherwise, so two editors never overwrite each
 * other silently), SteM Striche spent only as awarded ({@link requireStricheSpend}); logged as
 * `character-saved` (a secret NPC's in the GM stream only).
 */
export async function runSaveCharacter<E extends AnyAppended>(
  store: TableStore<E>,
  input: SaveCharacterInput,
): Promise<SavedCharacter> {
  const { reads } = store;
  const { actor, table } = reads;
  requireActor(actor);
  const existing =
    input.id === undefined ? undefined : requireVisible(actor, await reads.storedSheet(input.id));
  if (existing) requireOwner(actor, existing.owner);
  const { character, issues } = validateCharacter(table, reads.settings, input.sheet);
  requireNpcRights(actor, character);
  // Stale already when read: refused without taking a place in the write queue (versions only
  // grow). The check in the commit stays the one that decides for saves that race each other.
  if (existing && existing.version !== input.version) throw versionConflict(existing.version);
  return store.commit(async (commit) => {
    let saved: { id: string; version: number };
    if (existing) {
      const current = requireVisible(actor, await commit.storedSheet(existing.id));
      if (current.version !== input.version) throw versionConflict(current.version);
      requireStricheSpend(await commit.stricheAwards(), table, current.id, current.sheet, character);
      saved = await commit.writeSheet(current.id, current.version, character);
    } else {
      saved = await commit.writeSheet(undefined, 0, character);
    }
    await commit.append("character-saved", isSecretNpc(character), () => ({
      characterId: saved.id,
      version: saved.version,
      name: character.name,
    }));
    return { ...saved, character, issues };
  });
}
