import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
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
