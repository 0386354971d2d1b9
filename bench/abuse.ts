/**
 * `npm run bench` (after the load test), or `npx tsx bench/abuse.ts [--quick] [--server PATH]` alone: the abuse
 * run of issue #15. One server process (the built `packages/server/dist/main.js`, SQLite, default
 * limits) on loopback. Five normal tables roll ten times a second each (a busy table) from
 * 127.0.0.1 throughout;
 * from 127.0.0.2 another client abuses the server one way at a time. Reported per abuse: the
 * normal tables' p50 and p99 against their unloaded p50 (the bar: p50 at most twice the unloaded
 * one) and that every normal roll was answered 201 and is in the log (nothing lost).
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";

const QUICK = process.argv.includes("--quick");
const PHASE_MS = QUICK ? 2_000 : 5_000;
const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The server to abuse: the built one, or another build's `main.js` (`--server PATH`, to compare). */
const SERVER_ARG = process.argv.indexOf("--server");
const SERVER = SERVER_ARG > 0 ? process.argv[SERVER_ARG + 1]! : join(ROOT, "packages/server/dist/main.js");
/** The abuser's own loopback address: per-address limits must not hit the normal table. */
const ABUSER = "127.0.0.2";

interface Table {
  id: string;
  gmToken: string;
  playerToken: string;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** One HTTP request from `localAddress`; resolves with status and body (never rejects). */
function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string; ifMatch?: string; localAddress?: string } = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: options.localAddress ?? "127.0.0.1",
        headers: {
          ...(payload !== undefined ? { "content-type": "application/json" } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.ifMatch ? { "if-match": options.ifMatch } : {}),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", () => resolve({ status: 0, body: "" }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/**
 * CPU seconds (user + system) the server's main thread — the one that serves every table — has
 * used so far, from /proc (Linux; NaN elsewhere). Unlike latency, it hardly depends on what else
 * the machine runs, so it shows what an abuse costs the server even on a busy machine.
 */
function mainThreadCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

/**
 * A busy table: six people rolling as fast as they can click make a few rolls a second; ten is
 * more than that and still under the per-table write limit (12 a second), which a table rolling
 * back to back (hundreds a second) would hit like any abuser.
 */
const NORMAL_ROLLS_PER_SECOND = 10;
/** Normal tables rolling side by side, for enough samples in a short phase. */
const NORMAL_TABLES = 5;

/** Rolls on a normal table at {@link NORMAL_ROLLS_PER_SECOND} until `stop`; latencies in ms. */
async function rollNormally(base: string, table: Table, stop: () => boolean) {
  const latencies: number[] = [];
  let failed = 0;
  const every = 1000 / NORMAL_ROLLS_PER_SECOND;
  // Spread the tables' rolls over the interval.
  await new Promise((r) => setTimeout(r, Math.random() * every));
  let next = performance.now();
  while (!stop()) {
    const started = performance.now();
    const res = await call(base, "POST", `/api/tables/${table.id}/rolls`, {
      token: table.playerToken,
      body: { action: "check", value: 12, target: 11 },
    });
    latencies.push(performance.now() - started);
    if (res.status !== 201) failed++;
    next += every;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else next = performance.now();
  }
  return { latencies, failed };
}

/** What the normal tables' process answers after a phase. */
interface NormalResult {
  latencies: number[];
  failed: number;
}

/**
 * The normal tables roll from a process of their own: in this one, the abuser's own work (a
 * 260 KB body serialised per request, a 14 MiB import sent) would delay the normal client's
 * event loop and count as server latency.
 */
function startNormalRollers(base: string, normal: readonly Table[]) {
  const child = fork(fileURLToPath(import.meta.url), ["--normal-rollers"], {
    execArgv: process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.send({ base, normal });
  return {
    /** Rolls for `ms` on every normal table; their latencies. */
    run: (ms: number) =>
      new Promise<NormalResult>((resolve) => {
        child.once("message", (result) => resolve(result as NormalResult));
        child.send({ ms });
      }),
    stop: () => child.kill(),
  };
}

/** The normal tables' process: rolls for each phase it is sent, answers the latencies. */
function normalRollersMain() {
  let setup: { base: string; normal: Table[] } | undefined;
  process.on("message", async (message: { base: string; normal: Table[] } | { ms: number }) => {
    if ("base" in message) {
      setup = message;
      return;
    }
    const { base, normal } = setup!;
    const until = Date.now() + message.ms;
    const results = await Promise.all(
      normal.map((table) => rollNormally(base, table, () => Date.now() >= until)),
    );
    process.send!({
      latencies: results.flatMap((r) => r.latencies),
      failed: results.reduce((sum, r) => sum + r.failed, 0),
    } satisfies NormalResult);
  });
}

/** Runs `abuse` from the abuser's address with `concurrency` loops while the normal tables roll. */
async function phase(
  rollers: ReturnType<typeof startNormalRollers>,
  abuse: (() => Promise<unknown>) | null,
  concurrency = 4,
  around?: { start(): Promise<void>; stop(): Promise<void> },
) {
  await around?.start();
  const until = Date.now() + PHASE_MS;
  const stop = () => Date.now() >= until;
  let abuses = 0;
  let refused = 0;
  const loops = abuse
    ? Array.from({ length: concurrency }, async () => {
        while (!stop()) {
          const answer = await abuse();
          abuses++;
          const status = (answer as { status?: number } | undefined)?.status;
          if (status === 429 || status === 413) refused++;
        }
      })
    : [];
  const [result] = await Promise.all([rollers.run(PHASE_MS), ...loops]);
  await around?.stop();
  return { ...result, abuses, refused };
}

/** A GM export of `table` with `count` notes appended (what an anonymous big import sends). */
async function bigExport(base: string, table: Table, count: number) {
  const exported = JSON.parse(
    (await call(base, "GET", `/api/tables/${table.id}/export`, { token: table.gmToken })).body,
  );
  const first = exported.events.length;
  const lastTableSeq = exported.events.filter((e: { tableSeq: number | null }) => e.tableSeq !== null).length;
  for (let i = 0; i < count; i++) {
    exported.events.push({
      kind: "note",
      secret: false,
      by: null,
      byName: "GM",
      at: "2026-01-01T00:00:00.000Z",
      text: `Zeile ${i}`,
      fullSeq: first + i + 1,
      tableSeq: lastTableSeq + i + 1,
    });
  }
  return JSON.stringify(exported);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "spieltisch-abuse-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "0.0.0.0",
      DATABASE_URL: `sqlite:${join(dir, "abuse.db")}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; i < 400; i++) {
      if ((await call(base, "GET", "/healthz")).status === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const create = async (localAddress = "127.0.0.1") =>
      JSON.parse(
        (await call(base, "POST", "/api/tables", { body: { name: "Bank", system: "ews" }, localAddress }))
          .body,
      ) as Table;
    const normal: Table[] = [];
    for (let i = 0; i < NORMAL_TABLES; i++) normal.push(await create());
    const abused = await create(ABUSER);
    const idle = await create(ABUSER);
    const character = JSON.parse(
      (
        await call(base, "POST", `/api/tables/${abused.id}/characters`, {
          token: abused.gmToken,
          body: { format: "spieltisch/character@1", system: "ews", name: "Ziel" },
          localAddress: ABUSER,
        })
      ).body,
    ) as { id: string };
    const importBody = await bigExport(base, abused, QUICK ? 30_000 : 120_000);
    const houseRules = Object.fromEntries(Array.from({ length: 840 }, (_, i) => [`k${i}`, "x".repeat(300)]));
    const houseRulesBody = JSON.stringify({ name: "H", system: "ews", houseRules });
    const as = (path: string, method = "POST", extra: Parameters<typeof call>[3] = {}) =>
      call(base, method, path, { localAddress: ABUSER, ...extra });

    // Slow bodies: connections that send a byte now and then.
    const trickling: Socket[] = [];
    let trickle: NodeJS.Timeout | undefined;
    const slowBodies = {
      async start() {
        for (let i = 0; i < 200; i++) {
          const socket = connect({ port, host: "127.0.0.1", localAddress: ABUSER });
          socket.on("error", () => {});
          socket.write(
            `POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
          );
          trickling.push(socket);
        }
        trickle = setInterval(() => {
          for (const s of trickling) if (!s.destroyed) s.write(" ");
        }, 200);
      },
      async stop() {
        clearInterval(trickle);
        for (const s of trickling) s.destroy();
      },
    };
    // Sockets that never read, while the abused table writes big notes.
    const sockets: WebSocket[] = [];
    const nonReading = {
      async start() {
        await Promise.all(
          Array.from(
            { length: 100 },
            () =>
              new Promise<void>((resolve) => {
                const ws = new WebSocket(
                  `ws://127.0.0.1:${port}/api/tables/${abused.id}/live?token=${abused.gmToken}&after=0`,
                  {
                    localAddress: ABUSER,
                  },
                );
                ws.on("error", () => resolve());
                ws.on("open", () => {
                  // Stop reading: the server's send buffers for this socket fill up.
                  (ws as unknown as { _socket: Socket })._socket.pause();
                  resolve();
                });
                sockets.push(ws);
              }),
          ),
        );
      },
      async stop() {
        for (const ws of sockets) ws.terminate();
      },
    };
    let combatStarted = false;
    const phases: [string, (() => Promise<unknown>) | null, number?, typeof slowBodies?][] = [
      ["unloaded", null],
      ["house rules: 840 keys per table", () => as("/api/tables", "POST", { raw: houseRulesBody })],
      [
        "combat: 100 participants, a command after another",
        async () => {
          if (!combatStarted) {
            combatStarted = true;
            const participants = Array.from({ length: 100 }, (_, i) => ({ name: `K${i}`, initiative: i }));
            await as(`/api/tables/${abused.id}/combat`, "POST", {
              token: abused.gmToken,
              body: { command: "start", participants },
            });
          }
          return as(`/api/tables/${abused.id}/combat`, "POST", {
            token: abused.gmToken,
            body: { command: "next" },
          });
        },
        2,
      ],
      [
        "failing jobs: stale PUTs, combat next without a fight",
        () =>
          Math.random() < 0.5
            ? as(`/api/tables/${abused.id}/characters/${character.id}`, "PUT", {
                token: abused.gmToken,
                ifMatch: "999",
                body: { format: "spieltisch/character@1", system: "ews", name: "Alt" },
              })
            : as(`/api/tables/${idle.id}/combat`, "POST", { token: idle.gmToken, body: { command: "next" } }),
        8,
      ],
      [
        `import: ${QUICK ? "30 000" : "120 000"} events each`,
        () => as("/api/tables/import", "POST", { raw: importBody }),
        1,
      ],
      ["200 slow request bodies", null, 0, slowBodies],
      [
        "100 sockets that never read, big notes",
        () =>
          as(`/api/tables/${abused.id}/notes`, "POST", {
            token: abused.gmToken,
            body: { text: "x".repeat(2000) },
          }),
        4,
        nonReading,
      ],
      // Last: once its guesses are over the limit, the abuser's address gets 429 on table routes.
      [
        "anonymous tables and token guesses",
        () =>
          Math.random() < 0.5
            ? as("/api/tables", "POST", { body: { name: "Spam", system: "ews" } })
            : as(`/api/tables/${abused.id}/events`, "GET", { token: `st_guess${Math.random()}` }),
        8,
      ],
      // Once more at the end: how much the machine itself drifted during the run.
      ["unloaded again", null],
    ];
    const rows: {
      name: string;
      p50: number;
      p99: number;
      rolls: number;
      failed: number;
      abuses: number;
      refused: number;
      /** Share of one core the server's main thread used during the phase. */
      cpu: number;
    }[] = [];
    let acked = 0;
    const rollers = startNormalRollers(base, normal);
    // Warm-up, not reported: the first rolls of a fresh process are slow (JIT, caches) and would
    // make the unloaded p50 — the bar's base — look worse than it is.
    const warmUp = await rollers.run(PHASE_MS);
    acked += warmUp.latencies.length - warmUp.failed;
    if (warmUp.failed > 0) process.exitCode = 1;
    for (const [name, abuse, concurrency, around] of phases) {
      const cpuBefore = mainThreadCpuSeconds(child.pid!);
      const result = await phase(rollers, abuse, concurrency ?? 4, around);
      const cpu = (mainThreadCpuSeconds(child.pid!) - cpuBefore) / (PHASE_MS / 1000);
      acked += result.latencies.length - result.failed;
      rows.push({
        name,
        p50: percentile(result.latencies, 50),
        p99: percentile(result.latencies, 99),
        rolls: result.latencies.length,
        failed: result.failed,
        abuses: result.abuses,
        refused: result.refused,
        cpu,
      });
    }
    rollers.stop();
    let logged = 0;
    for (const table of normal) {
      const view = JSON.parse(
        (await call(base, "GET", `/api/tables/${table.id}`, { token: table.playerToken })).body,
      ) as { lastSeq: number };
      // The table stream: table-created, then every acknowledged roll.
      logged += view.lastSeq - 1;
    }
    const unloaded = rows[0]!.p50;
    console.log(
      `\nabuse run (${QUICK ? "quick, " : ""}${PHASE_MS / 1000} s per abuse; ${NORMAL_TABLES} normal tables roll ${NORMAL_ROLLS_PER_SECOND} times a second each from 127.0.0.1, the abuser is ${ABUSER})`,
    );
    console.log(
      "| abuse | normal p50 | normal p99 | normal rolls | failed | abusive requests (refused 429/413) | server thread CPU | p50 ≤ 2× unloaded |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.p50.toFixed(1)} ms | ${row.p99.toFixed(1)} ms | ${row.rolls} | ${row.failed} | ${row.abuses} (${row.refused}) | ${(row.cpu * 100).toFixed(0)} % | ${row.p50 <= 2 * unloaded ? "yes" : "NO"} |`,
      );
    }
    const lost = acked - logged;
    console.log(
      `normal tables: ${acked} rolls acknowledged, ${logged} in their logs — ${lost === 0 ? "nothing lost" : `${lost} LOST`}`,
    );
    if (lost !== 0 || rows.some((r) => r.failed > 0)) process.exitCode = 1;
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--normal-rollers")) normalRollersMain();
else await main();
