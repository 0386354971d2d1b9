import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpieltischApp } from "../app.js";
import { appOn, type Backend, newTable, testBackends } from "../testing/backends.js";
import { prepared } from "./prepared-query.js";

const backends = await testBackends();

describe.each(backends)("queries compiled once ($name)", (backend: Backend) => {
  let built: SpieltischApp;
  const tableIds: string[] = [];

  beforeAll(async () => {
    built = await appOn(backend);
    for (const name of ["Eins", "Zwei", "Drei"])
      tableIds.push((await newTable(built.app, { name, system: "ews" })).id);
  });
  afterAll(async () => {
    await built.app.close();
    await backend.cleanup();
  });

  const plain = (ids: readonly string[]) =>
    built.context.db
      .selectFrom("tables")
      .select(["id", "name"])
      .where("id", "in", ids)
      .orderBy("name")
      .execute();
  const compiledOnce = async (ids: readonly string[]) =>
    (
      await prepared(built.context.db, `test-tables/${ids.length}`, ids, (wanted) =>
        built.context.db
          .selectFrom("tables")
          .select(["id", "name"])
          .where("id", "in", wanted)
          .orderBy("name"),
      )
    ).rows;

  it("answers exactly as the query built every time, for any values bound", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...tableIds), fc.string({ maxLength: 8 })), {
          minLength: 1,
          maxLength: 3,
        }),
        async (ids) => {
          expect(await compiledOnce(ids)).toEqual(await plain(ids));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("binds values inside a transaction too, and a parameter that is not passed through unchanged still works", async () => {
    const name = await built.context.db.transaction().execute(async (trx) => {
      const rows = await prepared(trx, "test-name-upper", [tableIds[1]!] as const, ([id]) =>
        // Changed on its way into the query (a stand-in would lose its mark), so it is no bound
        // parameter of its own: the query is built on every call instead.
        trx.selectFrom("tables").select("name").where("id", "=", id.replace("\u0000", "")),
      );
      return rows.rows[0]?.name;
    });
    expect(name).toBe("Zwei");
  });
});
