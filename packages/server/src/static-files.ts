import { existsSync } from "node:fs";
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

/** True when a request should get the web app's `index.html` instead of a 404 (client routes). */
export const isAppRoute = (method: string, url: string): boolean =>
  method === "GET" && !url.startsWith("/api/") && url !== "/healthz";

/**
 * Serves the built web app when it exists (unknown non-API GET paths get its `index.html`, so
 * client-side routes survive a reload), else a small page at `/` saying it is not built.
 */
export async function registerStatic(app: FastifyInstance, root = WEB_DIST): Promise<boolean> {
  if (existsSync(root)) {
    await app.register(fastifyStatic, { root, wildcard: false });
    return true;
  }
  app.get("/", async (_request, reply) => reply.type("text/html; charset=utf-8").send(PLACEHOLDER));
  return false;
}
