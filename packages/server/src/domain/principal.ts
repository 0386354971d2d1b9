import type { Role } from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { ApiError } from "../errors.js";
import { hashToken } from "../tokens.js";

/** Who is calling: the credential behind the bearer token, its table and role. */
export interface Principal {
  readonly credentialId: string;
  readonly tableId: string;
  readonly role: Role;
  readonly kind: "invite" | "member";
  readonly name: string | null;
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header ?? "");
  return match?.[1];
}

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

/** 403 unless the caller is the GM. */
export function requireGm(principal: Principal): void {
  if (principal.role !== "gm") throw new ApiError(403, "gm-only", "Only the GM may do this");
}

/** 403 for viewers: they watch, they do not act. */
export function requireActor(principal: Principal): void {
  if (principal.role === "viewer") throw new ApiError(403, "viewer-read-only", "Viewers cannot act");
}
