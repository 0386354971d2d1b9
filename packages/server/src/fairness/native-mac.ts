import { createHmac, createSecretKey } from "node:crypto";
import type { MacFactory } from "@spieltisch/protocol";

/**
 * HMAC-SHA256 from Node's OpenSSL for the server's rolls: the same bytes as the protocol's
 * portable HMAC (tested against it), in native code — the pure-JS HMAC of a roll's dice and
 * proof was close to a tenth of a roll's CPU. The key is imported once per roll.
 */
export const nativeMac: MacFactory = (key) => {
  const secret = createSecretKey(key);
  return (message) => createHmac("sha256", secret).update(message).digest();
};
