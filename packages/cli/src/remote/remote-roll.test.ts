import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "@spieltisch/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

// A real server on SQLite, listening on loopback: the CLI talks to it over HTTP as it would to any.
let app: Awaited<ReturnType<typeof buildApp>>["app"];
let url: string;

beforeAll(async () => {
  ({ app } = await buildApp({ databaseUrl: "sqlite::memory:" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});

async function newTable(system: string, modules: string[] = [], houseRules: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: "POST",
    url: "/api/tables",
    payload: { name: "Runde", system, modules, houseRules },
  });
  return res.json() as { id: string; gmToken: string; playerToken: string };
}

const remote = (t: { id: string }, token: string, ...rest: string[]) => [
  "remote",
  "roll",
  "--server",
  url,
  "--table",
  t.id,
  "--token",
  token,
  ...rest,
];

describe("spieltisch remote roll", () => {
  it("rolls at the table with a generated client seed and prints the stored event", async () => {
    const t = await newTable("ews");
    const { code, json } = await runJson(
      remote(t, t.playerToken, "check", "--value", "12", "--target", "15"),
    );
    expect(code).toBe(0);
    expect(json).toMatchObject({
      kind: "roll",
      action: "check",
      derivation: 3,
      options: { value: 12, target: 15 },
    });
    expect(json.clientSeed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const events = (
      await app.inject({
        url: `/api/tables/${t.id}/events`,
        headers: { authorization: `Bearer ${t.gmToken}` },
      })
    ).json() as { events: Record<string, unknown>[] };
    const stored = events.events.find((e) => e.kind === "roll");
    expect(stored).toMatchObject({ clientSeed: json.clientSeed, proof: json.proof, result: json.result });
  });

  it("its rolls verify once the GM reveals the seed, none of them server-only", async () => {
    const t = await newTable("ews", ["foka"]);
    for (const words of [
      ["check", "--value", "12", "--target", "15"],
      ["melee", "--attacker", "14", "--defender", "12", "--label", "Angriff"],
    ]) {
      expect((await runCli(remote(t, t.playerToken, ...words))).code).toBe(0);
    }
    const gm = { authorization: `Bearer ${t.gmToken}` };
    await app.inject({ method: "POST", url: `/api/tables/${t.id}/seeds/rotate`, headers: gm, payload: {} });
    const exported = (await app.inject({ url: `/api/tables/${t.id}/export`, headers: gm })).json();
    const dir = mkdtempSync(join(tmpdir(), "spieltisch-remote-"));
    try {
      const file = join(dir, "export.json");
      writeFileSync(file, JSON.stringify(exported));
      const { code, json } = await runJson(["verify", file]);
      expect(code).toBe(0);
      expect(json).toMatchObject({ ok: true, verified: 2, serverOnly: 0, unrevealed: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prints the roll as the local command does, and what was checked", async () => {
    const t = await newTable("ews");
    const seed = "A".repeat(22);
    const { code, stdout } = await runCli(
      remote(t, t.playerToken, "check", "--value", "12", "--target", "15", "--client-seed", seed),
    );
    expect(code).toBe(0);
    expect(stdout).toContain("Wurf am Tisch Runde (Nr. 2");
    expect(stdout).toContain("Probe: Wert 12 gegen MW 15 (schwer)");
    expect(stdout).toContain("Die Chance vor dem Wurf war 33,3 %");
    expect(stdout).toContain(`Client-Seed: ${seed} (mitgegeben)`);
    expect(stdout).toContain("vor dem Wurf festgelegt");
  });

  it("takes the options of the local command, renames and module actions included", async () => {
    const foka = await newTable("ews", ["foka"]);
    const heal = await runJson(
      remote(foka, foka.playerToken, "heal", "--attribute", "12", "--situation", "bed", "--wounds", "1"),
    );
    expect(heal.code, JSON.stringify(heal.json)).toBe(0);
    expect(heal.json).toMatchObject({ action: "foka-heal", options: { attribute: 12, situation: "bed" } });
    const ur = await newTable("ews-urfassung");
    const bandage = await runJson(
      remote(ur, ur.playerToken, "bandage", "--skill-value", "12", "--kind", "wound"),
    );
    expect(bandage.code, JSON.stringify(bandage.json)).toBe(0);
    expect(bandage.json).toMatchObject({ action: "bandage", options: { skill: 12 } });
    const kw = await newTable("kampfwuerfel");
    const melee = await runJson(
      remote(kw, kw.playerToken, "melee", "--attack-dice", "8", "--defense-dice", "6", "--damage", "2-3"),
    );
    expect(melee.code, JSON.stringify(melee.json)).toBe(0);
    expect(melee.json).toMatchObject({ action: "melee", attackSuccesses: expect.any(Number) });
  });

  it("enters dice rolled at the table (--dice) where the table lets the member: marked, checked, as the local roll", async () => {
    const t = await newTable("ews", ["foka"], { tableDice: "players" });
    const words = ["melee", "--attacker", "12", "--defender", "11", "--attacker-weapon", "2"];
    const { code, json } = await runJson([...remote(t, t.playerToken, ...words), "--dice", "5,2"]);
    expect(code, JSON.stringify(json)).toBe(0);
    expect(json).toMatchObject({ kind: "roll", action: "melee", entered: true });
    for (const field of ["clientSeed", "seedId", "proof"]) expect(json).not.toHaveProperty(field);
    const local = await runJson(["--modules", "foka", ...words, "--dice", "5,2"]);
    for (const [field, value] of Object.entries(local.json)) {
      if (field !== "system" && field !== "action") expect(json[field], field).toEqual(value);
    }
    const text = await runCli([
      ...remote(t, t.playerToken, "check", "--value", "12", "--target", "9"),
      "--dice",
      "4",
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("Am Tisch gewürfelt: 4.");
    const conflict = await runCli([
      ...remote(t, t.playerToken, "check", "--value", "12", "--target", "9"),
      "--dice",
      "4",
      "--client-seed",
      "Zm9vYmFyYmF6cXV4cXV1eA",
    ]);
    expect(conflict.code).toBe(2);
    expect(conflict.stderr).toContain("--client-seed");
    const tooFew = await runCli([...remote(t, t.playerToken, ...words), "--dice", "5"]);
    expect(tooFew.code).toBe(2);
    expect(tooFew.stderr.trim().split("\n")).toHaveLength(1);
    expect(tooFew.stderr).toContain("too-few-dice");
    const off = await newTable("ews");
    const refused = await runCli([
      ...remote(off, off.playerToken, "check", "--value", "1", "--target", "2"),
      "--dice",
      "4",
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/422 table-dice-off bei dice/);
  });

  it("takes the token from SPIELTISCH_TOKEN", async () => {
    const t = await newTable("faar");
    process.env.SPIELTISCH_TOKEN = t.playerToken;
    try {
      const args = ["remote", "roll", "--server", url, "--table", t.id, "check", "--value", "12"];
      const { code, json } = await runJson(args);
      expect(code).toBe(0);
      expect(json).toMatchObject({ action: "check", system: "faar" });
    } finally {
      delete process.env.SPIELTISCH_TOKEN;
    }
  });

  it("a client seed used twice at the table is the server's 409, exit 2 naming code and path", async () => {
    const t = await newTable("ews");
    const args = remote(
      t,
      t.playerToken,
      "check",
      "--value",
      "12",
      "--target",
      "15",
      "--client-seed",
      "B".repeat(30),
    );
    expect((await runCli(args)).code).toBe(0);
    const again = await runCli(args);
    expect(again.code).toBe(2);
    expect(again.stderr.trim().split("\n")).toHaveLength(1);
    expect(again.stderr).toContain("409 client-seed-reused bei clientSeed");
    const json = await runJson(args);
    expect(json.json).toMatchObject({ error: { code: "client-seed-reused" } });
  });

  it("a bad token is 401, exit 2 with the server's code", async () => {
    const t = await newTable("ews");
    const { code, stderr } = await runCli([
      ...remote(t, "not-a-token", "check", "--value", "1", "--target", "2"),
      "--lang",
      "en",
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^Error: The server refuses: 401 \S+/);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });

  it("an option the server refuses names its path", async () => {
    const t = await newTable("ews");
    const { code, stderr } = await runCli(
      remote(t, t.playerToken, "check", "--value", "1", "--target", "2", "--secret"),
    );
    expect(code).toBe(2);
    expect(stderr).toContain("403 secret-gm-only");
  });

  it("a server that is not there is exit 2 with one line", async () => {
    // A port that was just free: nothing listens on it.
    const probe = await buildApp({ databaseUrl: "sqlite::memory:" });
    await probe.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (probe.app.server.address() as AddressInfo).port;
    await probe.app.close();
    const args = [
      "remote",
      "roll",
      "--server",
      `http://127.0.0.1:${port}`,
      "--table",
      "t",
      "--token",
      "x",
      "check",
      "--value",
      "1",
      "--target",
      "2",
    ];
    const { code, stderr, stdout } = await runCli(args);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/^Fehler: Server http:\/\/127\.0\.0\.1:\d+ nicht erreichbar \(ECONNREFUSED\)\n$/);
  });

  it("refuses what only local dice have, and what is not a roll", async () => {
    const t = await newTable("ews");
    for (const [extra, flag] of [
      [["--seed", "3"], "--seed"],
      [["--odds"], "--odds"],
      [["--char", "x.json"], "--char"],
    ] as const) {
      const { code, stderr } = await runCli([
        ...remote(t, t.playerToken, "check", "--value", "1", "--target", "2"),
        ...extra,
      ]);
      expect(code, flag).toBe(2);
      expect(stderr).toContain(flag);
    }
    // Only dice commands: `serve` would start a server, `char` would print its help.
    for (const words of [
      ["verify", "x.json"],
      ["serve", "--port", "0"],
      ["char", "show", "x.json"],
      ["help"],
      ["simulate"],
    ]) {
      const notRoll = await runCli(remote(t, t.playerToken, ...words));
      expect(notRoll.code, words.join(" ")).toBe(2);
      expect(notRoll.stderr).toContain(`${words[0]} ist kein Wurf`);
    }
    const wrongTable = await runCli(
      remote({ id: "nope" }, t.playerToken, "check", "--value", "1", "--target", "2"),
    );
    expect(wrongTable.stderr).toBe("Fehler: Der Server lehnt ab: 404 table-not-found – No such table\n");
    const wrongSystem = await runCli([
      ...remote(t, t.playerToken, "check", "--value", "1"),
      "--system",
      "faar",
    ]);
    expect(wrongSystem.code).toBe(2);
    expect(wrongSystem.stderr).toContain("Der Tisch spielt ews, nicht faar");
    const missing = await runCli([
      "remote",
      "roll",
      "--server",
      url,
      "--table",
      t.id,
      "check",
      "--value",
      "1",
      "--target",
      "2",
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("SPIELTISCH_TOKEN");
    const badSeed = await runCli(
      remote(t, t.playerToken, "check", "--value", "1", "--target", "2", "--client-seed", "short"),
    );
    expect(badSeed.code).toBe(2);
    expect(badSeed.stderr).toContain("--client-seed");
  });
});
