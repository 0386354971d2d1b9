import { afterAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../errors.js";
import { appOn, auth, type Backend, newTable, testBackends } from "../testing/backends.js";
import { prepareImportOffThread } from "./import-off-thread.js";

// Issue #15 §4: an anonymous 14 MiB import held the server's one thread while its JSON was
// parsed and checked (p50 of another table's rolls 12× unloaded). It is read in a worker thread.
const backends = await testBackends();

/** A GM export of a fresh table with `count` notes appended. */
async function bigExport(app: Awaited<ReturnType<typeof appOn>>["app"], count: number) {
  const source = await newTable(app);
  const exported = (
    await app.inject({ url: `/api/tables/${source.id}/export`, headers: auth(source.gmToken) })
  ).json();
  const first = exported.events.length;
  for (let i = 0; i < count; i++) {
    exported.events.push({
      kind: "note",
      secret: false,
      by: null,
      byName: "GM",
      at: "2026-01-01T00:00:00.000Z",
      text: `Zeile ${i}`,
      fullSeq: first + i + 1,
      tableSeq: 1 + i + 1,
    });
  }
  return exported;
}

describe.each(backends)("import off the main thread on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("the main thread never parses the export: a big import is read in a worker and written whole", {
    timeout: 60_000,
  }, async () => {
    const built = await appOn(backend);
    const { app } = built;
    try {
      const exported = await bigExport(app, 20_000);
      const payload = JSON.stringify(exported);
      const parse = vi.spyOn(JSON, "parse");
      const imported = await app.inject({
        method: "POST",
        url: "/api/tables/import",
        headers: { "content-type": "application/json" },
        payload,
      });
      const parsedHere = parse.mock.calls.map(([text]) => String(text).length);
      parse.mockRestore();
      expect(imported.statusCode, imported.body.slice(0, 200)).toBe(201);
      expect(Math.max(0, ...parsedHere)).toBeLessThan(64 * 1024);
      const copy = imported.json();
      const again = await app.inject({ url: `/api/tables/${copy.id}/export`, headers: auth(copy.gmToken) });
      const log = again.json().events as { kind: string; text?: string }[];
      expect(log.filter((e) => e.kind === "note")).toHaveLength(20_000);
      expect(log.filter((e) => e.kind === "note").at(-1)?.text).toBe("Zeile 19999");
    } finally {
      await app.close();
    }
  });

  it("what the worker refuses is the same 4xx with code and path", async () => {
    const built = await appOn(backend);
    const { app } = built;
    try {
      const exported = await bigExport(app, 3);
      const post = (payload: string) =>
        app.inject({
          method: "POST",
          url: "/api/tables/import",
          headers: { "content-type": "application/json" },
          payload,
        });
      const badEvent = structuredClone(exported);
      badEvent.events[2].fullSeq = "drei";
      const wrong = await post(JSON.stringify(badEvent));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({ code: "invalid-body", path: ["events", 2, "fullSeq"] });
      const malformed = await post(`${JSON.stringify(exported).slice(0, -1)},`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe("malformed-json");
      const prototype = await post(
        JSON.stringify(exported).replace('"format"', '"__proto__":{"x":1},"format"'),
      );
      expect(prototype.statusCode).toBe(400);
      expect(prototype.json().error.code).toBe("malformed-json");
      const gap = structuredClone(exported);
      gap.events[3].tableSeq = 9;
      const gapped = await post(JSON.stringify(gap));
      expect(gapped.statusCode).toBe(422);
      expect(gapped.json().error).toMatchObject({ code: "invalid-export", path: ["events", 3, "tableSeq"] });
    } finally {
      await app.close();
    }
  });
});

describe("the bytes handed to the worker", () => {
  // Node 22 refused to transfer a body's Buffer (DataCloneError → 500): bodies live in Node's
  // shared pool or in memory marked untransferable, whatever their offset and length.
  it("any Buffer a body may come in reaches the worker: pooled, a view, allocated whole", async () => {
    const text = '{"format": ';
    const pooled = Buffer.from(text);
    const view = Buffer.concat([Buffer.from("xx"), Buffer.from(text)]).subarray(2);
    const whole = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    whole.write(text);
    for (const bytes of [pooled, view, whole]) {
      const refused = await prepareImportOffThread(bytes).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ status: 400, code: "malformed-json" });
    }
    // The caller's bytes stay intact (the worker got a copy).
    expect(pooled.toString()).toBe(text);
  });
});
