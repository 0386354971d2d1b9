import { createHash, randomBytes } from "node:crypto";

/**
 * A new bearer token: 32 random bytes (256 bits of entropy) in base64url with a short prefix that
 * makes leaked tokens easy to find with a secret scanner.
 */
export const newToken = (): string => `st_${randomBytes(32).toString("base64url")}`;

/** What the database keeps of a token: its SHA-256 in hex. The token itself is never stored. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
