import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { SideRole } from "../actions/adapter-sides.js";
import { canonicalJson } from "./canonical-json.js";

/**
 * Who acted on each side of a roll of the third derivation, as digests ({@link sideDigest}): only
 * the sides that name a character.
 */
export type SideDigests = Partial<Record<SideRole, string>>;

/**
 * A roll side's identity as the third derivation binds it: hex SHA-256 of
 * `canonicalJson({character, name})` — the character's id and its name as the roll logs them.
 * A digest rather than the two themselves because the table stream hides a secret NPC's id and
 * name from the players, but the players must still be able to recompute the roll: they bind the
 * digest the event shows. Character ids are random UUIDs, so the digest does not give the NPC away.
 * SHA-256 from `@noble/hashes`, as the seed commitments: synchronous, the same in Node.js and the
 * browser.
 *
 * @example
 * sideDigest({ character: "a1755c6b-…", name: "Ork" }); // "3f9c…" (64 hex digits)
 */
export const sideDigest = (side: {
  readonly character: string;
  readonly name?: string | undefined;
}): string => bytesToHex(sha256(utf8ToBytes(canonicalJson({ character: side.character, name: side.name }))));

/**
 * The digests of a roll's sides that name a character (as `rollSideJson` logs them), undefined
 * when none does — a roll without characters binds no `sides`.
 *
 * @example
 * rollSideDigests({ character: "c1", name: "Alrik", modifiers: [] }, undefined); // { actor: "…" }
 */
export function rollSideDigests(
  actor: { readonly character?: string | undefined; readonly name?: string | undefined } | undefined,
  opponent: { readonly character?: string | undefined; readonly name?: string | undefined } | undefined,
): SideDigests | undefined {
  const digests: SideDigests = {};
  if (actor?.character !== undefined)
    digests.actor = sideDigest({ character: actor.character, name: actor.name });
  if (opponent?.character !== undefined)
    digests.opponent = sideDigest({ character: opponent.character, name: opponent.name });
  return digests.actor !== undefined || digests.opponent !== undefined ? digests : undefined;
}
