// Starts what the browser talks to: the real Spieltisch server when it is built, else a static
// file server for the web app alone (local mode).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;
const WEB_DIST = join(ROOT, "packages/web/dist");
const SERVER_MAIN = join(ROOT, "packages/server/dist/main.js");

const freePort = () =>
  new Promise((resolve) => {
    const s = createNetServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** True when the API server is built. */
export const hasServer = () => existsSync(SERVER_MAIN);

/** Starts the real server on a free port with a fresh SQLite file; `restart()` keeps port and data. */
export async function startApiServer() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "spieltisch-e2e-db-"));
  // The database goes with the run (a restart keeps it; the server is stopped before the exit).
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${dir}/e2e.db`,
    LOG_LEVEL: "warn",
  };
  let child;
  const start = async () => {
    child = spawn(process.execPath, [SERVER_MAIN], { env, stdio: ["ignore", "inherit", "inherit"] });
    await waitFor(`http://127.0.0.1:${port}/healthz`);
  };
  const stop = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
  };
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

/** Serves packages/web/dist alone (no API): enough for the local mode. */
export async function startStatic() {
  const port = await freePort();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(
      /^(\.\.[/\\])+/,
      "",
    );
    const file = join(WEB_DIST, path === "/" ? "index.html" : path);
    if (!file.startsWith(WEB_DIST) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" })
      .end(readFileSync(file));
  });
  await new Promise((r) => server.listen(port, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}
