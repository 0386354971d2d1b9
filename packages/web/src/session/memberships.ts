import { type Membership, membershipSchema } from "@spieltisch/protocol";
import { parseStored } from "./parse-json.js";

/**
 * The shared tables this browser joined, as kept in localStorage (`spieltisch.table.<id>`). A module
 * of its own so the start page can list them without loading the table session (every event's
 * shape) or the rules.
 */
const membershipKey = (id: string) => `spieltisch.table.${id}`;

/** The key of a membership entry, with the table id as its group (`spieltisch.table.<id>`). */
export const MEMBERSHIP_KEY = /^spieltisch\.table\.([^.]+)$/;

/** Stores a joined table so a reload finds it again. */
export function saveMembership(m: Membership, storage: Storage = localStorage) {
  storage.setItem(membershipKey(m.config.id), JSON.stringify(m));
}

/** The stored membership of a table, if this browser joined it (and the entry is intact). */
export function loadMembership(id: string, storage: Storage = localStorage): Membership | null {
  return parseStored(storage.getItem(membershipKey(id)), membershipSchema);
}

/** Changes a stored membership (when it is still stored: leaving a table is not undone). */
export function updateMembership(id: string, change: Partial<Membership>, storage: Storage = localStorage) {
  const current = loadMembership(id, storage);
  if (current) saveMembership({ ...current, ...change }, storage);
}
