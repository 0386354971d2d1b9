import type { Role } from "@spieltisch/protocol";

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

export { requireActor, requireGm } from "@spieltisch/protocol";
