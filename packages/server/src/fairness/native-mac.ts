import { createHmac } from "node:crypto";
import type { MacFactory } from "@spieltisch/protocol";

/**
 * HMAC-SHA256 from Node's OpenSSL for the server's rolls: the same bytes as the protocol's
 * portable HMAC (tested against it on many keys and messages, and on the exports of
 * `fixtures/`), in native code — the pure-JS HMAC of a roll's dice and proof was close to a tenth
 * of a roll's CPU. The key goes to OpenSSL as raw bytes: a roll makes two or three MACs, and
 * importing it as a `KeyObject` first cost more than it saved (~6 µs a roll).
 */
export const nativeMac: MacFactory = (key) => (message) => createHmac("sha256", key).update(message).digest();
