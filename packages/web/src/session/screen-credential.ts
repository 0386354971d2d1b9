import { ApiError, type Membership, membershipSchema } from "@spieltisch/protocol";
import { callRoute } from "./api.js";
import { parseStored } from "./parse-json.js";

/**
 * The table screen's own viewer credential at a table, kept apart from the membership
 * (`spieltisch.screen.<id>`, not `spieltisch.table.<id>`): a screen opened on the GM's laptop
 * never reads or rewrites the GM's token, and the list of „Meine Tische“ does not show it.
 */
const screenKey = (id: string) => `spieltisch.screen.${id}`;

/** The screen's stored credential at a table, if it joined it (and the entry is intact). */
export function loadScreenCredential(id: string, storage: Storage = localStorage): Membership | null {
  return parseStored(storage.getItem(screenKey(id)), membershipSchema);
}

/** Stores the screen's credential, so a reload opens the screen without its link. */
export function saveScreenCredential(credential: Membership, storage: Storage = localStorage) {
  storage.setItem(screenKey(credential.config.id), JSON.stringify(credential));
}

/** Changes the screen's stored credential (the table's new name, its last activity), when stored. */
export function updateScreenCredential(
  id: string,
  change: Partial<Membership>,
  storage: Storage = localStorage,
) {
  const current = loadScreenCredential(id, storage);
  if (current) saveScreenCredential({ ...current, ...change }, storage);
}

/**
 * Forgets the screen's credential at a table: once the GM revoked it, opening the screen's link
 * again joins anew instead of reading with a dead token.
 */
export function forgetScreenCredential(id: string, storage: Storage = localStorage) {
  storage.removeItem(screenKey(id));
}

/** Why a link does not open the screen: it is no viewer's, or the server does not know it (any more). */
export class ScreenLinkRefused extends Error {
  constructor(readonly reason: "not-viewer" | "bad-link") {
    super(`The table screen's link was refused: ${reason}`);
  }
}

/**
 * Trades the link's token for the screen's own viewer credential: reads the table with it first —
 * a token of any other role is refused before anything is created (no GM or player credential on
 * a shared TV) — then joins under `name` (an invite becomes a personal token; a personal viewer
 * token is used as it is) and returns what to store.
 *
 * @example
 * saveScreenCredential(await joinAsScreen(tableId, inviteToken, "Tischbildschirm"));
 */
export async function joinAsScreen(id: string, token: string, name: string): Promise<Membership> {
  try {
    const info = await callRoute("GET /api/tables/:id", { params: { id }, token });
    if (info.you.role !== "viewer") throw new ScreenLinkRefused("not-viewer");
    let personal = token;
    let credentialId = info.you.credentialId;
    try {
      const joined = await callRoute("POST /api/tables/:id/join", { params: { id }, token, body: { name } });
      personal = joined.token;
      credentialId = joined.credentialId;
    } catch (e) {
      // A personal viewer token (already joined) works as it is.
      if (!(e instanceof ApiError && e.status === 400)) throw e;
    }
    return {
      token: personal,
      credentialId,
      invite: token,
      config: {
        id,
        name: info.name,
        system: info.system,
        modules: info.modules,
        houseRules: info.houseRules,
        role: "viewer",
        local: false,
      },
    };
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 404))
      throw new ScreenLinkRefused("bad-link");
    throw e;
  }
}
