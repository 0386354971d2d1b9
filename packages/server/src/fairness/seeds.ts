import { createHash, randomBytes } from "node:crypto";

/** A fresh secret seed: 32 random bytes as hex. */
export const newSeed = (): string => randomBytes(32).toString("hex");

/**
 * The public commitment to a seed: SHA-256 of the seed's bytes, as hex. Published before the
 * first roll with that seed, so the server cannot change the seed afterwards.
 *
 * @example
 * seedCommitment("00".repeat(32)); // "66687aad…"
 */
export const seedCommitment = (seedHex: string): string =>
  createHash("sha256").update(Buffer.from(seedHex, "hex")).digest("hex");
