import { existsSync } from "node:fs";
import { basename, sep } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Where the built web app lives (packages/web/dist), seen from this package's src/ or dist/. */
export const WEB_DIST = fileURLToPath(new URL("../../web/dist/", import.meta.url));

// Plain markup: the content security policy allows no inline style or script.
const PLACEHOLDER = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Spieltisch</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<h1>Spieltisch</h1>
<p>Der Server läuft, aber die Web-App ist noch nicht gebaut (<code>packages/web/dist</code> fehlt).</p>
<p lang="en">The server is running, but the web app is not built yet.</p>
<ul><li><a href="/healthz">/healthz</a></li>
<li>API: <code>POST /api/tables</code>, <code>/api/tables/:id/…</code> — see packages/server/README.md</li></ul>
</body></html>`;

/**
 * True when a request should get the web app's `index.html` instead of a 404 (client routes). A
 * path that names a file (`/favicon.ico`, `/assets/old-1234.js`) is not a route: a missing file
 * is a 404, never a page in its place.
 */
export const isAppRoute = (method: string, url: string): boolean => {
  const path = url.split("?", 1)[0] ?? "";
  return method === "GET" && !path.startsWith("/api/") && path !== "/healthz" && !/\.[a-z0-9]+$/i.test(path);
};

/** A year: files whose name carries their content hash never change under that name. */
const HASHED = "public, max-age=31536000, immutable";
/** The page that names the current hashed files, and the service worker that lists them: asked for again every time. */
const REVALIDATE = "no-cache";
/** Other files (the icon): a day, then asked again. */
const SHORT = "public, max-age=86400";

/**
 * The cache lifetime of a served file: Vite writes the app's code and styles to `assets/` with a
 * content hash in the name, so they are cached for a year; `index.html` is always revalidated so
 * a new build reaches the browser at once; so are the service worker (`sw.js`, it names the build's
 * files) and the web manifest. `path` may be the precompressed sibling (`.br`, `.gz`).
 */
export function cacheControlFor(path: string): string {
  const name = basename(path).replace(/\.(br|gz)$/, "");
  if (name === "index.html" || name === "sw.js" || name === "manifest.webmanifest") return REVALIDATE;
  if (path.includes(`${sep}assets${sep}`) || path.startsWith("assets/")) return HASHED;
  return SHORT;
}

/**
 * Serves the built web app when it exists (unknown non-API GET paths get its `index.html`, so
 * client-side routes survive a reload), else a small page at `/` saying it is not built. The build
 * writes brotli and gzip siblings of every text file (`packages/web/scripts/precompress.mjs`);
 * they are sent to browsers that accept them, so nothing is compressed per request.
 */
export async function registerStatic(app: FastifyInstance, root = WEB_DIST): Promise<boolean> {
  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader("cache-control", cacheControlFor(path));
        // Caches must keep the brotli, gzip and plain answers apart.
        res.setHeader("vary", "accept-encoding");
      },
    });
    return true;
  }
  app.get("/", async (_request, reply) => reply.type("text/html; charset=utf-8").send(PLACEHOLDER));
  return false;
}
