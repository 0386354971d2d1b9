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
