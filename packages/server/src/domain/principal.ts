import type { Role } from "@spieltisch/protocol";
import { ApiError } from "../errors.js";

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

/** 403 unless the caller is the GM. */
export function requireGm(principal: Principal): void {
  if (principal.role !== "gm") throw new ApiError(403, "gm-only", "Only the GM may do this");
}

/** 403 for viewers: they watch, they do not act. */
export function requireActor(principal: Principal): void {
  if (principal.role === "viewer") throw new ApiError(403, "viewer-read-only", "Viewers cannot act");
}
