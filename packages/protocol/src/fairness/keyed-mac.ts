import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";

/** HMAC-SHA256 under one key, for the several messages of one roll (its dice blocks and proof). */
export type KeyedMac = (message: Uint8Array) => Uint8Array;

/**
 * Makes a {@link KeyedMac} for a key. Every implementation computes the same HMAC-SHA256; they
 * differ only in speed. The default ({@link portableMac}) runs everywhere; the server passes
 * Node's native one.
 */
export type MacFactory = (key: Uint8Array) => KeyedMac;

/**
 * HMAC-SHA256 from `@noble/hashes`: synchronous and the same in Node.js and the browser. The key
 * is absorbed once (HMAC's inner and outer pads hashed up front) and the keyed state cloned per
 * message, so a roll's blocks and proof pay for the key only once.
 *
 * @example
 * const mac = portableMac(seedBytes);
 * mac(utf8ToBytes('["spieltisch/roll@2",{…},0]'));
 */
export const portableMac: MacFactory = (key) => {
  const keyed = hmac.create(sha256, key);
  return (message) => keyed.clone().update(message).digest();
};
