import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { derivationPrefix, deriveRoll, type RollRequest } from "./derive-roll.js";
import { HmacRng, rollProof } from "./hmac-rng.js";
import { portableMac } from "./keyed-mac.js";

const SEED = "5a".repeat(32);
const request: RollRequest = {
  system: "ews",
  modules: [],
  houseRules: {},
  action: "check",
  options: { value: 12, target: 15, mod: [] },
};

describe("the portable keyed HMAC", () => {
  it("is HMAC-SHA256 for every message, however many share the key (the keyed state is cloned, never used up)", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 100 }),
        fc.array(fc.uint8Array({ minLength: 0, maxLength: 300 }), { minLength: 1, maxLength: 5 }),
        (key, messages) => {
          const mac = portableMac(key);
          for (const message of messages) expect(mac(message)).toEqual(hmac(sha256, key, message));
        },
      ),
    );
  });
});

describe("a roll's proof", () => {
  it("from the dice stream equals the proof computed on its own, and derived rolls carry it", () => {
    const prefix = derivationPrefix(request, { counter: 4, by: "c1", byName: "Alrik", label: "Tür" }, 2);
    const rng = new HmacRng(SEED, prefix);
    rng.die(6);
    expect(rng.proof()).toBe(rollProof(SEED, prefix));
    expect(deriveRoll(SEED, prefix, request).proof).toBe(rollProof(SEED, prefix));
    expect(rollProof(SEED, prefix)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("changes with who rolled", () => {
    const a = derivationPrefix(request, { counter: 4, by: "c1", byName: "Alrik" }, 2);
    const b = derivationPrefix(request, { counter: 4, by: "c1", byName: "Alrike" }, 2);
    expect(rollProof(SEED, a)).not.toBe(rollProof(SEED, b));
  });
});
