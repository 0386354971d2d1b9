import { readFileSync } from "node:fs";
import { derivationPrefix, deriveRoll, portableMac, type RollRequest } from "@spieltisch/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nativeMac } from "./native-mac.js";

describe("the server's native HMAC", () => {
  it("gives the same bytes as the portable one for any key and message", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 100 }),
        fc.array(fc.uint8Array({ minLength: 0, maxLength: 300 }), { minLength: 1, maxLength: 4 }),
        (key, messages) => {
          const native = nativeMac(key);
          const portable = portableMac(key);
          for (const message of messages) {
            expect(new Uint8Array(native(message))).toEqual(portable(message));
          }
        },
      ),
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
