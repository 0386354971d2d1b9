import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { conditionAfter } from "../actions/play-roll.js";
import { type TableExport, tableExportSchema } from "../api/export.js";
import type { ExportedEvent } from "../events/table-event.js";
import { normaliseTableOptions } from "../tables/stored-table-options.js";
import { derivationPrefix, deriveRoll } from "./derive-roll.js";
import { rollRequestOf, verifyExport } from "./verify.js";

/**
 * Forgeries of the play state in a log (issue #31: `applied` and who acted were not verified),
 * done on real exports: `fixtures/play-*-export.json` are the GM's and the player's export of one
 * server table (EWS with FoKa) — Lazaro (the player's), an Ork and a secret NPC Schatten; melee
 * rolls with `apply` (client-seeded and server-only), a public and a secret `condition` event, a
 * secret roll, a roll of the secret NPC, one roll without `apply`; both seeds rotated. Events by
 * number in the GM's export:
 *
 *  3, 4, 5  character-saved   Lazaro, Ork, Schatten (secret)
 *  6  roll        Ork → Lazaro      Lazaro TP 12 → 10 (his first booking)
 *  7  roll        Lazaro → Ork      Ork TP 18 → 12 (its first)
 *  8  condition   Lazaro damage 2   TP 10 → 8
 *  9  roll        Ork → Lazaro      Ork TP 12 → 10 (the attacker was hit)
 * 10  condition   secret: Lazaro damage 1, TP 8 → 7
 * 11  roll        secret: Ork → Lazaro, Lazaro TP 7 → −3
 * 12  roll        Schatten → Lazaro Lazaro TP −3 → −12
 * 13  roll        Lazaro → Schatten Schatten TP 18 → 17 (the player's export leaves it out)
 * 14  roll        Ork → Lazaro      without apply
 * 15  roll        Lazaro → Ork      Ork TP 10 → 3
 * 16  roll        Ork → Lazaro      Ork TP 3 → 0
 *
 * The player's export numbers the table stream's events 1 … 13 (no 2, 5, 10, 11, 18).
 */

type Json = Record<string, unknown>;
type Applied = { character: string; before: Json; after: Json; readings?: number };

const fixture = (name: string): TableExport =>
  tableExportSchema.parse(JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8")));
const gmExport = () => fixture("play-gm-export.json");
const playerExport = () => fixture("play-player-export.json");

const LAZARO = "Salamon Lazaro de Aicega";
const ORK = "Ork";

/** The event numbered `fullSeq`, as a roll (for changing it in place). */
function rollAt(data: TableExport, fullSeq: number): Extract<ExportedEvent, { kind: "roll" }> {
  const event = data.events[fullSeq - 1];
  if (event?.kind !== "roll") throw new Error(`event ${fullSeq} is no roll`);
  return event;
}

/** The id of the character named `name` in the export. */
const idOf = (data: TableExport, name: string): string =>
  data.characters.find((c) => c.versions.at(-1)!.character.name === name)!.id;

/**
 * What the roll at `fullSeq` books on `role` from `before`, recomputed from its revealed seed — what
 * a careful forger writes as `after`, so the entry itself checks out.
 */
function rebooked(data: TableExport, fullSeq: number, role: "actor" | "opponent", before: Json): Json {
  const event = rollAt(data, fullSeq);
  const seed = data.seeds.find((s) => s.seedId === event.seedId)!.seed!;
  const request = rollRequestOf(event);
  const binding = {
    counter: event.counter!,
    by: event.by,
    byName: event.byName,
    label: event.label,
    clientSeed: event.clientSeed,
  };
  const derived = deriveRoll(seed, derivationPrefix(request, binding, 2), request);
  const settings = { modules: event.modules, options: normaliseTableOptions(event.houseRules).options };
  return conditionAfter(event.system, settings, before, derived.consequences[role], role);
}

const shifted = (condition: Json, tp: number): Json => ({ ...condition, tp: (condition.tp as number) + tp });

describe("the fixtures", () => {
  it("are what the comment says, and both exports verify", () => {
    const gm = gmExport();
    expect(idOf(gm, LAZARO)).toBe(rollAt(gm, 6).applied![0]!.character);
    expect(rollAt(gm, 9).applied![0]!.character).toBe(idOf(gm, ORK));
    expect(rollAt(gm, 14).applied).toBeUndefined();
    expect(verifyExport(gm)).toMatchObject({ verified: 9, unrevealed: 0, mismatch: null });
    // Lazaro's TP went from 8 (event 6 of the player's) to −3 (event 8) through secret events:
    // a gap a player's export cannot fill, and no forgery.
    const player = playerExport();
    expect(rollAt(player, 8).applied![0]!.before.tp).toBe(-3);
    expect(verifyExport(player)).toMatchObject({ verified: 8, unrevealed: 0, mismatch: null });
  });
});

describe("applied is verified against the log (issue #31)", () => {
  it("before and after shifted together (+5 TP): the condition the character was in is the previous after", () => {
    const data = gmExport();
    const entry = rollAt(data, 9).applied![0]! as Applied;
    entry.before = shifted(entry.before, -5);
    entry.after = shifted(entry.after, -5);
    expect(verifyExport(data).mismatch).toMatchObject({
      fullSeq: 9,
      reason: expect.stringMatching(/applied\.0\.before .*event 7/),
    });
  });

  it("the first booking of a character starts from its sheet's condition", () => {
    const data = gmExport();
    const entry = rollAt(data, 6).applied![0]! as Applied;
    entry.before = shifted(entry.before, -5);
    entry.after = shifted(entry.after, -5);
    expect(verifyExport(data).mismatch).toMatchObject({
      fullSeq: 6,
      reason: expect.stringMatching(/applied\.0\.before .*sheet/),
    });
  });

  it("before reset to full health, after recomputed from it", () => {
    const data = gmExport();
    const fresh = rollAt(data, 7).applied![0]!.before;
    expect(fresh.tp).toBe(18);
    const entry = rollAt(data, 16).applied![0]! as Applied;
    entry.before = fresh;
    entry.after = rebooked(data, 16, "actor", fresh);
    expect(verifyExport(data).mismatch).toMatchObject({ fullSeq: 16 });
  });

  it("applied deleted: the character's next change does not start where the log left it", () => {
    const data = gmExport();
    delete rollAt(data, 9).applied;
    expect(verifyExport(data).mismatch).toMatchObject({
      fullSeq: 15,
      reason: expect.stringMatching(/applied\.0\.before .*event 7/),
    });
    const first = gmExport();
    delete rollAt(first, 6).applied;
    expect(verifyExport(first).mismatch).toMatchObject({
      fullSeq: 8,
      reason: expect.stringMatching(/^before .*sheet/),
    });
  });

  it("applied emptied: a roll books entries or has no applied (in every export)", () => {
    for (const [data, fullSeq] of [
      [gmExport(), 12],
      [playerExport(), 8],
    ] as const) {
      rollAt(data, fullSeq).applied = [];
      expect(verifyExport(data).mismatch).toMatchObject({
        fullSeq,
        reason: expect.stringMatching(/applied is empty/),
      });
    }
  });

  it("a booked roll leaves out a side it changed", () => {
    const data = gmExport();
    // Event 12 hit Lazaro; had it booked, Schatten's entry would be there too had the blow hurt him.
    // Here: event 15 books on the Ork; an entry for Lazaro that was not changed is no forgery,
    // but the Ork's left out while Lazaro's stays (written as unchanged) is.
    const roll = rollAt(data, 15);
    const ork = roll.applied![0]!;
    const lazaro = idOf(data, LAZARO);
    const lazaroNow = rollAt(data, 12).applied![0]!.after;
    roll.applied = [{ character: lazaro, before: lazaroNow, after: lazaroNow, readings: ork.readings }];
    expect(verifyExport(data).mismatch).toMatchObject({
      fullSeq: 15,
      reason: expect.stringMatching(/no applied entry for the opponent/),
    });
  });

  it("a condition event's after is what its command does to its before", () => {
    const data = gmExport();
    const event = data.events[7]!;
    if (event.kind !== "condition") throw new Error("event 8 is no condition event");
    event.command = { command: "damage", amount: 5 };
    expect(verifyExport(data).mismatch).toMatchObject({
      fullSeq: 8,
      reason: "after.tp is 8, the command gives 5",
    });
  });

  it("a player's export: the chain is read across secret events, the entries themselves are checked", () => {
    // Event 4 of the player's export (6 of the GM's) with its after raised: the roll gives another.
    const data = playerExport();
    const entry = rollAt(data, 4).applied![0]! as Applied;
    entry.after = shifted(entry.after, 5);
    expect(verifyExport(data).mismatch).toMatchObject({
      fullSeq: 4,
      reason: expect.stringMatching(/applied\.0\.after/),
    });
  });
});

describe("who acted is verified where the log says who it was (issue #31)", () => {
  it("a side's name is its sheet's name at that point of the log", () => {
    for (const [data, fullSeq] of [
      [gmExport(), 9],
      [playerExport(), 7],
    ] as const) {
      const roll = rollAt(data, fullSeq);
      roll.opponent = { ...roll.opponent!, name: "Bjarne" };
      expect(verifyExport(data).mismatch, String(fullSeq)).toMatchObject({
        fullSeq,
        reason: expect.stringMatching(/opponent\.name is "Bjarne".*Salamon Lazaro de Aicega/),
      });
    }
  });

  it("a side naming no character of the table", () => {
    const data = gmExport();
    const roll = rollAt(data, 14);
    roll.actor = { ...roll.actor!, character: "c-unknown" };
    expect(verifyExport(data).mismatch).toMatchObject({
      fullSeq: 14,
      reason: expect.stringMatching(/actor\.character c-unknown is no character/),
    });
  });

  it("damage moved onto another character, entry and names rewritten to match, shows in that character's chain", () => {
    const data = gmExport();
    const roll = rollAt(data, 12);
    const ork = idOf(data, ORK);
    const orkNow = rollAt(data, 9).applied![0]!.after;
    roll.opponent = { ...roll.opponent!, character: ork, name: "Ork" };
    roll.applied = [
      { ...roll.applied![0]!, character: ork, before: orkNow, after: rebooked(data, 12, "opponent", orkNow) },
    ];
    // Event 12 itself checks out; the Ork's next booking (15) starts from a condition the log
    // never left it in.
    expect(verifyExport(data).mismatch).toMatchObject({
      fullSeq: 15,
      reason: expect.stringMatching(/applied\.0\.before .*event 12/),
    });
  });
});
