import type { Role } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { ApiError } from "../errors.js";
import { hashToken } from "../tokens.js";
import type { Principal } from "./principal.js";

/**
 * Resolves a token for a table: missing, unknown or revoked → 401; a token of another table →
 * 404 (the table is not theirs to know about). Looked-up credentials are kept for a second
 * ({@link CredentialCache}); a revocation on this process takes effect at once (a lookup already
 * under way may keep the credential for that second).
 */
export async function authenticate(
  ctx: ServerContext,
  tableId: string,
  token: string | undefined,
): Promise<Principal> {
  if (!token) throw new ApiError(401, "unauthorized", "A bearer token is required");
  const hash = hashToken(token);
  let principal = ctx.credentials.get(hash);
  if (!principal) {
    const row = await ctx.db
      .selectFrom("credentials")
      .select(["id", "table_id", "role", "kind", "name", "revoked_at"])
      .where("token_hash", "=", hash)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null) throw new ApiError(401, "unauthorized", "Unknown or revoked token");
    principal = {
      credentialId: row.id,
      tableId: row.table_id,
      role: row.role as Role,
      kind: row.kind as Principal["kind"],
      name: row.name,
    };
    ctx.credentials.set(hash, principal);
  }
  if (principal.tableId !== tableId) throw new ApiError(404, "table-not-found", "No such table");
  return principal;
}
