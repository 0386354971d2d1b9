import { randomUUID } from "node:crypto";
import { type ApiResponse, credentialKindSchema, type Role, roleSchema } from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { ServerContext } from "../context.js";
import type { Database } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { hashToken, newToken } from "../tokens.js";
import type { Principal } from "./principal.js";

/**
 * Inserts a credential and returns its token (the only time the token exists in clear).
 *
 * @example
 * const { id, token } = await insertCredential(trx, tableId, "player", "invite", null);
 */
export async function insertCredential(
  trx: Kysely<Database>,
  tableId: string,
  role: Role,
  kind: "invite" | "member",
  name: string | null,
  origin: { readonly inviteId?: string; readonly deviceHash?: string } = {},
): Promise<{ id: string; token: string }> {
  const token = newToken();
  const id = randomUUID();
  await trx
    .insertInto("credentials")
    .values({
      id,
      table_id: tableId,
      role,
      kind,
      name,
      token_hash: hashToken(token),
      created_at: new Date().toISOString(),
      revoked_at: null,
      invite_id: origin.inviteId ?? null,
      device_hash: origin.deviceHash ?? null,
    })
    .execute();
  return { id, token };
}

/**
 * What the server keeps of a browser's key: the SHA-256 of the table's id and the key, so the
 * same browser reads as another one at every other table.
 */
const deviceHashOf = (tableId: string, device: string): string => hashToken(`${tableId}:${device}`);

/**
 * `POST …/join`: an invite token becomes a personal member token with a name, same role.
 *
 * @example
 * await joinTable(ctx, principal, "Lazaro"); // {credentialId, token, role: "player", name: "Lazaro"}
 */
export async function joinTable(
  ctx: ServerContext,
  principal: Principal,
  name: string,
  device?: string,
): Promise<ApiResponse<"POST /api/tables/:id/join">> {
  if (principal.kind !== "invite") throw new ApiError(400, "already-member", "Join with an invite token");
  const deviceHash = device === undefined ? undefined : deviceHashOf(principal.tableId, device);
  const member = await ctx.writer.write(principal.tableId, async (trx) => {
    // Revoking keeps a person out: the browser of a revoked member does not get back in by the
    // link it came by (a new link from the GM lets it in, recognisable in the member list).
    if (deviceHash !== undefined) {
      const revoked = await trx
        .selectFrom("credentials")
        .select("id")
        .where("table_id", "=", principal.tableId)
        .where("device_hash", "=", deviceHash)
        .where("invite_id", "=", principal.credentialId)
        .where("revoked_at", "is not", null)
        .executeTakeFirst();
      if (revoked) {
        throw new ApiError(
          403,
          "member-revoked",
          "Your access to this table was revoked; ask the GM for a new link",
          ["device"],
        );
      }
    }
    return {
      result: await insertCredential(trx, principal.tableId, principal.role, "member", name, {
        inviteId: principal.credentialId,
        ...(deviceHash !== undefined ? { deviceHash } : {}),
      }),
      events: [],
    };
  });
  return { credentialId: member.id, token: member.token, role: principal.role, name };
}

/**
 * `POST …/invites` (the caller checked for the GM): a new invite token for a role.
 *
 * @example
 * await createInvite(ctx, tableId, "viewer", null); // {credentialId, token, role: "viewer"}
 */
export async function createInvite(
  ctx: ServerContext,
  tableId: string,
  role: Role,
  name: string | null,
): Promise<ApiResponse<"POST /api/tables/:id/invites">> {
  const invite = await ctx.writer.write(tableId, async (trx) => ({
    result: await insertCredential(trx, tableId, role, "invite", name),
    events: [],
  }));
  return { credentialId: invite.id, token: invite.token, role };
}

/**
 * `GET …/credentials` (the caller checked for the GM): every credential of the table, oldest
 * first, never a token.
 *
 * @example
 * (await listCredentials(ctx, tableId)).credentials[0]; // {id, role: "gm", kind: "invite", name: "GM", revoked: false, createdAt}
 */
export async function listCredentials(
  ctx: ServerContext,
  tableId: string,
): Promise<ApiResponse<"GET /api/tables/:id/credentials">> {
  const rows = await ctx.db
    .selectFrom("credentials")
    .select(["id", "role", "kind", "name", "created_at", "revoked_at", "invite_id", "device_hash"])
    .where("table_id", "=", tableId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return {
    credentials: rows.map((r, i) => {
      const kind = credentialKindSchema.parse(r.kind);
      // The members before this one from the same browser: a person who comes back.
      const earlier =
        r.device_hash === null
          ? []
          : rows.slice(0, i).filter((e) => e.kind === "member" && e.device_hash === r.device_hash);
      return {
        id: r.id,
        role: roleSchema.parse(r.role),
        kind,
        name: r.name,
        revoked: r.revoked_at !== null,
        createdAt: r.created_at,
        ...(kind === "member" ? { invite: r.invite_id, earlier: earlier.map((e) => e.id) } : {}),
      };
    }),
  };
}

/**
 * `DELETE …/credentials/:cid` (the caller checked for the GM): revokes an active credential of
 * the table; 404 when there is none, 400 for the caller's own. Announced on the event bus: every
 * process forgets the token and closes the credential's live sockets (4401) as soon as the notice
 * arrives; a process that missed it still stops trusting its cached copy within a second (see
 * {@link ServerContext.credentials}).
 *
 * @example
 * await revokeCredential(ctx, principal, playerCredentialId);
 */
export async function revokeCredential(ctx: ServerContext, principal: Principal, cid: string): Promise<void> {
  await revokeMember(ctx, principal, cid, false);
}

/**
 * `POST …/credentials/:cid/revoke` (the caller checked for the GM): revokes an active credential
 * and, with `renewInvite`, in the same commit the invite the member came by — replaced by a new
 * invite of its role and name, whose token the answer carries. An invite already revoked stays as
 * it is (no new one); a member whose invite is not known is 422 `invite-unknown`. Announced on the
 * bus like every revocation.
 *
 * @example
 * (await revokeMember(ctx, gm, inaId, true)).invite?.token; // the new player link's token
 */
export async function revokeMember(
  ctx: ServerContext,
  principal: Principal,
  cid: string,
  renewInvite: boolean,
): Promise<ApiResponse<"POST /api/tables/:id/credentials/:cid/revoke">> {
  if (cid === principal.credentialId)
    throw new ApiError(400, "cannot-revoke-self", "Use another GM token to revoke this one");
  const done = await ctx.writer.write(principal.tableId, async (trx) => {
    const at = new Date().toISOString();
    const row = await trx
      .selectFrom("credentials")
      .select(["id", "invite_id"])
      .where("id", "=", cid)
      .where("table_id", "=", principal.tableId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, "credential-not-found", "No such active credential", ["cid"]);
    const invite =
      renewInvite && row.invite_id !== null
        ? await trx
            .selectFrom("credentials")
            .select(["id", "role", "name", "revoked_at"])
            .where("id", "=", row.invite_id)
            .where("table_id", "=", principal.tableId)
            .executeTakeFirst()
        : undefined;
    if (renewInvite && !invite) {
      throw new ApiError(422, "invite-unknown", "Which link this member came by is not known", [
        "renewInvite",
      ]);
    }
    const renew = invite && invite.revoked_at === null ? invite : undefined;
    const ids = renew ? [cid, renew.id] : [cid];
    await trx
      .updateTable("credentials")
      .set({ revoked_at: at })
      .where("id", "in", ids)
      .where("table_id", "=", principal.tableId)
      .where("revoked_at", "is", null)
      .execute();
    const role = renew ? roleSchema.parse(renew.role) : undefined;
    const fresh =
      renew && role ? await insertCredential(trx, principal.tableId, role, "invite", renew.name) : undefined;
    return {
      result: {
        revoked: ids,
        invite:
          fresh && role && renew
            ? { credentialId: fresh.id, token: fresh.token, role, name: renew.name }
            : null,
      },
      events: [],
    };
  });
  // Every process forgets the tokens and closes their sockets (this one at once, see app.ts).
  for (const id of done.revoked) ctx.bus.announceRevocation(principal.tableId, id);
  return done;
}
