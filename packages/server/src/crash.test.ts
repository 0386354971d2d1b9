import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Backend, testBackends } from "./testing/backends.js";
import { allEvents, call, startServerProcess } from "./testing/processes.js";
import { waitUntil } from "./testing/wait-until.js";

const backends = await testBackends();
const dirs: string[] = [];

/** Acknowledged rolls the storm must reach before the kill, so the kill lands mid-storm. */
const ACKED_BEFORE_KILL = 50;

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(backends)("crash safety on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  // The timeout only guards against a hang: the storm runs until enough rolls are acknowledged,
  // however long that takes on a busy machine (up to a minute).
  it("every acknowledged roll survives SIGKILL", { timeout: 180_000 }, async () => {
    let url = backend.url();
    if (backend.name === "sqlite") {
      const dir = mkdtempSync(join(tmpdir(), "spieltisch-crash-"));
      dirs.push(dir);
      url = `sqlite:${join(dir, "crash.db")}`;
    }
    const server = await startServerProcess(url);
    const created = await call(server.base, "POST", "/api/tables", undefined, {
      name: "Sturm",
      system: "ews",
    });
    const table = created.body as { id: string; gmToken: string; playerToken: string };
    const acked: Record<string, unknown>[] = [];
    let stop = false;
    const storm = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await call(server.base, "POST", `/api/tables/${table.id}/rolls`, table.gmToken, {
            action: "check",
            value: (worker + i) % 20,
            target: 12,
            secret: i % 3 === 0,
          });
          if (res.status === 201) acked.push(res.body);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 32 }, (_, w) => storm(w));
    try {
      await waitUntil(
        () => acked.length > ACKED_BEFORE_KILL,
        `more than ${ACKED_BEFORE_KILL} acknowledged rolls`,
        60_000,
      );
    } finally {
      await server.stop("SIGKILL");
      stop = true;
      await Promise.all(workers);
    }
    expect(acked.length).toBeGreaterThan(ACKED_BEFORE_KILL);

    const restarted = await startServerProcess(url);
    try {
      const all = await allEvents(restarted.base, table.id, table.gmToken);
      const bySeq = new Map(all.map((e) => [e.seq, e]));
      for (const roll of acked) expect(bySeq.get(roll.seq)).toEqual(roll);
      // And the log is whole: no gap in the GM stream.
      expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    } finally {
      await restarted.stop();
    }
  });
});
