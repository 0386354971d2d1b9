import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { conditionAfter, rollSidesOf } from "../actions/play-roll.js";
import { type TableExport, tableExportSchema } from "../api/export.js";
import type { ExportedEvent } from "../events/table-event.js";
import { normaliseTableOptions } from "../tables/stored-table-options.js";
import { derivationPrefix, deriveRoll, type RollRequest } from "./derive-roll.js";
import { rollProof } from "./hmac-rng.js";
import { type SideDigests, sideDigest } from "./side-digest.js";
import { rollRequestOf, verifyExport } from "./verify.js";

/**
 * Forgeries of who acted and of `apply` (issue #31, items 2 and 3) on real exports of the third
 * derivation: `fixtures/play3-*-export.json` are the GM's and the player's export of one server
 * table (EWS with FoKa, written by `packages/server/scripts/write-play-fixtures.ts`): Lazaro (the
 * player's), an Ork and a secret NPC Schatten in a fight; melee rolls with `apply` (client-seeded
 * and server-only), a public and a secret `condition` event, a secret roll, rolls of and against
 * the secret NPC, one melee without `apply`, a check without characters; both seeds rotated. The
 * tests find the rolls they forge by what happened in them, not by number.
 *
 * The same forgeries of the second derivation's exports (`verify-play.test.ts`) verify at the
 * roll itself and show — if at all — only where the forged character's chain goes on.
 */

type Roll = Extract<ExportedEvent, { kind: "roll" }>;
type Json = Record<string, unknown>;

const fixture = (name: string): TableExport =>
  tableExportSchema.parse(JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8")));
const gmExport = () => fixture("play3-gm-export.json");
const playerExport = () => fixture("play3-player-export.json");

const rollsOf = (data: TableExport): Roll[] =>
  data.events.filter((event): event is Roll => event.kind === "roll");
const rollAt = (data: TableExport, fullSeq: number): Roll =>
  rollsOf(data).find((r) => r.fullSeq === fullSeq)!;

/** The id of the character named `name` in the export. */
const idOf = (data: TableExport, name: string): string =>
  data.characters.find((c) => c.versions.at(-1)!.character.name === name)!.id;

/** Whether any event after `fullSeq` changes `character`. */
const changedLater = (data: TableExport, fullSeq: number, character: string): boolean =>
  data.events.some(
    (event) =>
      event.fullSeq > fullSeq &&
      ((event.kind === "condition" && event.character === character) ||
        (event.kind === "roll" && (event.applied ?? []).some((entry) => entry.character === character))),
  );

/** A public roll that booked on a character of the table stream, and the booked side's role. */
function publicBooking(data: TableExport, last?: "last"): { roll: Roll; role: "actor" | "opponent" } {
  for (const roll of rollsOf(data)) {
    const [entry] = roll.applied ?? [];
    if (roll.secret || roll.apply !== true || entry === undefined) continue;
    if (last && changedLater(data, roll.fullSeq, entry.character)) continue;
    const role = roll.actor?.character === entry.character ? "actor" : "opponent";
    if (roll[role]?.character !== undefined) return { roll, role };
  }
  throw new Error("no such booking in the fixture");
}

/**
 * What the roll at `fullSeq` books on `role` from `before`, recomputed from its revealed seed and
 * its own binding — what a careful forger writes as `after`, so the entry itself checks out.
 */
function rebooked(data: TableExport, fullSeq: number, role: "actor" | "opponent", before: Json): Json {
  const event = rollAt(data, fullSeq);
  const seed = data.seeds.find((s) => s.seedId === event.seedId)!.seed!;
  const request = rollRequestOf(event);
  const sides: SideDigests = {
    ...(event.actor?.digest ? { actor: event.actor.digest } : {}),
    ...(event.opponent?.digest ? { opponent: event.opponent.digest } : {}),
  };
  const binding = {
    counter: event.counter!,
    by: event.by,
    byName: event.byName,
    label: event.label,
    clientSeed: event.clientSeed,
    sides,
    apply: event.apply,
  };
  const derived = deriveRoll(seed, derivationPrefix(request, binding, 3), request, 3);
  const settings = { modules: event.modules, options: normaliseTableOptions(event.houseRules).options };
  return conditionAfter(event.system, settings, before, derived.consequences[role], role);
}

/**
 * The condition the log left `character` in before `fullSeq`: its last booked or set `after`, or
 * before its first change the condition that change started from (its sheet's).
 */
function conditionBefore(data: TableExport, fullSeq: number, character: string): Json {
  let now: Json | undefined;
  let first: Json | undefined;
  for (const event of data.events) {
    const changes =
      event.kind === "condition"
        ? event.character === character
          ? [event]
          : []
        : event.kind === "roll"
          ? (event.applied ?? []).filter((entry) => entry.character === character)
          : [];
    for (const change of changes) {
      first ??= change.before;
      if (event.fullSeq < fullSeq) now = change.after;
    }
  }
  const found = now ?? first;
  if (found === undefined) throw new Error(`no condition of ${character} in the log`);
  return found;
}

describe("the fixtures", () => {
  it("hold only rolls of the third derivation, with sides' digests and apply, and both exports verify", () => {
    const gm = gmExport();
    const rolls = rollsOf(gm);
    expect(rolls.map((roll) => roll.derivation)).toEqual(Array(10).fill(3));
    expect(rolls.filter((roll) => roll.apply === true)).toHaveLength(8);
    expect(rolls.filter((roll) => roll.actor?.digest !== undefined)).toHaveLength(9);
    expect(verifyExport(gm)).toEqual({
      verified: 10,
      unrevealed: 0,
      serverOnly: 2,
      entered: 0,
      mismatch: null,
    });
    const player = playerExport();
    // The secret NPC's sides: the digest, neither its id nor its name.
    const shadow = idOf(gm, "Schatten");
    const hidden = rollsOf(player).filter(
      (r) => r.actor?.character === undefined || r.opponent?.character === undefined,
    );
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(player);
    expect(text).toContain(sideDigest({ character: shadow, name: "Schatten" }));
    expect(text).not.toContain(shadow);
    expect(text).not.toContain("Schatten");
    expect(verifyExport(player)).toEqual({
      verified: 9,
      unrevealed: 0,
      serverOnly: 2,
      entered: 0,
      mismatch: null,
    });
  });
});

describe("who acted is bound to the dice (issue #31, item 3)", () => {
  it("damage moved onto another character, entry and chain rewritten to match: refused at the roll itself", () => {
    for (const data of [gmExport(), playerExport()]) {
      const { roll, role } = publicBooking(data);
      const moved = roll[role]!.character === idOf(gmExport(), "Ork") ? "Salamon Lazaro de Aicega" : "Ork";
      const target = data.characters.find((c) => c.versions.at(-1)!.character.name === moved)!.id;
      const before = conditionBefore(data, roll.fullSeq, target);
      roll[role] = { ...roll[role]!, character: target, name: moved };
      roll.applied = [
        {
          ...roll.applied![0]!,
          character: target,
          before,
          after: rebooked(data, roll.fullSeq, role, before),
        },
      ];
      expect(verifyExport(data).mismatch).toEqual({
        fullSeq: roll.fullSeq,
        reason: `${role}.character or ${role}.name was changed: ${role}.digest is not the digest of them`,
      });
      // With the digest made to match, the proof tells.
      roll[role] = { ...roll[role]!, digest: sideDigest({ character: target, name: moved }) };
      expect(verifyExport(data).mismatch).toMatchObject({
        fullSeq: roll.fullSeq,
        reason: expect.stringMatching(/^proof does not match: .*sides' digests/),
      });
    }
  });

  it("actor.character rewritten with the matching applied entry", () => {
    const data = gmExport();
    const roll = rollsOf(data).find((r) => r.applied?.[0]?.character === r.actor?.character && !r.secret)!;
    const other = idOf(data, roll.actor!.name === "Ork" ? "Salamon Lazaro de Aicega" : "Ork");
    roll.applied = [{ ...roll.applied![0]!, character: other }];
    roll.actor = { ...roll.actor!, character: other };
    expect(verifyExport(data).mismatch).toEqual({
      fullSeq: roll.fullSeq,
      reason: "actor.character or actor.name was changed: actor.digest is not the digest of them",
    });
  });

  it("opponent.name rewritten, in the GM's and in the player's export", () => {
    for (const data of [gmExport(), playerExport()]) {
      const roll = rollsOf(data).find((r) => r.opponent?.name !== undefined)!;
      roll.opponent = { ...roll.opponent!, name: "Bjarne" };
      expect(verifyExport(data).mismatch).toEqual({
        fullSeq: roll.fullSeq,
        reason: "opponent.character or opponent.name was changed: opponent.digest is not the digest of them",
      });
    }
  });

  it("a hidden side's digest swapped for another character's", () => {
    const data = playerExport();
    const roll = rollsOf(data).find((r) => r.actor !== undefined && r.actor.character === undefined)!;
    roll.actor = { ...roll.actor!, digest: roll.opponent!.digest };
    expect(verifyExport(data).mismatch).toMatchObject({
      fullSeq: roll.fullSeq,
      reason: expect.stringMatching(/^proof does not match/),
    });
  });
});

describe("whether a roll booked is bound to the dice (issue #31, item 2)", () => {
  it("apply dropped from a roll that booked — with its entries or without", () => {
    for (const data of [gmExport(), playerExport()]) {
      const { roll } = publicBooking(data);
      delete roll.apply;
      expect(verifyExport(data).mismatch).toMatchObject({
        fullSeq: roll.fullSeq,
        reason: expect.stringMatching(/^proof does not match: .*apply/),
      });
      delete roll.applied;
      expect(verifyExport(data).mismatch).toMatchObject({
        fullSeq: roll.fullSeq,
        reason: expect.stringMatching(/^proof does not match: .*apply/),
      });
    }
  });

  it("apply added to a roll that did not book", () => {
    for (const data of [gmExport(), playerExport()]) {
      const roll = rollsOf(data).find((r) => r.actor !== undefined && r.apply === undefined)!;
      roll.apply = true;
      expect(verifyExport(data).mismatch).toMatchObject({
        fullSeq: roll.fullSeq,
        reason: expect.stringMatching(/^proof does not match: .*apply/),
      });
    }
  });

  it("the booking of a character's last change removed, apply kept: the GM's export shows the side it changed", () => {
    const data = gmExport();
    const { roll, role } = publicBooking(data, "last");
    const character = roll[role]!.character;
    delete roll.applied;
    expect(verifyExport(data).mismatch).toEqual({
      fullSeq: roll.fullSeq,
      reason: `no applied entry for the ${role} ${character}, whom the roll changes`,
    });
  });

  it("entries on a roll that did not book, checking out against the dice: refused", () => {
    const data = gmExport();
    const roll = rollsOf(data).find((r) => r.actor !== undefined && r.apply === undefined)!;
    const id = roll.opponent!.character!;
    const before = conditionBefore(data, roll.fullSeq, id);
    const after = rebooked(data, roll.fullSeq, "opponent", before);
    const actorId = roll.actor!.character!;
    const actorBefore = conditionBefore(data, roll.fullSeq, actorId);
    const actorAfter = rebooked(data, roll.fullSeq, "actor", actorBefore);
    // The side the roll changes gets the entry (the other is written as it was, if it was not hit).
    roll.applied = [
      ...(JSON.stringify(actorAfter) !== JSON.stringify(actorBefore)
        ? [{ character: actorId, before: actorBefore, after: actorAfter, readings: 2 }]
        : []),
      ...(JSON.stringify(after) !== JSON.stringify(before)
        ? [{ character: id, before, after, readings: 2 }]
        : []),
    ];
    expect(roll.applied.length).toBeGreaterThan(0);
    expect(verifyExport(data).mismatch).toEqual({
      fullSeq: roll.fullSeq,
      reason: "applied without apply: the roll's dice are bound to a roll that booked nothing",
    });
  });

  it("a roll's proof is over its whole binding: recomputing it with apply gives another", () => {
    const data = gmExport();
    const { roll } = publicBooking(data);
    const seed = data.seeds.find((s) => s.seedId === roll.seedId)!.seed!;
    const modifiers = rollSidesOf(roll.actor?.modifiers, roll.opponent?.modifiers);
    const request: RollRequest = {
      system: roll.system,
      modules: roll.modules,
      houseRules: roll.houseRules,
      action: roll.action,
      options: roll.options,
      ...(modifiers ? { sides: modifiers } : {}),
    };
    const binding = {
      counter: roll.counter!,
      by: roll.by,
      byName: roll.byName,
      clientSeed: roll.clientSeed,
      sides: { actor: roll.actor!.digest!, opponent: roll.opponent!.digest! },
    };
    expect(rollProof(seed, derivationPrefix(request, { ...binding, apply: true }, 3))).toBe(roll.proof);
    expect(rollProof(seed, derivationPrefix(request, binding, 3))).not.toBe(roll.proof);
  });
});
