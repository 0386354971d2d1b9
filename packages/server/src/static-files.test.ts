import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";

const dir = mkdtempSync(join(tmpdir(), "spieltisch-web-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("without a built web app, / says so and links /healthz", async () => {
  const { app } = await buildApp({ databaseUrl: "sqlite::memory:", webRoot: join(dir, "missing") });
  const page = await app.inject({ url: "/" });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toMatch(/text\/html/);
  expect(page.body).toMatch(/nicht gebaut/);
  expect(page.body).toContain('href="/healthz"');
  await app.close();
});

it("serves the built web app, with index.html for client routes and JSON 404s for the API", async () => {
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>App</title>");
  writeFileSync(join(dir, "app.js"), "console.log(1)");
  const { app } = await buildApp({ databaseUrl: "sqlite::memory:", webRoot: dir });
  expect((await app.inject({ url: "/" })).body).toContain("<title>App</title>");
  expect((await app.inject({ url: "/app.js" })).body).toBe("console.log(1)");
  expect((await app.inject({ url: "/tisch/abc" })).body).toContain("<title>App</title>");
  const api = await app.inject({ url: "/api/nothing" });
  expect(api.statusCode).toBe(404);
  expect(api.json().error.code).toBe("not-found");
  await app.close();
});

describe("the built app over the wire", () => {
  const built = mkdtempSync(join(tmpdir(), "spieltisch-built-"));
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const code = `export const text = ${JSON.stringify("Spieltisch ".repeat(400))};`;
  mkdirSync(join(built, "assets"));
  writeFileSync(join(built, "index.html"), "<!doctype html><title>App</title>");
  writeFileSync(join(built, "assets", "index-Ab12Cd.js"), code);
  writeFileSync(join(built, "assets", "index-Ab12Cd.js.br"), brotliCompressSync(code));
  writeFileSync(join(built, "assets", "index-Ab12Cd.js.gz"), gzipSync(code));
  const icon = Buffer.from([0, 0, 1, 0, 1, 0]);
  writeFileSync(join(built, "favicon.ico"), icon);
  writeFileSync(join(built, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(built, "manifest.webmanifest"), '{"name":"Spieltisch"}');

  it("sends the brotli or gzip sibling a browser accepts, and the plain file to the rest", async () => {
    const { app } = await buildApp({ databaseUrl: "sqlite::memory:", webRoot: built });
    const url = "/assets/index-Ab12Cd.js";
    const br = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(code);
    const gz = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(code);
    const plain = await app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(code);
    await app.close();
  });

  it("caches hashed assets for a year, never index.html (also as a client route's fallback)", async () => {
    const { app } = await buildApp({ databaseUrl: "sqlite::memory:", webRoot: built });
    const asset = await app.inject({ url: "/assets/index-Ab12Cd.js", headers: { "accept-encoding": "br" } });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/", "/index.html", "/tisch/abc"]) {
      const page = await app.inject({ url });
      expect(page.body).toContain("<title>App</title>");
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
    await app.close();
  });

  it("never caches the service worker or the manifest: a new build's file list reaches the phone", async () => {
    const { app } = await buildApp({ databaseUrl: "sqlite::memory:", webRoot: built });
    const worker = await app.inject({ url: "/sw.js" });
    expect(worker.headers["content-type"]).toMatch(/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    await app.close();
  });

  it("answers /favicon.ico with the icon, and a missing file with 404 instead of the page", async () => {
    const { app } = await buildApp({ databaseUrl: "sqlite::memory:", webRoot: built });
    const favicon = await app.inject({ url: "/favicon.ico" });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["content-type"]).toMatch(/icon/);
    expect(favicon.rawPayload).toEqual(icon);
    const missing = await app.inject({ url: "/assets/index-Old99.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<title>App</title>");
    await app.close();
  });
});

it("answers with a content security policy the app passes and the other security headers (issue #15)", async () => {
  const { app } = await buildApp({ databaseUrl: "sqlite::memory:", webRoot: dir });
  for (const url of ["/", "/tisch/abc", "/healthz", "/api/nothing"]) {
    const res = await app.inject({ url });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp, url).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["referrer-policy"], url).toBe("no-referrer");
    expect(res.headers["x-content-type-options"], url).toBe("nosniff");
    expect(res.headers["x-frame-options"], url).toBe("DENY");
  }
  await app.close();
  // The placeholder page has no inline style or script the policy would block.
  const bare = await buildApp({ databaseUrl: "sqlite::memory:", webRoot: join(dir, "missing") });
  const page = (await bare.app.inject({ url: "/" })).body;
  expect(page).not.toMatch(/<script|<style|style=/);
  await bare.app.close();
});
