import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chainFingerprint, exportChains, tableExportSchema } from "@spieltisch/protocol";
import { buildApp } from "@spieltisch/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import {
  type EditableEvent,
  rechain,
  renumber,
} from "../../../protocol/src/fairness/rechain.test-support.js";
import { runCli, runJson } from "../testing.js";

const dir = mkdtempSync(join(tmpdir(), "spieltisch-cli-chain-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The GM's NPC the evening's blows come from. */
const ORK = {
  format: "spieltisch/character@1",
  system: "ews",
  name: "Ork",
  npc: true,
  budget: 0,
  attributes: [{ name: "Stark", level: "++" }],
  skills: [{ name: "Keule", level: "+", attributes: ["Stark"] }],
  professions: [],
  traits: [],
  woundAttribute: "Stark",
};

interface Export {
  table: { id: string };
  events: EditableEvent[];
}

/** An evening at a FoKa table: client-seeded checks, two booked blows, a secret roll, seeds rotated. */
async function playEvening(more = 0): Promise<{ gm: Export; player: Export; earlier: Export }> {
  const { app } = await buildApp({ databaseUrl: "sqlite::memory:" });
  const t = (
    await app.inject({
      method: "POST",
      url: "/api/tables",
      payload: { name: "Kette", system: "ews", modules: ["foka"] },
    })
  ).json();
  let seeds = 0;
  const send = async (method: "GET" | "POST", path: string, token: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/api/tables/${t.id}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload !== undefined ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const clientSeed = () => `kette${String(seeds++).padStart(3, "0")}${"B".repeat(20)}`;
  const check = (value: number) =>
    send("POST", "/rolls", t.playerToken, { action: "check", value, target: 12, clientSeed: clientSeed() });
  const lazaro = (await send("POST", "/characters", t.playerToken, LAZARO)).id;
  const ork = (await send("POST", "/characters", t.gmToken, ORK)).id;
  const blow = () =>
    send("POST", "/rolls", t.gmToken, {
      action: "melee",
      actor: ork,
      opponent: lazaro,
      attacker: 14,
      defender: 10,
      attackerWeapon: 1,
      apply: true,
      clientSeed: clientSeed(),
    });
  await check(10);
  await blow();
  await check(11);
  await send("POST", "/rolls", t.gmToken, { action: "check", value: 10, target: 12, secret: true });
  await send("POST", "/rolls", t.gmToken, { action: "check", value: 9, target: 12 });
  await blow();
  await check(13);
  const earlier = await send("GET", "/export", t.playerToken);
  for (let i = 0; i < more; i++) await check(12);
  await send("POST", "/seeds/rotate", t.gmToken, { stream: "table" });
  await send("POST", "/seeds/rotate", t.gmToken, { stream: "gm" });
  const exports = {
    gm: await send("GET", "/export", t.gmToken),
    player: await send("GET", "/export", t.playerToken),
    earlier,
  };
  await app.close();
  return exports;
}

let file = 0;
/** Writes an export to a file of its own and runs `verify` on it (JSON mode). */
async function verify(data: Export, ...args: string[]) {
  const path = join(dir, `export-${file++}.json`);
  writeFileSync(path, JSON.stringify(data));
  return { path, ...(await runJson(["verify", path, ...args])) };
}

/** The head of an export's own chain, as the app shows it and someone noted it. */
const headOf = (data: Export) => exportChains(tableExportSchema.parse(data).events).own.at(-1)!.hash;

describe("spieltisch verify follows the log's chain (issue #31)", () => {
  let played: Awaited<ReturnType<typeof playEvening>>;
  beforeAll(async () => {
    played = await playEvening(2);
  });

  it("a real export verifies; --json names its head (and in the GM's the table's); --head finds a head noted earlier", async () => {
    const mine = await verify(played.player);
    expect(mine.code).toBe(0);
    expect(mine.json).toMatchObject({
      ok: true,
      mismatch: null,
      head: { hash: headOf(played.player), fullSeq: played.player.events.length, stream: "table" },
    });
    expect(mine.json.tableHead).toBeUndefined();
    const gm = await verify(played.gm);
    expect(gm.json).toMatchObject({
      ok: true,
      head: { stream: "gm" },
      tableHead: { hash: headOf(played.player) },
    });
    // A head a player noted earlier in the evening: this later export, and the GM's, contain it.
    const noted = chainFingerprint(headOf(played.earlier));
    for (const data of [played.player, played.gm]) {
      const later = await verify(data, "--head", noted);
      expect(later.code).toBe(0);
      expect(later.json).toMatchObject({ ok: true, headFound: { stream: "table" } });
    }
    const text = await runCli(["verify", mine.path, "--head", noted]);
    expect(text.stdout).toContain(`Der Kopf ${noted} ist Ereignis`);
    expect(text.stdout).toContain(`Kopf der Kette: ${chainFingerprint(headOf(played.player))}`);
  });

  it("an applied roll removed and the log renumbered: the chain breaks there; chained anew, the noted head is missing", async () => {
    const forged = structuredClone(played.player);
    const at = forged.events.findIndex((e) => e.kind === "roll" && e.applied !== undefined);
    forged.events.splice(at, 1);
    renumber(forged.events);
    const naive = await verify(forged);
    expect(naive.code).toBe(2);
    expect(naive.json.mismatch).toMatchObject({ fullSeq: at + 1, code: "chain-broken", stream: "table" });
    const text = await runCli(["verify", naive.path]);
    expect(text.stdout).toContain("Die Kette des Tischprotokolls reißt");
    const english = await runCli(["verify", naive.path, "--lang", "en"]);
    expect(english.stdout).toContain("The chain of the table's log breaks");

    rechain(forged.events);
    const head = headOf(played.earlier);
    const anew = await verify(forged, "--head", head);
    expect(anew.code).toBe(2);
    expect(anew.json).toMatchObject({ ok: false, headFound: null });
    expect((await runCli(["verify", anew.path, "--head", head])).stdout).toContain(
      "kommt in diesem Export nicht vor",
    );
  });

  it("two rolls swapped and renumbered: the chain breaks; chained anew, the noted head is missing", async () => {
    const forged = structuredClone(played.player);
    const rolls = forged.events.flatMap((e, i) => (e.kind === "roll" ? [i] : []));
    const [a, b] = [rolls[0]!, rolls[1]!];
    [forged.events[a], forged.events[b]] = [forged.events[b]!, forged.events[a]!];
    renumber(forged.events);
    const naive = await verify(forged);
    expect(naive.code).toBe(2);
    expect(naive.json.mismatch).toMatchObject({ code: "chain-broken" });
    rechain(forged.events);
    const anew = await verify(forged, "--head", headOf(played.earlier));
    expect(anew.code).toBe(2);
    expect(anew.json.headFound).toBeNull();
  });

  it("a fabricated roll inserted: the chain breaks at it; chained anew, the noted head is missing", async () => {
    const forged = structuredClone(played.gm);
    const at = forged.events.findIndex((e) => e.kind === "roll" && e.clientSeed === undefined && !e.secret);
    forged.events.splice(at, 0, { ...structuredClone(forged.events[at]!), label: "Erfunden" });
    renumber(forged.events);
    // The copy's own link holds (its prev is the original's); its proof fails, and so would the
    // chain at the original after it.
    const naive = await verify(forged);
    expect(naive.code).toBe(2);
    expect(naive.json.mismatch).toMatchObject({ fullSeq: at + 1 });
    // An event no other check reads (a note) is caught by the chain alone, at the event after it.
    const noted = structuredClone(played.gm);
    const note = { ...noted.events[at]!, kind: "note", text: "Der Ork flieht", byName: "SL" };
    noted.events.splice(at, 0, note);
    renumber(noted.events);
    expect((await verify(noted)).json.mismatch).toMatchObject({ fullSeq: at + 2, code: "chain-broken" });
    rechain(forged.events);
    const anew = await verify(forged, "--head", headOf(played.earlier));
    expect(anew.code).toBe(2);
    expect(anew.json.headFound).toBeNull();
  });

  it("a whole new log with a new seed verifies on its own, but not against a head noted at the table", async () => {
    const rewritten = await playEvening(2);
    rewritten.player.table.id = played.player.table.id;
    const alone = await verify(rewritten.player);
    expect(alone.code).toBe(0);
    const noted = await verify(rewritten.player, "--head", chainFingerprint(headOf(played.earlier)));
    expect(noted.code).toBe(2);
    expect(noted.json).toMatchObject({ ok: false, mismatch: null, headFound: null });
  });

  it("a --head that is no hash or fingerprint of 16 hex digits is bad input", async () => {
    const path = join(dir, "plain.json");
    writeFileSync(path, JSON.stringify(played.player));
    const short = await runCli(["verify", path, "--head", "3F9A·12C4"]);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain("--head");
  });
});
