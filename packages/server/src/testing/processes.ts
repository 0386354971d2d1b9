import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { waitUntil } from "./wait-until.js";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A server process started like `npm start`. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly base: string;
  /** SIGTERM (or the given signal) and wait for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `main.ts` as a real process on a free port and waits for /healthz. */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
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
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    // Starting through tsx takes seconds on a busy machine: wait for it, generously.
    await waitUntil(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error("the server exited on start");
        return fetch(`${base}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
      },
      `${base}/healthz`,
      60_000,
      50,
    );
  } catch (error) {
    await stop("SIGKILL");
    throw error;
  }
  return { child, base, stop };
}

/** JSON over HTTP with an optional bearer token; returns status and body. */
export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Every event of a member's stream, page by page. */
export async function allEvents(base: string, tableId: string, token: string) {
  const all: Record<string, unknown>[] = [];
  for (;;) {
    const after = all.length === 0 ? 0 : Number(all.at(-1)!.seq);
    const { body } = await call(
      base,
      "GET",
      `/api/tables/${tableId}/events?after=${after}&limit=1000`,
      token,
    );
    const page = body.events as Record<string, unknown>[];
    all.push(...page);
    if (page.length < 1000) return all;
  }
}
