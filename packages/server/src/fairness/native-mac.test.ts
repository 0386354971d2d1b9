import { readFileSync } from "node:fs";
import { derivationPrefix, deriveRoll, portableMac, type RollRequest } from "@spieltisch/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nativeMac } from "./native-mac.js";

describe("the server's native HMAC", () => {
  it("gives the same bytes as the portable one for any key and message", () => {
    fc.assert(
      fc.property(
        // Keys shorter and longer than SHA-256's 64-byte block (a longer key is hashed first).
        fc.uint8Array({ minLength: 1, maxLength: 200 }),
        fc.array(fc.uint8Array({ minLength: 0, maxLength: 300 }), { minLength: 1, maxLength: 4 }),
        (key, messages) => {
          const native = nativeMac(key);
          const portable = portableMac(key);
          for (const message of messages) {
            expect(new Uint8Array(native(message))).toEqual(portable(message));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("gives the same bytes for a server seed (32 bytes) and roll-sized messages, 5000 times", () => {
    // What the server keys and hashes: a 32-byte seed, a canonical JSON prefix with a block number.
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ maxLength: 400 }),
        (key, text) => {
          const message = new TextEncoder().encode(`["spieltisch/roll@3",${JSON.stringify(text)},0]`);
          expect(new Uint8Array(nativeMac(key)(message))).toEqual(portableMac(key)(message));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("rolls every golden roll byte for byte, with the same proof, in both derivations", () => {
    // The protocol's recorded rolls (its own test checks them with the portable HMAC).
    const golden: { seed: string; rolls: { counter: number; request: RollRequest; json: string }[] } =
      JSON.parse(
        readFileSync(new URL("../../../protocol/src/fairness/golden-rolls.json", import.meta.url), "utf8"),
      );
    for (const roll of golden.rolls) {
      const first = derivationPrefix(roll.request, { counter: roll.counter, by: null, byName: null }, 1);
      expect(JSON.stringify(deriveRoll(golden.seed, first, roll.request, 1, nativeMac).json)).toBe(roll.json);
      const second = derivationPrefix(roll.request, { counter: roll.counter, by: "c", byName: "Ida" }, 2);
      const native = deriveRoll(golden.seed, second, roll.request, 2, nativeMac);
      const portable = deriveRoll(golden.seed, second, roll.request, 2);
      expect(native.json).toEqual(portable.json);
      expect(native.proof).toBe(portable.proof);
    }
  });
});
