import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { derivationPrefix, deriveRoll, type RollBinding, type RollRequest } from "./derive-roll.js";
import { rollSideDigests, sideDigest } from "./side-digest.js";

/**
 * The third derivation (issue #31): `["spieltisch/roll@3", {request, by, byName, label?,
 * clientSeed | counter, sides?, apply?}]` — the second's binding, the digests of the sides that
 * name a character and `apply: true` when the roll booked.
 */

const SEED = "7c".repeat(32);
const request: RollRequest = {
  system: "ews",
  modules: ["foka"],
  houseRules: {},
  action: "melee",
  options: { attacker: 14, defender: 13, attackerWeapon: 1 },
  sides: { actor: [{ amount: -3, source: "wounds" }] },
};
const ALRIK = { character: "0b6f4a52-5a43-4c1e-9d0e-1f2a3b4c5d6e", name: "Alrik" };
const ORK = { character: "8d1e0c7a-2b3c-4d5e-8f9a-0b1c2d3e4f5a", name: "Ork" };
const who: RollBinding = {
  counter: 7,
  by: "p1",
  byName: "Alrik",
  label: "Hieb",
  clientSeed: "q3Zr8W1vQyKc0p9LmN2xTg",
};

describe("a side's digest", () => {
  it("is hex SHA-256 of the canonical JSON of {character, name}", () => {
    const text = `{"character":"${ALRIK.character}","name":"Alrik"}`;
    expect(sideDigest(ALRIK)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
    // Key order and extra fields of the side do not matter; the name does.
    expect(sideDigest({ name: "Alrik", character: ALRIK.character })).toBe(sideDigest(ALRIK));
    expect(sideDigest({ ...ALRIK, name: "Alrike" })).not.toBe(sideDigest(ALRIK));
    expect(sideDigest({ ...ALRIK, character: ORK.character })).not.toBe(sideDigest(ALRIK));
  });

  it("is given for the sides that name a character, none for a side the stream hides", () => {
    expect(rollSideDigests(ALRIK, ORK)).toEqual({ actor: sideDigest(ALRIK), opponent: sideDigest(ORK) });
    expect(rollSideDigests({}, ORK)).toEqual({ opponent: sideDigest(ORK) });
    expect(rollSideDigests(undefined, undefined)).toBeUndefined();
    expect(rollSideDigests({}, {})).toBeUndefined();
  });
});

describe("the third derivation's prefix", () => {
  const sides = { actor: sideDigest(ALRIK), opponent: sideDigest(ORK) };

  it("binds the second's fields, the sides' digests and apply: true", () => {
    expect(derivationPrefix(request, { ...who, sides, apply: true }, 3)).toEqual([
      "spieltisch/roll@3",
      {
        request,
        by: "p1",
        byName: "Alrik",
        label: "Hieb",
        clientSeed: who.clientSeed,
        sides,
        apply: true,
      },
    ]);
  });

  it("leaves out sides none of which names a character, apply when the roll did not book, the counter with a client seed", () => {
    const plain = derivationPrefix(request, { ...who, sides: {}, apply: false }, 3);
    expect(plain).toEqual([
      "spieltisch/roll@3",
      { request, by: "p1", byName: "Alrik", label: "Hieb", clientSeed: who.clientSeed },
    ]);
    const serverOnly = derivationPrefix(request, { counter: 7, by: null, byName: null }, 3);
    expect(serverOnly).toEqual(["spieltisch/roll@3", { request, by: null, byName: null, counter: 7 }]);
  });

  it("the second derivation binds neither: a roll logged with it recomputes as it was", () => {
    expect(derivationPrefix(request, { ...who, sides, apply: true }, 2)).toEqual(
      derivationPrefix(request, who, 2),
    );
    expect(derivationPrefix(request, who, 2)[0]).toBe("spieltisch/roll@2");
  });

  it("changing a side or apply changes the proof (and so the dice are another roll's)", () => {
    const proof = (binding: RollBinding) =>
      deriveRoll(SEED, derivationPrefix(request, binding, 3), request, 3).proof;
    const honest = proof({ ...who, sides, apply: true });
    expect(proof({ ...who, sides, apply: true })).toBe(honest);
    expect(proof({ ...who, sides })).not.toBe(honest);
    expect(
      proof({ ...who, sides: { ...sides, opponent: sideDigest({ ...ORK, name: "Bjarne" }) }, apply: true }),
    ).not.toBe(honest);
    expect(proof({ ...who, sides: { actor: sides.opponent, opponent: sides.actor }, apply: true })).not.toBe(
      honest,
    );
    expect(deriveRoll(SEED, derivationPrefix(request, who, 2), request, 2).proof).not.toBe(proof(who));
  });
});
