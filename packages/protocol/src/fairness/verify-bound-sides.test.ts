import { describe, expect, it } from "vitest";
import { rollSidesOf } from "../actions/play-roll.js";
import { type TableExport, tableExportSchema } from "../api/export.js";
import type { RollSide } from "../events/play-state-parts.js";
import { type Derivation, derivationPrefix, deriveRoll, type RollRequest } from "./derive-roll.js";
import { seedCommitment } from "./hmac-rng.js";
import { sideDigest } from "./side-digest.js";
import { verifyExport } from "./verify.js";

/**
 * `verify` rebuilds a third-derivation roll's binding from the event (issue #31, item 3): each
 * side's digest — checked against its `character` and `name` where the event shows them — and
 * `apply`. A table stream's log (no secret events, as a player exports it) of rolls written the
 * way the server writes them; the chains of play state are `verify-play.test.ts`'s and
 * `verify-derivation-3.test.ts`'s, on real exports.
 */

const SEED = "5e".repeat(32);
const NEXT = "6f".repeat(32);
const at = "2026-12-06T00:00:00.000Z";
type Json = Record<string, unknown>;

const ALRIK = { character: "0b6f4a52-5a43-4c1e-9d0e-1f2a3b4c5d6e", name: "Alrik" };
const ORK = { character: "8d1e0c7a-2b3c-4d5e-8f9a-0b1c2d3e4f5a", name: "Ork" };
const SHADOW = { character: "c3a1f2e4-7b6d-4e8f-a9b0-1c2d3e4f5a6b", name: "Schatten" };

/** A side as the event logs it: the GM's view, with the digest of the third derivation. */
const side = (who: { character: string; name: string }, derivation: Derivation = 3): RollSide => ({
  ...who,
  modifiers: [],
  ...(derivation === 3 ? { digest: sideDigest(who) } : {}),
});

/** A secret NPC's side as the table stream shows it: modifiers and digest. */
const hiddenSide = (who: { character: string; name: string }): RollSide => ({
  modifiers: [],
  digest: sideDigest(who),
});

/** A melee roll event as the server writes it, bound as `derivation` binds it. */
function melee(
  tableSeq: number,
  actor: RollSide,
  opponent: RollSide,
  bound: { by: string; byName: string | null; clientSeed?: string; apply?: true },
  derivation: Derivation = 3,
): Json {
  const request: RollRequest = {
    system: "ews",
    modules: ["foka"],
    houseRules: {},
    action: "melee",
    options: { attacker: 14, defender: 13, attackerWeapon: 1 },
  };
  const sides = rollSidesOf(actor.modifiers, opponent.modifiers);
  const withSides = { ...request, ...(sides ? { sides } : {}) };
  // The digests as the server binds them: each side's as the event logs it (a hidden one's too).
  const digests = derivation === 3 ? { ...pick("actor", actor), ...pick("opponent", opponent) } : undefined;
  const prefix = derivationPrefix(withSides, { counter: tableSeq, ...bound, sides: digests }, derivation);
  const derived = deriveRoll(SEED, prefix, withSides, derivation);
  return {
    fullSeq: tableSeq,
    tableSeq,
    kind: "roll",
    secret: false,
    by: bound.by,
    at,
    ...request,
    byName: bound.byName,
    stream: "table",
    seedId: "s1",
    counter: tableSeq,
    derivation,
    proof: derived.proof,
    ...(bound.clientSeed !== undefined ? { clientSeed: bound.clientSeed } : {}),
    ...(bound.apply ? { apply: true } : {}),
    actor,
    opponent,
    ...derived.json,
  };
}

const pick = (role: "actor" | "opponent", logged: RollSide) =>
  logged.digest !== undefined ? { [role]: logged.digest } : {};

const PLAYER = { by: "p1", byName: null };

/** The table stream's log: four rolls of the third derivation, one of the second, the seed revealed. */
function streamLog(): Json[] {
  return [
    {
      fullSeq: 1,
      tableSeq: 1,
      kind: "table-created",
      secret: false,
      by: "gm",
      at,
      name: "T",
      system: "ews",
      modules: ["foka"],
      houseRules: {},
      seed: { stream: "table", seedId: "s1", commitment: seedCommitment(SEED) },
    },
    melee(2, side(ALRIK), side(ORK), { ...PLAYER, clientSeed: "cs1AAAAAAAAAAAAAAAAAAAAA", apply: true }),
    melee(3, side(ALRIK), hiddenSide(SHADOW), {
      ...PLAYER,
      clientSeed: "cs2AAAAAAAAAAAAAAAAAAAAA",
      apply: true,
    }),
    melee(4, side(ORK), side(ALRIK), { by: "gm", byName: "SL" }),
    melee(5, hiddenSide(SHADOW), side(ALRIK), { by: "gm", byName: "SL", apply: true }),
    melee(6, side(ORK, 2), side(ALRIK, 2), { by: "gm", byName: "SL" }, 2),
    {
      fullSeq: 7,
      tableSeq: 7,
      kind: "seed-rotated",
      secret: false,
      by: "gm",
      at,
      stream: "table",
      revealed: { seedId: "s1", seed: SEED, commitment: seedCommitment(SEED) },
      next: { seedId: "s2", commitment: seedCommitment(NEXT) },
    },
  ];
}

function exportOf(events: Json[]): TableExport {
  return tableExportSchema.parse({
    format: "spieltisch/table-export@1",
    table: { id: "t", name: "T", system: "ews", modules: ["foka"], houseRules: {}, createdAt: at },
    members: [],
    characters: [],
    seeds: [
      { seedId: "s1", stream: "table", commitment: seedCommitment(SEED), seed: SEED },
      { seedId: "s2", stream: "table", commitment: seedCommitment(NEXT), seed: null },
    ],
    events,
  });
}

/** The log with the roll at `fullSeq` changed by `change`. */
function forged(fullSeq: number, change: (roll: Json) => Json): TableExport {
  return exportOf(
    streamLog().map((event) => (event.fullSeq === fullSeq ? change(structuredClone(event)) : event)),
  );
}

describe("who acted and apply, bound by the third derivation (issue #31)", () => {
  it("the honest log verifies: sides with their digests, a hidden side's digest alone, apply, an older roll", () => {
    expect(verifyExport(exportOf(streamLog()))).toEqual({
      verified: 5,
      unrevealed: 0,
      serverOnly: 3,
      entered: 0,
      mismatch: null,
    });
  });

  it("a side's character rewritten: its digest names another", () => {
    const report = verifyExport(
      forged(2, (roll) => ({ ...roll, actor: { ...(roll.actor as Json), character: SHADOW.character } })),
    );
    expect(report.mismatch).toEqual({
      fullSeq: 2,
      reason: "actor.character or actor.name was changed: actor.digest is not the digest of them",
    });
  });

  it("a side's name rewritten: its digest names another", () => {
    const report = verifyExport(
      forged(4, (roll) => ({ ...roll, opponent: { ...(roll.opponent as Json), name: "Bjarne" } })),
    );
    expect(report.mismatch).toEqual({
      fullSeq: 4,
      reason: "opponent.character or opponent.name was changed: opponent.digest is not the digest of them",
    });
  });

  it("a side rewritten with a digest to match: the proof shows it", () => {
    for (const [fullSeq, role, who] of [
      [2, "opponent", SHADOW],
      [5, "actor", ORK],
    ] as const) {
      const report = verifyExport(forged(fullSeq, (roll) => ({ ...roll, [role]: side(who) })));
      expect(report.mismatch, `${fullSeq}`).toMatchObject({
        fullSeq,
        reason: expect.stringMatching(/^proof does not match: .*sides' digests/),
      });
    }
  });

  it("apply removed from a roll that booked, or added to one that did not", () => {
    const removed = forged(2, ({ apply: _apply, ...roll }) => roll);
    expect(verifyExport(removed).mismatch).toMatchObject({
      fullSeq: 2,
      reason: expect.stringMatching(/^proof does not match: .*apply/),
    });
    const added = forged(4, (roll) => ({ ...roll, apply: true }));
    expect(verifyExport(added).mismatch).toMatchObject({
      fullSeq: 4,
      reason: expect.stringMatching(/^proof does not match: .*apply/),
    });
  });

  it("a hidden side: its digest changed, a name given to it, or its digest dropped", () => {
    const other = forged(3, (roll) => ({ ...roll, opponent: hiddenSide(ORK) }));
    expect(verifyExport(other).mismatch).toMatchObject({
      fullSeq: 3,
      reason: expect.stringMatching(/^proof/),
    });
    const named = forged(3, (roll) => ({ ...roll, opponent: { ...(roll.opponent as Json), name: "Ork" } }));
    expect(verifyExport(named).mismatch).toEqual({
      fullSeq: 3,
      reason: "opponent.name without opponent.character: the digest cannot be checked",
    });
    const bare = forged(5, (roll) => ({ ...roll, actor: { modifiers: [] } }));
    expect(verifyExport(bare).mismatch).toEqual({
      fullSeq: 5,
      reason: "actor has no digest: a side of the third derivation binds one",
    });
  });

  it("a roll of the second derivation claims no binding it never had", () => {
    const apply = forged(6, (roll) => ({ ...roll, apply: true }));
    expect(verifyExport(apply).mismatch).toEqual({
      fullSeq: 6,
      reason: "apply on a roll of derivation 2, which does not bind it",
    });
    const digest = forged(6, (roll) => ({ ...roll, actor: side(ORK) }));
    expect(verifyExport(digest).mismatch).toEqual({
      fullSeq: 6,
      reason: "actor.digest on a roll of derivation 2, which does not bind it",
    });
    // Nor is a roll of the third passed off as one of the second (its binding dropped with it).
    const downgraded = forged(2, ({ apply: _apply, ...roll }) => ({
      ...roll,
      derivation: 2,
      actor: side(ALRIK, 2),
      opponent: side(ORK, 2),
    }));
    expect(verifyExport(downgraded).mismatch).toMatchObject({
      fullSeq: 2,
      reason: expect.stringMatching(/^proof/),
    });
  });
});
