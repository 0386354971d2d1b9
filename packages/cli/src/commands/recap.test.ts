import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { recapResponseSchema } from "@spieltisch/protocol";
import { buildApp } from "@spieltisch/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { runCli, runJson } from "../testing.js";

const dir = mkdtempSync(join(tmpdir(), "spieltisch-cli-recap-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const ORK = { ...LAZARO, name: "Ork", npc: true };

/**
 * A played table's exports, the GM's and the player's, with two evenings — the second with a
 * secret roll — and the server's recap of that second evening for each of them.
 */
async function playedExports() {
  const { app } = await buildApp({ databaseUrl: "sqlite::memory:" });
  const t = (
    await app.inject({
      method: "POST",
      url: "/api/tables",
      payload: { name: "R", system: "ews", modules: ["foka"] },
    })
  ).json();
  const call = async (
    method: "GET" | "POST",
    path: string,
    token: string,
    payload?: object,
  ): Promise<Json> => {
    const res = await app.inject({
      method,
      url: `/api/tables/${t.id}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${path}: ${res.body}`);
    return res.json();
  };
  const lazaro = (await call("POST", "/characters", t.playerToken, LAZARO)).id;
  const ork = (await call("POST", "/characters", t.gmToken, ORK)).id;
  const check = { action: "check", actor: lazaro, value: 12, target: 13 };
  await call("POST", "/sessions", t.gmToken, { command: "start", title: "Erster Abend" });
  await call("POST", "/rolls", t.playerToken, check);
  await call("POST", "/sessions", t.gmToken, { command: "end" });
  const second = await call("POST", "/sessions", t.gmToken, { command: "start", title: "Zweiter Abend" });
  await call("POST", "/rolls", t.playerToken, { ...check, label: "Klettern" });
  await call("POST", "/rolls", t.gmToken, {
    action: "melee",
    actor: ork,
    opponent: lazaro,
    attacker: 12,
    defender: 12,
    attackerWeapon: 1,
    secret: true,
  });
  await call("POST", "/sessions", t.gmToken, { command: "end" });
  const playerEvents = (await call("GET", "/events", t.playerToken)).events as Json[];
  const playerSecond = playerEvents.filter((e) => e.kind === "session" && e.command === "start").at(-1)!.seq;
  const result = {
    gm: await call("GET", "/export", t.gmToken),
    player: await call("GET", "/export", t.playerToken),
    gmSeq: Number(second.seq),
    playerSeq: Number(playerSecond),
    gmRecap: await call("GET", `/recap?session=${second.seq}`, t.gmToken),
    playerRecapEn: await call("GET", `/recap?session=${playerSecond}&lang=en`, t.playerToken),
  };
  await app.close();
  return result;
}

let played: Awaited<ReturnType<typeof playedExports>>;
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
};

beforeAll(async () => {
  played = await playedExports();
});

describe("spieltisch recap", () => {
  it("prints the last evening as Markdown, German by default", async () => {
    const { code, stdout, stderr } = await runCli(["recap", file("gm.json", played.gm)]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\*\*Zweiter Abend\*\*\n_Spielabend vom /);
    expect(stdout).toContain("„Klettern“");
    expect(stdout).toContain("**Würfelglück**");
  });

  it("answers --json exactly as the server's GET …/recap does, for the GM's and the player's export", async () => {
    const gm = await runJson(["recap", file("gm.json", played.gm), "--session", String(played.gmSeq)]);
    expect(gm.code).toBe(0);
    expect(recapResponseSchema.parse(gm.json)).toEqual(played.gmRecap);
    const player = await runJson([
      "recap",
      file("player.json", played.player),
      "--session",
      String(played.playerSeq),
      "--lang",
      "en",
    ]);
    expect(player.json).toEqual(played.playerRecapEn);
    // The GM's secret melee is in the GM's recap only.
    expect(JSON.stringify(played.gmRecap)).toContain("Ork");
    expect(JSON.stringify(player.json)).not.toContain("Ork");
  });

  it("picks an earlier evening by the number of its start", async () => {
    const events = played.gm.events as Json[];
    const first = events.find((e) => e.kind === "session" && e.command === "start")!.fullSeq;
    const { code, json } = await runJson(["recap", file("gm.json", played.gm), "--session", String(first)]);
    expect(code).toBe(0);
    expect(json.title).toBe("Erster Abend");
  });

  it("exits 2 with one line for an evening that does not exist, an export without evenings, or no export", async () => {
    const oneLine = async (args: string[], part: string) => {
      const { code, stdout, stderr } = await runCli(args);
      expect(code, stderr).toBe(2);
      expect(stdout).toBe("");
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toContain(part);
    };
    const gm = file("gm.json", played.gm);
    await oneLine(["recap", gm, "--session", "1"], "Ereignis 1");
    await oneLine(["recap", gm, "--session", "zwei"], "--session");
    const without = {
      ...played.gm,
      events: (played.gm.events as Json[]).filter((e) => e.kind !== "session"),
    };
    await oneLine(["recap", file("none.json", without)], "keinen Spielabend");
    await oneLine(["recap", file("nope.json", { format: "x" })], "format");
    await oneLine(["recap", file("broken.json", "{")], "broken.json");
    await oneLine(["recap", join(dir, "missing.json")], "missing.json");
    const badEvent = { ...played.gm, events: [{ ...(played.gm.events as Json[])[0], kind: "session" }] };
    await oneLine(["recap", file("bad-event.json", badEvent)], "events.0");
  });
});
