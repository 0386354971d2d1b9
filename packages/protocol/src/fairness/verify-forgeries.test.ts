import { describe, expect, it } from "vitest";
import { type TableExport, tableExportSchema } from "../api/export.js";
import {
  derivationPrefix,
  deriveRoll,
  ROLL_DERIVATION,
  type RollBinding,
  type RollRequest,
} from "./derive-roll.js";
import { rollProof, seedCommitment } from "./hmac-rng.js";
import { verifyExport } from "./verify.js";

/**
 * Every forgery CONTRACT §5 names, done the way a server operator who can write the database
 * would do it — recomputing the dice where that helps the forgery — and refused by `verify`.
 */

const TABLE_SEED = "11".repeat(32);
const GM_SEED = "22".repeat(32);
const NEXT_SEED = "33".repeat(32);
const at = "2026-12-01T00:00:00.000Z";

type Json = Record<string, unknown>;

const check = (value: number): RollRequest => ({
  system: "ews",
  modules: [],
  houseRules: {},
  action: "check",
  options: { value, target: 12 },
});

/** A roll event as the server writes it: the second derivation, bound to who rolled. */
function rollEvent(
  seq: { fullSeq: number; tableSeq: number | null },
  seed: { id: string; hex: string },
  request: RollRequest,
  who: { by: string; byName: string; label?: string; clientSeed?: string },
): Json {
  const secret = seq.tableSeq === null;
  const counter = secret ? seq.fullSeq : seq.tableSeq!;
  const binding: RollBinding = { counter, ...who };
  const prefix = derivationPrefix(request, binding, ROLL_DERIVATION);
  const derived = deriveRoll(seed.hex, prefix, request);
  return {
    ...seq,
    kind: "roll",
    secret,
    by: who.by,
    at,
    action: request.action,
    system: request.system,
    modules: request.modules,
    houseRules: request.houseRules,
    options: request.options,
    ...(who.label !== undefined ? { label: who.label } : {}),
    byName: who.byName,
    stream: secret ? "gm" : "table",
    seedId: seed.id,
    counter,
    derivation: ROLL_DERIVATION,
    proof: rollProof(seed.hex, prefix),
    ...(who.clientSeed !== undefined ? { clientSeed: who.clientSeed } : {}),
    ...derived.json,
  };
}

const PLAYER = { by: "p1", byName: "Alrik" };
const CLIENT_SEED = "q3Zr8W1vQyKc0p9LmN2xTg";

/** A GM export: the table and GM seeds committed, four rolls, then the table seed revealed. */
function honestLog(): Json[] {
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
      modules: [],
      houseRules: {},
      seed: { stream: "table", seedId: "s1", commitment: seedCommitment(TABLE_SEED) },
    },
    {
      fullSeq: 2,
      tableSeq: null,
      kind: "seed-committed",
      secret: true,
      by: "gm",
      at,
      seed: { stream: "gm", seedId: "g1", commitment: seedCommitment(GM_SEED) },
    },
    rollEvent({ fullSeq: 3, tableSeq: 2 }, { id: "s1", hex: TABLE_SEED }, check(12), {
      ...PLAYER,
      clientSeed: CLIENT_SEED,
      label: "Klettern",
    }),
    rollEvent({ fullSeq: 4, tableSeq: 3 }, { id: "s1", hex: TABLE_SEED }, check(13), PLAYER),
    rollEvent({ fullSeq: 5, tableSeq: null }, { id: "g1", hex: GM_SEED }, check(9), {
      by: "gm",
      byName: "SL",
    }),
    {
      fullSeq: 6,
      tableSeq: 4,
      kind: "seed-rotated",
      secret: false,
      by: "gm",
      at,
      stream: "table",
      revealed: { seedId: "s1", seed: TABLE_SEED, commitment: seedCommitment(TABLE_SEED) },
      next: { seedId: "s2", commitment: seedCommitment(NEXT_SEED) },
    },
  ];
}

function exportOf(events: Json[], seeds?: TableExport["seeds"]): TableExport {
  return tableExportSchema.parse({
    format: "spieltisch/table-export@1",
    table: { id: "t", name: "T", system: "ews", modules: [], houseRules: {}, createdAt: at },
    members: [],
    characters: [],
    seeds: seeds ?? [
      { seedId: "s1", stream: "table", commitment: seedCommitment(TABLE_SEED), seed: TABLE_SEED },
      { seedId: "g1", stream: "gm", commitment: seedCommitment(GM_SEED), seed: GM_SEED },
      { seedId: "s2", stream: "table", commitment: seedCommitment(NEXT_SEED), seed: null },
    ],
    events,
  });
}

/** Renumbers events 1, 2, 3 … (and the table stream's numbers), as a careful forger would. */
function renumber(events: Json[]): Json[] {
  let tableSeq = 0;
  return events.map((event, i) => ({
    ...event,
    fullSeq: i + 1,
    tableSeq: event.secret ? null : ++tableSeq,
  }));
}

describe("verify (CONTRACT §5)", () => {
  it("accepts the honest log and counts rolls without a client seed as server-only", () => {
    expect(verifyExport(exportOf(honestLog()))).toEqual({
      verified: 3,
      unrevealed: 0,
      serverOnly: 2,
      entered: 0,
      mismatch: null,
    });
  });

  it("a client-seeded roll does not depend on its place in the log", () => {
    const request = check(12);
    const at = (counter: number) =>
      deriveRoll(
        TABLE_SEED,
        derivationPrefix(request, { counter, ...PLAYER, clientSeed: CLIENT_SEED }, ROLL_DERIVATION),
        request,
      ).json;
    expect(at(2)).toEqual(at(17));
    const serverOnly = (counter: number) =>
      JSON.stringify(
        deriveRoll(TABLE_SEED, derivationPrefix(request, { counter, ...PLAYER }, 2), request).json,
      );
    const faces = new Set(Array.from({ length: 12 }, (_, i) => serverOnly(i + 1)));
    expect(faces.size).toBeGreaterThan(1);
  });

  it("refuses a removed roll (a gap) and a duplicated one (a repeat)", () => {
    const removed = honestLog().filter((e) => e.fullSeq !== 4);
    expect(verifyExport(exportOf(removed)).mismatch?.reason).toMatch(/removed or duplicated/);
    const log = honestLog();
    const duplicated = [...log.slice(0, 4), log[3]!, ...log.slice(4)];
    expect(verifyExport(exportOf(duplicated)).mismatch?.reason).toMatch(/removed or duplicated/);
  });

  it("refuses a table roll derived from the GM stream's seed, even with consistent dice", () => {
    const log = honestLog();
    log[3] = rollEvent({ fullSeq: 4, tableSeq: 3 }, { id: "g1", hex: GM_SEED }, check(13), PLAYER);
    expect(verifyExport(exportOf(log)).mismatch).toMatchObject({
      fullSeq: 4,
      reason: expect.stringMatching(/derived from seed g1/),
    });
  });

  it("refuses a roll derived from a seed already revealed", () => {
    const log = honestLog();
    log.push(rollEvent({ fullSeq: 7, tableSeq: 5 }, { id: "s1", hex: TABLE_SEED }, check(11), PLAYER));
    expect(verifyExport(exportOf(log)).mismatch).toMatchObject({
      fullSeq: 7,
      reason: expect.stringMatching(/stream's seed at this point was s2/),
    });
  });

  it("refuses a seed swapped in the seed list together with its commitment there", () => {
    const other = "44".repeat(32);
    const log = honestLog().slice(0, 5);
    const seeds = [
      { seedId: "s1", stream: "table" as const, commitment: seedCommitment(other), seed: other },
      { seedId: "g1", stream: "gm" as const, commitment: seedCommitment(GM_SEED), seed: GM_SEED },
    ];
    expect(verifyExport(exportOf(log, seeds)).mismatch?.reason).toMatch(
      /seed s1 in the seed list differs from the commitment published at event 1/,
    );
  });

  it("refuses a rewritten roller, name or label", () => {
    for (const change of [{ by: "p2" }, { byName: "Bjarne" }, { label: "Schwimmen" }]) {
      const log = honestLog();
      log[2] = { ...log[2], ...change };
      expect(verifyExport(exportOf(log)).mismatch, JSON.stringify(change)).toMatchObject({ fullSeq: 3 });
    }
  });

  it("refuses changed options, results and client seeds", () => {
    const options = honestLog();
    options[3] = { ...options[3], options: { value: 18, target: 12 } };
    expect(verifyExport(exportOf(options)).mismatch?.fullSeq).toBe(4);
    const result = honestLog();
    result[3] = { ...result[3], success: !(result[3]!.success as boolean) };
    expect(verifyExport(exportOf(result)).mismatch?.reason).toMatch(/success is/);
    const seed = honestLog();
    seed[2] = { ...seed[2], clientSeed: "Z".repeat(22) };
    expect(verifyExport(exportOf(seed)).mismatch?.fullSeq).toBe(3);
  });

  it("refuses a client seed used twice, even with the rolls renumbered", () => {
    const log = honestLog();
    const again = rollEvent({ fullSeq: 7, tableSeq: 5 }, { id: "s1", hex: TABLE_SEED }, check(12), {
      ...PLAYER,
      clientSeed: CLIENT_SEED,
      label: "Klettern",
    });
    const forged = renumber([...log.slice(0, 3), again, ...log.slice(3)]).map((event) =>
      event.kind === "roll" && event.counter !== undefined && !event.secret
        ? { ...event, counter: event.tableSeq }
        : event.kind === "roll" && event.secret
          ? { ...event, counter: event.fullSeq }
          : event,
    );
    expect(verifyExport(exportOf(forged)).mismatch?.reason).toMatch(/client seed used twice/);
  });

  it("uses a seed the log reveals even when the seed list says null (issue #31)", () => {
    // A player's export taken after the rotation: the table stream only, numbered as it saw it.
    const playerLog = () =>
      renumber(honestLog().filter((event) => event.secret !== true)).map((event) =>
        event.kind === "roll" ? { ...event, fullSeq: event.tableSeq } : event,
      );
    const tableSeeds = (s1: string | null) => [
      { seedId: "s1", stream: "table" as const, commitment: seedCommitment(TABLE_SEED), seed: s1 },
      { seedId: "s2", stream: "table" as const, commitment: seedCommitment(NEXT_SEED), seed: null },
    ];
    expect(verifyExport(exportOf(playerLog(), tableSeeds(TABLE_SEED)))).toEqual({
      verified: 2,
      unrevealed: 0,
      serverOnly: 1,
      entered: 0,
      mismatch: null,
    });
    const forged = playerLog();
    const i = forged.findIndex((event) => event.kind === "roll" && event.clientSeed === undefined);
    forged[i] = { ...forged[i], success: !(forged[i]!.success as boolean) };
    const report = verifyExport(exportOf(forged, tableSeeds(null)));
    expect(report.mismatch).toMatchObject({ fullSeq: 0, reason: expect.stringMatching(/seed s1.*revealed/) });
    // The seed list alone cannot hide the roll either: without the list entry the log's seed is used.
    const without = verifyExport(exportOf(forged, tableSeeds(TABLE_SEED).slice(1)));
    expect(without.mismatch).toMatchObject({
      fullSeq: forged[i]!.fullSeq,
      reason: expect.stringMatching(/success is/),
    });
  });

  it("refuses an older derivation claimed for a client-seeded roll", () => {
    const log = honestLog();
    const { derivation: _dropped, ...rest } = log[2]!;
    log[2] = rest;
    expect(verifyExport(exportOf(log)).mismatch?.reason).toMatch(/first derivation/);
  });
});
