import {
  recomputeRoll,
  sideDigest,
  type TableExport,
  tableEventSchema,
  tableExportSchema,
  verifyExport,
} from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpieltischApp } from "../app.js";
import { DEFAULT_RATE_LIMITS } from "../rate-limits.js";
import { appOn, auth, type Backend, testBackends } from "../testing/backends.js";
import { type PlayedTable, playedTable } from "../testing/played-table.js";

/**
 * The third derivation (issue #31, items 2 and 3): a server roll's dice are bound to who acted on
 * its sides (the digest of each side's `{character, name}`) and to whether it booked (`apply`).
 * An evening of fights played through the API (`testing/played-table.ts`), exported for the GM
 * and the player: both verify, and the forgeries that verified before do not.
 */

const backends = await testBackends();

type Roll = Extract<TableExport["events"][number], { kind: "roll" }>;
const rollsOf = (data: TableExport): Roll[] =>
  data.events.filter((event): event is Roll => event.kind === "roll");

describe.each(backends)("Rolls bound to their sides and to apply on $name", (backend: Backend) => {
  let app: SpieltischApp["app"];
  let played: PlayedTable;
  const gmExport = () => tableExportSchema.parse(structuredClone(played.gm));
  const playerExport = () => tableExportSchema.parse(structuredClone(played.player));

  beforeAll(async () => {
    app = (
      await appOn(backend, {
        rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1_000_000, windowMs: 1 } },
      })
    ).app;
    played = await playedTable(app);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("logs derivation 3, each side's digest and apply; the GM's and the player's export verify", () => {
    const gm = gmExport();
    const rolls = rollsOf(gm);
    expect(rolls).toHaveLength(10);
    expect(rolls.every((roll) => roll.derivation === 3)).toBe(true);
    expect(rolls.filter((roll) => roll.apply === true)).toHaveLength(8);
    for (const roll of rolls) {
      for (const side of [roll.actor, roll.opponent]) {
        if (side === undefined) continue;
        expect(side.digest).toBe(sideDigest({ character: side.character!, name: side.name }));
      }
      // A roll books only on request; a roll without apply has no entries.
      if (roll.apply !== true) expect(roll.applied).toBeUndefined();
    }
    expect(verifyExport(gm)).toEqual({
      verified: 10,
      unrevealed: 0,
      serverOnly: 2,
      entered: 0,
      mismatch: null,
    });
    expect(verifyExport(playerExport())).toEqual({
      verified: 9,
      unrevealed: 0,
      serverOnly: 2,
      entered: 0,
      mismatch: null,
    });
  });

  it("the player sees the secret NPC's side as its modifiers and digest, never its id or name", async () => {
    const gmRolls = rollsOf(gmExport()).filter((roll) => roll.actor?.character === played.shadow);
    expect(gmRolls).toHaveLength(1);
    const [gmRoll] = gmRolls;
    const seen = rollsOf(playerExport()).find((roll) => roll.counter === gmRoll!.counter)!;
    expect(seen.actor).toEqual({ modifiers: gmRoll!.actor!.modifiers, digest: gmRoll!.actor!.digest });
    const live = await app.inject({
      url: `/api/tables/${played.table.id}/events?after=0`,
      headers: auth(played.table.playerToken),
    });
    const text = `${live.body}${JSON.stringify(played.player)}`;
    expect(text).toContain(gmRoll!.actor!.digest);
    for (const leak of [played.shadow, "Schatten"]) expect(text).not.toContain(leak);
  });

  it("the player's own check of their rolls (the web app's) recomputes them, the hidden side's too", async () => {
    const live = await app.inject({
      url: `/api/tables/${played.table.id}/events?after=0`,
      headers: auth(played.table.playerToken),
    });
    const events = (live.json() as { events: unknown[] }).events.map((e) => tableEventSchema.parse(e));
    const revealed = new Map<string, string>();
    for (const event of events) {
      if (event.kind === "seed-rotated") revealed.set(event.revealed.seedId, event.revealed.seed);
    }
    const own = events.filter((event) => event.kind === "roll" && event.by !== null && event.byName === null);
    const againstHidden = own.filter(
      (event) => event.kind === "roll" && event.opponent?.character === undefined,
    );
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(againstHidden.length).toBeGreaterThanOrEqual(1);
    for (const event of own) {
      if (event.kind !== "roll") continue;
      expect(recomputeRoll(event, revealed.get(String(event.seedId))!), String(event.seq)).toBeNull();
    }
  });

  it("refuses a side rewritten (id with its booking, or name) and apply removed or added", () => {
    const gm = gmExport();
    const booked = rollsOf(gm).find((roll) => roll.apply === true && roll.applied !== undefined)!;
    const other = booked.actor!.character === played.ork ? played.lazaro : played.ork;
    // The actor's id moved onto another character, its entry with it.
    const moved = gmExport();
    const roll = rollsOf(moved).find((r) => r.fullSeq === booked.fullSeq)!;
    for (const entry of roll.applied ?? []) {
      if (entry.character === roll.actor!.character) entry.character = other;
    }
    roll.actor = { ...roll.actor!, character: other };
    expect(verifyExport(moved).mismatch).toMatchObject({
      fullSeq: booked.fullSeq,
      reason: expect.stringMatching(/actor\.character or actor\.name was changed/),
    });
    const renamed = gmExport();
    const named = rollsOf(renamed).find((r) => r.fullSeq === booked.fullSeq)!;
    named.opponent = { ...named.opponent!, name: "Bjarne" };
    expect(verifyExport(renamed).mismatch).toMatchObject({
      fullSeq: booked.fullSeq,
      reason: expect.stringMatching(/opponent\.character or opponent\.name was changed/),
    });
    const dropped = gmExport();
    const undone = rollsOf(dropped).find((r) => r.fullSeq === booked.fullSeq)!;
    delete undone.apply;
    expect(verifyExport(dropped).mismatch).toMatchObject({
      fullSeq: booked.fullSeq,
      reason: expect.stringMatching(/proof does not match: .*apply/),
    });
    const added = gmExport();
    const plain = rollsOf(added).find((r) => r.actor !== undefined && r.apply === undefined)!;
    plain.apply = true;
    expect(verifyExport(added).mismatch).toMatchObject({
      fullSeq: plain.fullSeq,
      reason: expect.stringMatching(/proof does not match: .*apply/),
    });
  });
});
