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
    })
    .execute();
  return { id, token };
}

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
): Promise<ApiResponse<"POST /api/tables/:id/join">> {
  if (principal.kind !== "invite") throw new ApiError(400, "already-member", "Join with an invite token");
  const member = await ctx.writer.write(principal.tableId, async (trx) => ({
    result: await insertCredential(trx, principal.tableId, principal.role, "member", name),
    events: [],
  }));
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
    .select(["id", "role", "kind", "name", "created_at", "revoked_at"])
    .where("table_id", "=", tableId)
    .orderBy("created_at")
    .execute();
  return {
    credentials: rows.map((r) => ({
      id: r.id,
      role: roleSchema.parse(r.role),
      kind: credentialKindSchema.parse(r.kind),
      name: r.name,
      revoked: r.revoked_at !== null,
      createdAt: r.created_at,
    })),
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
  if (cid === principal.credentialId)
    throw new ApiError(400, "cannot-revoke-self", "Use another GM token to revoke this one");
  const revoked = await ctx.writer.write(principal.tableId, async (trx) => {
    const result = await trx
      .updateTable("credentials")
      .set({ revoked_at: new Date().toISOString() })
      .where("id", "=", cid)
      .where("table_id", "=", principal.tableId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return { result: Number(result.numUpdatedRows), events: [] };
  });
  if (revoked !== 1) throw new ApiError(404, "credential-not-found", "No such active credential");
  // Every process forgets the token and closes its sockets (this one at once, see app.ts).
  ctx.bus.announceRevocation(principal.tableId, cid);
}
