import {
  CHAIN_GENESIS,
  exportChains,
  findHead,
  type TableExport,
  tableExportSchema,
  verifyExport,
  viewHashes,
} from "@spieltisch/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpieltischApp } from "./app.js";
import { appOn, auth, type Backend, newTable, testBackends } from "./testing/backends.js";
import { type PlayedTable, playedTable } from "./testing/played-table.js";

const backends = await testBackends();

/** The head of an export's own chain: the hash of its last event. */
const headOf = (data: TableExport) => exportChains(data.events).own.at(-1)?.hash;

describe.each(backends)("The log's chain (issue #31) on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let played: PlayedTable;
  let gm: TableExport;
  let player: TableExport;

  const call = async (method: "GET" | "POST", url: string, token?: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      ...(token !== undefined ? { headers: auth(token) } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  beforeAll(async () => {
    built = await appOn(backend);
    app = built.app;
    played = await playedTable(app);
    gm = tableExportSchema.parse(played.gm);
    player = tableExportSchema.parse(played.player);
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("every event is chained in each stream it is in, and both exports verify", () => {
    expect(gm.events[0]).toMatchObject({ prev: CHAIN_GENESIS, tablePrev: CHAIN_GENESIS });
    for (const event of gm.events) {
      expect(event.prev).toMatch(/^[0-9a-f]{64}$/);
      expect(event.tablePrev !== undefined, `tablePrev on event ${event.fullSeq}`).toBe(!event.secret);
    }
    for (const event of player.events) {
      expect(event.prev).toMatch(/^[0-9a-f]{64}$/);
      expect(event.tablePrev).toBeUndefined();
    }
    expect(verifyExport(gm).mismatch).toBeNull();
    expect(verifyExport(player).mismatch).toBeNull();
    const chains = exportChains(gm.events);
    expect(chains.problem).toBeNull();
    // The secret NPC's public roll shows another body to the table stream: the chains differ.
    expect(chains.table?.length).toBe(player.events.length);
  });

  it("the player's head is the GM export's table head; what the apps hash from their views is the export's", async () => {
    const chains = exportChains(gm.events);
    const playerHead = headOf(player)!;
    expect(chains.table?.at(-1)?.hash).toBe(playerHead);
    expect(findHead(chains, playerHead)).toMatchObject({ stream: "table" });
    expect(findHead(chains, headOf(gm)!)).toMatchObject({ stream: "gm", fullSeq: gm.events.length });

    // A player's app: each view's prev is the hash of the one before, the last one's hash the head.
    const { events: seen } = await call(
      "GET",
      `/api/tables/${played.table.id}/events`,
      played.table.playerToken,
    );
    let prev = CHAIN_GENESIS;
    for (const view of seen as unknown[]) {
      const hashes = viewHashes(view)!;
      expect(hashes.prev).toBe(prev);
      prev = hashes.hash;
    }
    expect(prev).toBe(playerHead);

    // The GM's app: both chains from the GM's views (the table stream numbered along the log).
    const { events: gmSeen } = await call(
      "GET",
      `/api/tables/${played.table.id}/events`,
      played.table.gmToken,
    );
    let full = CHAIN_GENESIS;
    let table = CHAIN_GENESIS;
    let tableSeq = 0;
    for (const view of gmSeen as { secret: boolean }[]) {
      const hashes = viewHashes(view, view.secret ? tableSeq : ++tableSeq)!;
      expect(hashes.prev).toBe(full);
      full = hashes.hash;
      if (hashes.table) {
        expect(hashes.table.prev).toBe(table);
        table = hashes.table.hash;
      }
    }
    expect(full).toBe(headOf(gm));
    expect(table).toBe(playerHead);
  });

  it("a roll removed and the log renumbered breaks the chain, in the GM's and the player's export", () => {
    for (const data of [gm, player]) {
      const forged = structuredClone(data);
      const at = forged.events.findIndex((e) => e.kind === "roll" && e.applied !== undefined);
      forged.events.splice(at, 1);
      forged.events.forEach((event, i) => {
        event.fullSeq = i + 1;
      });
      let tableSeq = 0;
      for (const event of forged.events) if (!event.secret) event.tableSeq = ++tableSeq;
      const { mismatch } = verifyExport(forged);
      expect(mismatch).toMatchObject({ code: "chain-broken", fullSeq: at + 1 });
    }
  });

  it("an imported table goes on from the import's chain; its export verifies and holds the old heads", async () => {
    const imported = await call("POST", "/api/tables/import", undefined, played.gm);
    await call("POST", `/api/tables/${imported.id}/notes`, imported.gmToken, { text: "Weiter geht's" });
    const again = tableExportSchema.parse(
      await call("GET", `/api/tables/${imported.id}/export`, imported.gmToken),
    );
    const event = again.events[gm.events.length]!;
    expect(event).toMatchObject({ kind: "imported", prev: headOf(gm), tablePrev: headOf(player) });
    expect(verifyExport(again).mismatch).toBeNull();
    const chains = exportChains(again.events);
    expect(findHead(chains, headOf(gm)!)).not.toBeNull();
    expect(findHead(chains, headOf(player)!)).not.toBeNull();
    const mine = tableExportSchema.parse(
      await call("GET", `/api/tables/${imported.id}/export`, imported.playerToken),
    );
    expect(verifyExport(mine).mismatch).toBeNull();
    expect(headOf(mine)).toBe(chains.table?.at(-1)?.hash);
  });

  it("an import whose chain does not hold imports as it was; the new table's export says where", async () => {
    const forged = structuredClone(played.gm) as { events: { prev: string }[] };
    forged.events[3]!.prev = "a".repeat(64);
    const imported = await call("POST", "/api/tables/import", undefined, forged);
    const again = tableExportSchema.parse(
      await call("GET", `/api/tables/${imported.id}/export`, imported.gmToken),
    );
    expect(verifyExport(again).mismatch).toMatchObject({ fullSeq: 4, code: "chain-broken", stream: "gm" });
  });

  it("a table from before the chain starts it at its next event, pinning its last ones", async () => {
    const t = await newTable(app);
    const roll = (token: string, secret = false) =>
      call("POST", `/api/tables/${t.id}/rolls`, token, { action: "check", value: 9, target: 12, secret });
    await roll(t.playerToken);
    await roll(t.gmToken, true);
    // As a server before the chain left it: no prev on any event, no heads on the table.
    const db = built.context.db;
    await db
      .updateTable("events")
      .set({ prev: null, table_prev: null })
      .where("table_id", "=", t.id)
      .execute();
    await db
      .updateTable("tables")
      .set({ full_head: null, table_head: null })
      .where("id", "=", t.id)
      .execute();
    const before = tableExportSchema.parse(await call("GET", `/api/tables/${t.id}/export`, t.gmToken));
    expect(before.events.every((e) => e.prev === undefined)).toBe(true);
    await roll(t.gmToken, true);
    await roll(t.playerToken);
    const after = tableExportSchema.parse(await call("GET", `/api/tables/${t.id}/export`, t.gmToken));
    const chains = exportChains(before.events);
    const [secretRoll, publicRoll] = after.events.slice(before.events.length);
    expect(secretRoll).toMatchObject({ prev: chains.own.at(-1)?.hash });
    expect(secretRoll?.tablePrev).toBeUndefined();
    expect(publicRoll).toMatchObject({ tablePrev: chains.table?.at(-1)?.hash });
    expect(verifyExport(after).mismatch).toBeNull();
    const mine = tableExportSchema.parse(await call("GET", `/api/tables/${t.id}/export`, t.playerToken));
    expect(verifyExport(mine).mismatch).toBeNull();
    expect(headOf(mine)).toBe(exportChains(after.events).table?.at(-1)?.hash);
  });
});
