import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { apiRoutes, openApiDocumentSchema } from "@spieltisch/protocol";
import Fastify, { type RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type SpieltischApp } from "./app.js";
import { registerStatic } from "./static-files.js";
import { DocumentedAnswers } from "./testing/documented-answers.js";

/** `METHOD /path` of each method of a registered route; HEAD is Fastify's automatic twin of GET. */
const routeKeys = (route: RouteOptions): string[] =>
  [route.method]
    .flat()
    .filter((method) => method !== "HEAD")
    .map((method) => `${method} ${route.url}`);

/** The routes the static files add for a web root (the built app's files, or the placeholder at /). */
async function staticRoutes(webRoot: string): Promise<Set<string>> {
  const bare = Fastify();
  const keys = new Set<string>();
  bare.addHook("onRoute", (route) => {
    for (const key of routeKeys(route)) keys.add(key);
  });
  await registerStatic(bare, webRoot);
  await bare.ready();
  await bare.close();
  return keys;
}

/** A built web app's files, as `vite build` leaves them. */
function builtWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "spieltisch-web-"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Spieltisch</title>");
  writeFileSync(join(root, "app.js"), "console.log('app')");
  return root;
}

const WEB_ROOTS = [
  { name: "a built web app", webRoot: builtWebRoot() },
  { name: "no web app", webRoot: join(tmpdir(), "spieltisch-no-web-app") },
];
afterAll(() => rmSync(WEB_ROOTS[0]!.webRoot, { recursive: true, force: true }));

describe.each(WEB_ROOTS)("the API description with $name", ({ webRoot }) => {
  let built: SpieltischApp;
  const registered = new Set<string>();

  beforeAll(async () => {
    built = await buildApp({
      databaseUrl: "sqlite::memory:",
      webRoot,
      onRoute: (route) => {
        for (const key of routeKeys(route)) registered.add(key);
      },
    });
    await built.app.ready();
  });
  afterAll(async () => {
    await built.app.close();
  });

  const fetchDocument = async () => {
    const res = await built.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    return openApiDocumentSchema.parse(res.json());
  };

  it("is served without a token and is a valid OpenAPI 3.1 document", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // The schema objects are opaque to the OpenAPI schema: ajv compiles each as JSON Schema 2020-12.
    new DocumentedAnswers(document).compileComponents(Object.keys(document.components.schemas));
  });

  it("describes every route the app registers, and only those", async () => {
    const document = await fetchDocument();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    const statics = await staticRoutes(webRoot);
    const served = [...registered].filter((key) => !statics.has(key));
    expect(served).toContain("GET /healthz");
    expect(served).toContain("GET /api/tables/:id/live");
    expect(served).toContain("GET /api/openapi.json");
    expect(documented.sort()).toEqual(served.sort());
    expect(Object.keys(apiRoutes).sort()).toEqual(served.sort());
  });

  it("gives the success status the route answers with, and the bearer scheme where a token is needed", async () => {
    const document = await fetchDocument();
    const tables = document.paths["/api/tables"]?.post;
    expect(tables).toMatchObject({ responses: { 201: {} } });
    expect(tables).not.toHaveProperty("security");
    expect(document.paths["/api/tables/{id}/rolls"]?.post).toMatchObject({
      security: [{ bearerAuth: [] }],
      responses: { 201: {}, 401: { "x-error-codes": ["unauthorized"] } },
    });
    expect(document.paths["/api/tables/{id}/credentials/{cid}"]?.delete).toMatchObject({
      responses: { 204: { description: "No Content" } },
    });
    expect(document.components).toMatchObject({
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
    });
  });
});
