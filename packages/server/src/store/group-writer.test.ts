import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { currentSeed, rotateSeed } from "../domain/tables.js";
import { ApiError } from "../errors.js";
import type { StoredEvent } from "../events/stored-event.js";
import { type Backend, newTable, testBackends } from "../testing/backends.js";
import { appendEvent } from "./append-event.js";
import type { WriteJob } from "./group-writer.js";

const backends = await testBackends();

/** A write job that appends one visible note to a table. */
const noteJob =
  (tableId: string, text: string): WriteJob<StoredEvent> =>
  async (trx, batch) => {
    const event = await appendEvent(trx, batch, tableId, { kind: "note", secret: false, by: null }, () => ({
      text,
      byName: null,
    }));
    return { result: event, events: [event] };
  };

describe.each(backends)("group writer on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("a batch over several tables numbers each table on its own and stores every counter", async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    const tables = [await newTable(built.app), await newTable(built.app), await newTable(built.app)];
    const { writer } = built.context;
    // One lane: these share transactions, and a batch spans several tables.
    const jobs = Array.from({ length: 60 }, (_, i) => {
      const t = tables[i % 3]!;
      return writer.write(
        t.id,
        async (trx, batch) => {
          const event = await appendEvent(
            trx,
            batch,
            t.id,
            { kind: "note", secret: i % 4 === 0, by: null },
            () => ({ text: String(i), byName: null }),
          );
          return { result: event, events: [event] };
        },
        { deferrable: true },
      );
    });
    const events = await Promise.all(jobs);
    for (const t of tables) {
      const mine = events.filter((e) => e.tableId === t.id);
      // table-created and seed-committed come first (seqs 1 and 2; table stream 1).
      expect(mine.map((e) => e.fullSeq).sort((a, b) => a - b)).toEqual(mine.map((_, i) => i + 3));
      const row = await built.context.db
        .selectFrom("tables")
        .select(["full_seq", "table_seq"])
        .where("id", "=", t.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.full_seq)).toBe(mine.length + 2);
      expect(Number(row.table_seq)).toBe(mine.filter((e) => !e.secret).length + 1);
    }
    await built.app.close();
  });

  it("one failing job does not take its batch down; the others commit in order", async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    const t = await newTable(built.app);
    const { writer } = built.context;
    const note = (text: string, fail = false) =>
      writer.write(
        t.id,
        async (trx, batch) => {
          const event = await appendEvent(
            trx,
            batch,
            t.id,
            { kind: "note", secret: false, by: null },
            () => ({ text, byName: null }),
          );
          if (fail) throw new ApiError(409, "boom", "planned failure");
          return { result: event.fullSeq, events: [event] };
        },
        { deferrable: true },
      );
    const results = await Promise.allSettled([note("a"), note("b"), note("c", true), note("d"), note("e")]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    const seqs = results.flatMap((r) => (r.status === "fulfilled" ? [r.value as number] : []));
    // table-created and seed-committed are 1 and 2; the failed job left no number behind.
    expect(seqs).toEqual([3, 4, 5, 6]);
    const rows = await built.storage.db
      .selectFrom("events")
      .select(["full_seq", "body"])
      .where("table_id", "=", t.id)
      .orderBy("full_seq")
      .execute();
    expect(rows.map((r) => Number(r.full_seq))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.slice(2).map((r) => JSON.parse(r.body).text)).toEqual(["a", "b", "d", "e"]);
    await built.app.close();
  });

  it("a failing job is undone alone: every other job of its batch runs exactly once (issue #15)", async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    const t = await newTable(built.app);
    const { writer } = built.context;
    const runs = new Map<string, number>();
    type Failure = "api" | "database" | undefined;
    const job = (text: string, options: { deferrable?: boolean; appendOnly?: boolean }, fail?: Failure) =>
      writer.write(
        t.id,
        async (trx, batch) => {
          runs.set(text, (runs.get(text) ?? 0) + 1);
          const event = await appendEvent(
            trx,
            batch,
            t.id,
            { kind: "note", secret: false, by: null },
            () => ({
              text,
              byName: null,
            }),
          );
          if (fail === "api") throw new ApiError(409, "stale", "planned failure");
          // A statement the database refuses, after the job's own event was written.
          if (fail === "database") {
            await batch.flush(trx);
            await trx
              .insertInto("tables")
              .values({ id: t.id } as never)
              .execute();
          }
          return { result: event.fullSeq, events: [event] };
        },
        options,
      );
    const plain = {};
    const appendOnly = { appendOnly: true };
    const results = await Promise.allSettled([
      job("a", appendOnly),
      job("b", plain),
      job("c", plain, "api"),
      job("d", appendOnly),
      job("e", appendOnly, "api"),
      job("f", plain, "database"),
      job("g", { deferrable: true }),
      job("h", plain),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "rejected",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect([...runs.values()], JSON.stringify([...runs])).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    const rows = await built.storage.db
      .selectFrom("events")
      .select(["full_seq", "body"])
      .where("table_id", "=", t.id)
      .orderBy("full_seq")
      .execute();
    expect(rows.map((r) => Number(r.full_seq))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.slice(2).map((r) => JSON.parse(r.body).text)).toEqual(["a", "b", "d", "g", "h"]);
    const counters = await built.storage.db
      .selectFrom("tables")
      .select(["full_seq", "table_seq"])
      .where("id", "=", t.id)
      .executeTakeFirstOrThrow();
    expect([Number(counters.full_seq), Number(counters.table_seq)]).toEqual([7, 6]);
    await built.app.close();
  });

  it("a failing append-only job (the optimistic path on Postgres) leaves the others alone", async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    const t = await newTable(built.app);
    const runs = new Map<string, number>();
    const roll = (text: string, fail = false) =>
      built.context.writer.write(
        t.id,
        async (trx, batch) => {
          runs.set(text, (runs.get(text) ?? 0) + 1);
          const event = await appendEvent(
            trx,
            batch,
            t.id,
            { kind: "note", secret: false, by: null },
            () => ({
              text,
              byName: null,
            }),
          );
          if (fail) throw new ApiError(400, "bad", "planned failure");
          return { result: event.fullSeq, events: [event] };
        },
        { appendOnly: true },
      );
    const results = await Promise.allSettled([
      roll("a"),
      roll("b", true),
      roll("c"),
      roll("d", true),
      roll("e"),
    ]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "refused"))).toEqual([
      3,
      "refused",
      4,
      "refused",
      5,
    ]);
    expect([...runs.values()]).toEqual([1, 1, 1, 1, 1]);
    await built.app.close();
  });

  it("a job that reads the log sees the pending events of the jobs before it in its batch", async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    const t = await newTable(built.app);
    const { writer } = built.context;
    const roll = writer.write(
      t.id,
      async (trx, batch) => {
        const event = await appendEvent(trx, batch, t.id, { kind: "note", secret: false, by: null }, () => ({
          text: "",
          byName: null,
        }));
        return { result: event.fullSeq, events: [event] };
      },
      { deferrable: true },
    );
    const count = writer.write(t.id, async (trx) => {
      const row = await trx
        .selectFrom("events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("table_id", "=", t.id)
        .executeTakeFirstOrThrow();
      return { result: Number(row.n), events: [] };
    });
    expect(await roll).toBe(3);
    expect(await count).toBe(3);
    await built.app.close();
  });

  it("a seed rotation inside a batch: jobs before it use the old seed, jobs after it the new one", async () => {
    const built = await buildApp({ databaseUrl: backend.url() });
    const t = await newTable(built.app);
    const { writer } = built.context;
    const gm = (
      await built.storage.db
        .selectFrom("credentials")
        .select("id")
        .where("table_id", "=", t.id)
        .where("role", "=", "gm")
        .executeTakeFirstOrThrow()
    ).id;
    const seedOfTable = () =>
      writer.write(t.id, async (trx, batch) => ({
        result: (await currentSeed(trx, t.id, "table", batch)).id,
        events: [],
      }));
    // Queued in one turn of the event loop: one batch.
    const before = seedOfTable();
    const rotation = rotateSeed(built.context, t.id, "table", gm);
    const after = seedOfTable();
    const body = (await rotation).body as { revealed: { seedId: string }; next: { seedId: string } };
    expect(await before).toBe(body.revealed.seedId);
    expect(await after).toBe(body.next.seedId);
    expect(body.next.seedId).not.toBe(body.revealed.seedId);
    await built.app.close();
  });

  it("closing waits for queued writes to commit", async () => {
    const url = backend.url();
    const built = await buildApp({ databaseUrl: url });
    const t = await newTable(built.app);
    const writes = Array.from({ length: 30 }, (_, i) =>
      built.context.writer.write(t.id, noteJob(t.id, String(i)), { deferrable: true }),
    );
    const closing = built.app.close();
    expect((await Promise.all(writes)).length).toBe(30);
    await closing;
    if (backend.name === "postgres") {
      const again = await buildApp({ databaseUrl: url });
      const n = await again.storage.db
        .selectFrom("events")
        .select("full_seq")
        .where("table_id", "=", t.id)
        .execute();
      expect(n.length).toBe(32);
      await again.app.close();
    }
  });
});

describe.runIf(backends.some((b) => b.name === "postgres"))(
  "optimistic append-only batches on Postgres",
  () => {
    const backend = backends.find((b) => b.name === "postgres")!;
    afterAll(() => backend.cleanup());

    it("a job whose numbers another process took meanwhile runs again on fresh ones; the log has no gap or double", async () => {
      const url = backend.url();
      const a = await buildApp({ databaseUrl: url });
      const b = await buildApp({ databaseUrl: url });
      try {
        const t = await newTable(a.app);
        const note = (text: string) => noteJob(t.id, text);
        // A's job has read the counters (its batch primed them) when it starts; before it finishes,
        // B appends to the same table and commits. A's write must then find the counter moved.
        let runsOfA = 0;
        let bDone: Promise<unknown> | undefined;
        const fromA = a.context.writer.write(
          t.id,
          async (trx, batch) => {
            runsOfA++;
            if (runsOfA === 1) {
              bDone = b.context.writer.write(t.id, note("B"), { appendOnly: true });
              await bDone;
            }
            return note("A")(trx, batch);
          },
          { appendOnly: true },
        );
        const eventA = await fromA;
        const eventB = (await bDone) as { fullSeq: number };
        expect(runsOfA).toBe(2);
        expect(a.context.writer.optimisticRetries).toBe(1);
        // table-created and seed-committed are 1 and 2.
        expect(eventB.fullSeq).toBe(3);
        expect(eventA.fullSeq).toBe(4);
        const log = await a.context.db
          .selectFrom("events")
          .select(["full_seq", "body"])
          .where("table_id", "=", t.id)
          .orderBy("full_seq")
          .execute();
        expect(log.map((row) => Number(row.full_seq))).toEqual([1, 2, 3, 4]);
        expect(log.slice(2).map((row) => JSON.parse(row.body).text)).toEqual(["B", "A"]);
      } finally {
        await a.app.close();
        await b.app.close();
      }
    });

    it("an append-only job that touches the database falls back to the locking transaction", async () => {
      const built = await buildApp({ databaseUrl: backend.url() });
      try {
        const t = await newTable(built.app);
        const event = await built.context.writer.write(
          t.id,
          async (trx, batch) => {
            // The first run gets no transaction (any use throws); the locking rerun does.
            await trx.selectFrom("tables").select("id").execute();
            const stored = await appendEvent(
              trx,
              batch,
              t.id,
              { kind: "note", secret: false, by: null },
              () => ({ text: "", byName: null }),
            );
            return { result: stored, events: [stored] };
          },
          { appendOnly: true },
        );
        expect(event.fullSeq).toBe(3);
      } finally {
        await built.app.close();
      }
    });
  },
);
