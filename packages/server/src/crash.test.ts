import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type Backend, testBackends } from "./testing/backends.js";

const backends = await testBackends();
const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const dirs: string[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts `main.ts` as a real process and waits for /healthz. */
async function startChild(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve));

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(backends)("crash safety on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("every acknowledged roll survives SIGKILL", { timeout: 60_000 }, async () => {
    let url = backend.url();
    if (backend.name === "sqlite") {
      const dir = mkdtempSync(join(tmpdir(), "spieltisch-crash-"));
      dirs.push(dir);
      url = `sqlite:${join(dir, "crash.db")}`;
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = await startChild(port, url);
    const created = await fetch(`${base}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Sturm", system: "ews" }),
    });
    const table = (await created.json()) as { id: string; gmToken: string; playerToken: string };
    const acked: Record<string, unknown>[] = [];
    let stop = false;
    const storm = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await fetch(`${base}/api/tables/${table.id}/rolls`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${table.gmToken}` },
            body: JSON.stringify({
              action: "check",
              value: (worker + i) % 20,
              target: 12,
              secret: i % 3 === 0,
            }),
          });
          if (res.status === 201) acked.push((await res.json()) as Record<string, unknown>);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 32 }, (_, w) => storm(w));
    await new Promise((r) => setTimeout(r, 800));
    child.kill("SIGKILL");
    await exited(child);
    stop = true;
    await Promise.all(workers);
    expect(acked.length).toBeGreaterThan(50);

    child = await startChild(port, url);
    try {
      const res = await fetch(`${base}/api/tables/${table.id}/events?limit=1000&after=0`, {
        headers: { authorization: `Bearer ${table.gmToken}` },
      });
      const all: Record<string, unknown>[] = [];
      let page = ((await res.json()) as { events: Record<string, unknown>[] }).events;
      all.push(...page);
      while (page.length === 1000) {
        const next = await fetch(
          `${base}/api/tables/${table.id}/events?limit=1000&after=${all.at(-1)!.seq}`,
          {
            headers: { authorization: `Bearer ${table.gmToken}` },
          },
        );
        page = ((await next.json()) as { events: Record<string, unknown>[] }).events;
        all.push(...page);
      }
      const bySeq = new Map(all.map((e) => [e.seq, e]));
      for (const roll of acked) expect(bySeq.get(roll.seq)).toEqual(roll);
      // And the log is whole: no gap in the GM stream.
      expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    } finally {
      child.kill("SIGTERM");
      await exited(child);
    }
  });
});
