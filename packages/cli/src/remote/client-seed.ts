import { randomBytes } from "node:crypto";

/** Bytes of a client seed the CLI makes: 256 bits, twice what CONTRACT §5 asks for. */
const CLIENT_SEED_BYTES = 32;

/**
 * A fresh client seed (CONTRACT §5): 256 bits from the operating system's cryptographic source,
 * as base64url without padding (43 characters).
 *
 * @example
 * newClientSeed(); // "q3Jx…" (43 characters of A–Z a–z 0–9 - _)
 */
export const newClientSeed = (): string => randomBytes(CLIENT_SEED_BYTES).toString("base64url");
