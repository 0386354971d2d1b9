import { afterAll, describe, expect, it } from "vitest";
import { appendEvent } from "../store/append-event.js";
import { appOn, auth, type Backend, newTable, testBackends } from "../testing/backends.js";
import { WRITE_CHUNK } from "./import-chunks.js";

// Issue #15 §4: an anonymous import of a big log held the one write queue for seconds. It now
// writes its log in chunks, and other tables' writes go between them.
const backends = await testBackends();

describe.each(backends)("import in chunks on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("another table's write runs between the chunks of a big import's log", {
    timeout: 120_000,
  }, async () => {
    const built = await appOn(backend);
    const { app } = built;
    try {
      const source = await newTable(app);
      const other = await newTable(app);
      const exported = (
        await app.inject({ url: `/api/tables/${source.id}/export`, headers: auth(source.gmToken) })
      ).json();
      const first = exported.events.length;
      const lastTableSeq = 1;
      const count = 30_000;
      const events = [
        ...exported.events,
        ...Array.from({ length: count }, (_, i) => ({
          kind: "note",
          secret: false,
          by: null,
          byName: "GM",
          at: "2026-01-01T00:00:00.000Z",
          text: `Zeile ${i}`,
          fullSeq: first + i + 1,
          tableSeq: lastTableSeq + i + 1,
        })),
      ];
      // Watch the write queue: when the import queues its second job (the first chunk of its log;
      // the first job creates the table), another table's write is queued right behind it.
      const { writer } = built.context;
      const write = writer.write.bind(writer);
      const done: string[] = [];
      const importJobs = new Map<string, number>();
      let roll: Promise<unknown> | undefined;
      writer.write = (key, job, options) => {
        const n = (importJobs.get(key) ?? 0) + 1;
        importJobs.set(key, n);
        const result = write(key, job, options);
        void result.then(() =>
          done.push(key === other.id ? "roll" : `${key === source.id ? "source" : "import"} ${n}`),
        );
        if (key !== other.id && key !== source.id && n === 2) {
          roll = writer.write(other.id, async (trx, batch) => {
            const event = await appendEvent(
              trx,
              batch,
              other.id,
              { kind: "note", secret: false, by: null },
              () => ({
                text: "Zwischendurch",
                byName: null,
              }),
            );
            return { result: event, events: [event] };
          });
        }
        return result;
      };
      const importing = app.inject({
        method: "POST",
        url: "/api/tables/import",
        payload: { ...exported, events },
      });
      const imported = await importing;
      expect(imported.statusCode, imported.body.slice(0, 200)).toBe(201);
      expect(roll, "the import wrote its log in one job").toBeDefined();
      await roll;
      // Provisioning, then chunks of WRITE_CHUNK events; the other write went between the first two.
      expect(done.filter((d) => d.startsWith("import"))).toHaveLength(
        1 + Math.ceil(events.length / WRITE_CHUNK),
      );
      expect(done.indexOf("roll")).toBeLessThan(done.indexOf("import 3"));
      const copy = imported.json();
      const log = await built.storage.db
        .selectFrom("events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("table_id", "=", copy.id)
        .executeTakeFirstOrThrow();
      expect(Number(log.n)).toBe(events.length + 2);
      const view = await app.inject({ url: `/api/tables/${copy.id}`, headers: auth(copy.playerToken) });
      expect(view.json().lastSeq).toBe(lastTableSeq + count + 1);
    } finally {
      await app.close();
    }
  });
});
