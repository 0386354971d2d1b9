import type { CommitStrategy } from "./commit-strategy.js";
import { counterUpdate } from "./counter-update.js";
import { readJoinedSnapshots } from "./table-snapshots.js";

/**
 * SQLite: one process, one writer at a time, so the write transaction needs no row locks. A
 * table's counters and seeds come in one joined query (one round trip for all of a batch's
 * tables); the events go in with one multi-row `INSERT`, the counters with one `UPDATE`. Every
 * batch is one transaction: one fsync however many rolls it holds.
 *
 * @example
 * const storage = await openStorage("sqlite::memory:"); // storage.commit === sqliteCommit
 */
export const sqliteCommit: CommitStrategy = {
  async readTable(trx, tableId) {
    const [snapshot] = await readJoinedSnapshots(trx, [tableId]);
    return snapshot;
  },
  readTables: readJoinedSnapshots,
  async write(trx, events, counters) {
    if (events.length > 0) await trx.insertInto("events").values(events).execute();
    if (counters.length > 0) await counterUpdate(counters).execute(trx);
  },
  optimistic: undefined,
};
