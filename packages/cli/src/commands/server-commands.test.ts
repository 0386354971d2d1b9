import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "@spieltisch/server";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const dir = mkdtempSync(join(tmpdir(), "spieltisch-cli-server-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A real export: a table with public and secret rolls, its seeds rotated (revealed). */
async function exportedTable(rotate: boolean) {
  const { app } = await buildApp({ databaseUrl: "sqlite::memory:" });
  const t = (
    await app.inject({ method: "POST", url: "/api/tables", payload: { name: "V", system: "ews" } })
  ).json();
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  for (let i = 0; i < 5; i++) {
    await app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/rolls`,
      headers: headers(t.playerToken),
      payload: { action: "check", value: 10 + i, target: 12 },
    });
    await app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/rolls`,
      headers: headers(t.gmToken),
      payload: { action: "contest", a: 10, b: i, secret: true },
    });
  }
  if (rotate)
    await app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/seeds/rotate`,
      headers: headers(t.gmToken),
      payload: {},
    });
  const exported = (
    await app.inject({ url: `/api/tables/${t.id}/export`, headers: headers(t.gmToken) })
  ).json();
  await app.close();
  return exported as { events: Record<string, unknown>[]; seeds: Record<string, unknown>[] };
}

describe("spieltisch verify", () => {
  it("exit 0 when every roll matches the revealed seeds", async () => {
    const file = join(dir, "ok.json");
    writeFileSync(file, JSON.stringify(await exportedTable(true)));
    const { code, json } = await runJson(["verify", file]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ ok: true, verified: 10, unrevealed: 0, mismatch: null });
    const text = await runCli(["verify", file]);
    expect(text.stdout).toContain("Alle 10 Würfe");
  });

  it("exit 2 with the first mismatch when a roll was changed", async () => {
    const exported = await exportedTable(true);
    const rolls = exported.events.filter((e) => e.kind === "roll" && e.action === "check");
    const victim = rolls[3]!;
    victim.result = (victim.result as number) + 1;
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify(exported));
    const { code, json } = await runJson(["verify", file]);
    expect(code).toBe(2);
    expect(json.ok).toBe(false);
    expect(json.mismatch).toMatchObject({ fullSeq: victim.fullSeq });
  });

  it("exit 2 when the seed list hides a seed the log reveals, with a roll changed (issue #31)", async () => {
    const exported = await exportedTable(true);
    const rotation = exported.events.find((e) => e.kind === "seed-rotated" && e.stream === "table");
    const { seedId } = rotation!.revealed as { seedId: string };
    for (const seed of exported.seeds) if (seed.seedId === seedId) seed.seed = null;
    const victim = exported.events.find((e) => e.kind === "roll" && e.action === "check")!;
    victim.result = (victim.result as number) + 1;
    const file = join(dir, "hidden-seed.json");
    writeFileSync(file, JSON.stringify(exported));
    const { code, json } = await runJson(["verify", file]);
    expect(code).toBe(2);
    expect(json.mismatch).toMatchObject({ fullSeq: 0, reason: expect.stringContaining(seedId) });
    const text = await runCli(["verify", file]);
    expect(text.code).toBe(2);
    expect(text.stdout.trim().split("\n")[0]).toContain(seedId);
  });

  it("reports rolls whose seed is not revealed yet", async () => {
    const file = join(dir, "unrevealed.json");
    writeFileSync(file, JSON.stringify(await exportedTable(false)));
    const { code, json } = await runJson(["verify", file]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ verified: 0, unrevealed: 10 });
  });

  it("a file that is not an export is exit 2 with one line naming the field", async () => {
    const file = join(dir, "nope.json");
    writeFileSync(file, JSON.stringify({ format: "x" }));
    const { code, stderr } = await runCli(["verify", file]);
    expect(code).toBe(2);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toContain("format");
    expect((await runCli(["verify", join(dir, "missing.json")])).code).toBe(2);
  });
});

describe("spieltisch serve", () => {
  it("serves on the given port and database and stops cleanly on SIGTERM", { timeout: 60_000 }, async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    // The installed launcher (built by `npm test`/`npm install` before the tests run).
    const bin = fileURLToPath(new URL("../../bin/spieltisch.js", import.meta.url));
    const child = spawn(
      process.execPath,
      [bin, "serve", "--port", String(port), "--database", `sqlite:${join(dir, "serve.db")}`],
      { env: { ...process.env, LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "inherit"] },
    );
    let health: unknown;
    // Waits for the server by the clock, generously (a busy machine starts it slowly), not by tries.
    const deadline = Date.now() + 45_000;
    while (health === undefined && Date.now() < deadline) {
      try {
        health = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(health).toEqual({ ok: true });
    const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    // The built web app once packages/web/dist exists, else the server's placeholder page.
    const webBuilt = existsSync(fileURLToPath(new URL("../../../web/dist/index.html", import.meta.url)));
    expect(page).toMatch(webBuilt ? /<div id="root">/ : /healthz/);
    const exit = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
  });
});
