import { createHash } from "node:crypto";
import type { Sha256Hex } from "@spieltisch/protocol";

/**
 * Hex SHA-256 from Node's OpenSSL for the log's chain (issue #31): the same digest as the
 * protocol's portable one, in native code — the server hashes every event it appends, twice
 * where both streams show it.
 */
export const nativeSha256Hex: Sha256Hex = (text) => createHash("sha256").update(text, "utf8").digest("hex");
