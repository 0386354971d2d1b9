import {
  type LocalTableFile,
  type Role,
  type StoredInviteLinks,
  storedInviteLinksSchema,
} from "@spieltisch/protocol";
import { compareIso } from "../lib/local-format.js";
import { loadMembership, MEMBERSHIP_KEY } from "./memberships.js";
import { parseStored } from "./parse-json.js";

/** One table this browser belongs to, as the start page lists it. */
export interface MyTable {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly role: Role;
  readonly local: boolean;
  /** ISO time of the last event this browser saw; null when nothing happened yet. */
  readonly lastActivity: string | null;
}

const invitesKey = (id: string) => `spieltisch.invites.${id}`;

/**
 * Every table this browser belongs to: the shared ones it joined and `localTables` (the ones
 * played alone, as local-tables.ts lists them: a module of its own, loaded only where one is
 * kept), most recently active first. Damaged entries are left out, never shown half.
 */
export function listMyTables(
  storage: Storage = localStorage,
  localTables: readonly LocalTableFile[] = [],
): MyTable[] {
  const shared: MyTable[] = [];
  for (let i = 0; i < storage.length; i++) {
    const id = MEMBERSHIP_KEY.exec(storage.key(i) ?? "")?.[1];
    const membership = id ? loadMembership(id, storage) : null;
    if (!membership) continue;
    const { config } = membership;
    shared.push({
      id: config.id,
      name: config.name,
      system: config.system,
      role: config.role,
      local: false,
      lastActivity: membership.lastActivity ?? null,
    });
  }
  const local: MyTable[] = localTables.map((data) => ({
    id: data.config.id,
    name: data.config.name,
    system: data.config.system,
    role: data.config.role,
    local: true,
    lastActivity: data.events.at(-1)?.at ?? null,
  }));
  return [...shared, ...local].sort((a, b) => compareIso(b.lastActivity ?? "", a.lastActivity ?? ""));
}

/**
 * Forgets a shared table in this browser: its membership (the personal token), the characters
 * and the state remembered for it and its invite links. Returns a function that puts it all back (undo), or null when
 * this browser did not belong to the table.
 */
export function forgetTable(id: string, storage: Storage = localStorage): (() => void) | null {
  const membership = loadMembership(id, storage);
  if (!membership) return null;
  // `.seen`: the state last seen (`seen-state.ts`, not imported here: it loads the schemas).
  const keys = [
    `spieltisch.table.${id}`,
    `spieltisch.table.${id}.characters`,
    `spieltisch.table.${id}.seen`,
    invitesKey(id),
  ];
  const kept = keys.map((key) => [key, storage.getItem(key)] as const);
  for (const key of keys) storage.removeItem(key);
  return () => {
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  };
}

/** Keeps the invite links of a table created here. */
export function saveInviteLinks(id: string, links: StoredInviteLinks, storage: Storage = localStorage) {
  storage.setItem(invitesKey(id), JSON.stringify(links));
}

/** The invite links of a table created here, if they were kept (and the entry is intact). */
export function loadInviteLinks(id: string, storage: Storage = localStorage): StoredInviteLinks | null {
  return parseStored(storage.getItem(invitesKey(id)), storedInviteLinksSchema);
}
