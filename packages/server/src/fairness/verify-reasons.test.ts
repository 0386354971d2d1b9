import { type TableExport, tableExportSchema, verifyExport } from "@spieltisch/protocol";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type SpieltischApp } from "../app.js";
import { auth, newTable } from "../testing/backends.js";

// Issue #15: verify printed internal messages as its reason. A forged or broken roll event must
// get a reason naming the field, in one line, whatever was changed.
let app: SpieltischApp["app"];
const exports: TableExport[] = [];

beforeAll(async () => {
  app = (await buildApp({ databaseUrl: "sqlite::memory:" })).app;
  for (const [system, modules, roll] of [
    ["ews", [], { action: "check", value: 12, target: 11, mod: [-1] }],
    ["ews", ["foka"], { action: "melee", attacker: 12, defender: 10 }],
    ["faar", [], { action: "melee", attack: 12, defense: 8, damage: "1W6/2+1", armor: [0, 0, 1, 1, 2, 3] }],
    ["ews-urfassung", [], { action: "check", value: 12, target: 10 }],
  ] as const) {
    const t = await newTable(app, { name: "V", system, modules });
    const rolled = await app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/rolls`,
      headers: auth(t.playerToken),
      payload: roll,
    });
    expect(rolled.statusCode, rolled.body).toBe(201);
    await app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/seeds/rotate`,
      headers: auth(t.gmToken),
      payload: {},
    });
    const exported = await app.inject({
      method: "GET",
      url: `/api/tables/${t.id}/export`,
      headers: auth(t.gmToken),
    });
    exports.push(tableExportSchema.parse(exported.json()));
  }
});
afterAll(() => app.close());

const rollOf = (data: TableExport) => data.events.findIndex((e) => e.kind === "roll");

/** Every path to a value inside an object (keys of nested objects and arrays included). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    [...prefix, key],
    ...pathsOf(inner, [...prefix, key]),
  ]);
}

/** A copy of the export with the roll event's value at `path` replaced (or removed). */
function forged(data: TableExport, path: readonly string[], value: unknown): unknown {
  const copy = structuredClone(data) as unknown as { events: Record<string, unknown>[] };
  let target: Record<string, unknown> = copy.events[rollOf(data)]!;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[path.at(-1)!];
  else target[path.at(-1)!] = value;
  return copy;
}

const INTERNAL = /Cannot read|is not a function|is not iterable|undefined \(reading|\n/;

describe("verify's reasons", () => {
  it("name the option a broken roll lacks", () => {
    const data = exports[0]!;
    const report = verifyExport(tableExportSchema.parse(forged(data, ["options"], {})));
    expect(report.mismatch?.reason).toMatch(/^cannot recompute: options\.value: /);
    const unknown = verifyExport(tableExportSchema.parse(forged(data, ["action"], "toString")));
    expect(unknown.mismatch?.reason).toMatch(/^cannot recompute: action: .*toString/);
  });

  it("are one line naming a field, never an internal message, whatever a roll event says", () => {
    const value = fc.oneof(
      fc.constantFrom(undefined, null, {}, [], "", "__proto__", "toString", 0, -1, 1e9, true),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(fc.nat(), fc.nat(), value, (which, pathIndex, replacement) => {
        const data = exports[which % exports.length]!;
        const paths = pathsOf(data.events[rollOf(data)]);
        const path = paths[pathIndex % paths.length]!;
        const parsed = tableExportSchema.safeParse(forged(data, path, replacement));
        if (!parsed.success) return;
        const reason = verifyExport(parsed.data).mismatch?.reason;
        if (reason !== undefined)
          expect(reason, `${path.join(".")} = ${JSON.stringify(replacement)}`).not.toMatch(INTERNAL);
      }),
      { numRuns: 600, seed: 15 },
    );
  });
});
