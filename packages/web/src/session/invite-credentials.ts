import type { StoredInviteLinks } from "@spieltisch/protocol";
import { compareIso } from "../lib/local-format.js";
import type { Member } from "./types.js";

/** A stored invite link with the credential it is, when that is known. */
export type KnownLink = StoredInviteLinks[number] & { readonly credential: Member | null };

/**
 * Which invite credential each stored link is: the one named by its `credentialId`, else — a link
 * made together with the table — the table's first invite of that role (a new table gets exactly
 * one per role before anything else). Null when the list does not say (an older server, offline).
 *
 * @example
 * linksWithCredentials([{ role: "player", link }], credentials)[0].credential?.revoked; // false
 */
export function linksWithCredentials(links: StoredInviteLinks, credentials: readonly Member[]): KnownLink[] {
  const firsts = firstInvites(credentials);
  return links.map((link) => ({
    ...link,
    credential:
      (link.credentialId !== undefined
        ? credentials.find((c) => c.id === link.credentialId && c.kind === "invite")
        : firsts.find((c) => c.role === link.role)) ?? null,
  }));
}

/**
 * The invites made with the table: the first invite of each role, oldest first (a new table gets
 * exactly one per role before anything else).
 */
export function firstInvites(credentials: readonly Member[]): Member[] {
  const invites = credentials
    .filter((c) => c.kind === "invite")
    .sort((a, b) => compareIso(a.createdAt, b.createdAt));
  return [...new Set(invites.map((c) => c.role))].map((role) => invites.find((c) => c.role === role)!);
}

/** The links still worth handing out: those whose invite is not known to be revoked. */
export const usableLinks = (links: readonly KnownLink[]): KnownLink[] =>
  links.filter((link) => link.credential?.revoked !== true);
