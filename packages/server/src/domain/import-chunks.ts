import type { ServerContext } from "../context.js";
import type { ImportedEventRow } from "./import-messages.js";

/**
 * Events per write job (one transaction, one `INSERT` of 8 parameters each, far below either
 * database's limit); other tables' writes go between them. On SQLite a job holds the one thread
 * while it runs (the driver is synchronous): 500 events took ~9 ms, 200 take a few.
 */
export const WRITE_CHUNK = 200;

/** A turn of the event loop, or `ms` when that is longer than a millisecond. */
const pause = (ms: number) =>
  new Promise<void>((resolve) => (ms >= 1 ? setTimeout(resolve, ms) : setImmediate(resolve)));

/**
 * Writes an imported log into the (already provisioned) table in write jobs of
 * {@link WRITE_CHUNK} events, each its own transaction, paused between them twice as long as each took:
 * the one write queue and thread serve other tables between them, instead of waiting seconds
 * behind one import. Nobody knows the new table
 * yet (its tokens are answered only after the last chunk), so nobody sees it half-written.
 *
 * @example
 * await writeLogInChunks(ctx, newTableId, rows);
 */
export async function writeLogInChunks(
  ctx: ServerContext,
  tableId: string,
  rows: readonly ImportedEventRow[],
): Promise<void> {
  let lastChunkMs = 0;
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    // A pause between chunks twice as long as the last one took: the import's writes get at
    // most about a third of the one thread and of the write queue, the other tables the rest
    // (without a pause, a 120 000-event import's writes took 87 % of the thread for seconds and
    // doubled other tables' latency; an import is rare and may take a few seconds longer). At least a turn of the event loop, so requests waiting for the database
    // connection (SQLite has one) read and queue their writes first — a roll waited 1.6 s when
    // chunks followed each other at once.
    if (start > 0) await pause(2 * lastChunkMs);
    const started = performance.now();
    const chunk = rows.slice(start, start + WRITE_CHUNK).map((row) => ({ table_id: tableId, ...row }));
    await ctx.writer.write(tableId, async (trx) => {
      await trx.insertInto("events").values(chunk).execute();
      return { result: null, events: [] };
    });
    lastChunkMs = performance.now() - started;
  }
}
