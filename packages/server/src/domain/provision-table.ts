import type { createTableResponseSchema } from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database, TablesRow } from "../db/schema.js";
import type { StoredEvent } from "../events/stored-event.js";
import { appendEvent } from "../store/append-event.js";
import type { Batch } from "../store/batch.js";
import { insertCredential } from "./credentials.js";
import { insertSeed } from "./seeds.js";

/** What the creator of a table gets back: its id and one invite token per role. */
export type NewTableTokens = z.infer<typeof createTableResponseSchema>;

/** How a table comes into being: created empty, or imported with its history. */
export interface TableProvision {
  /** The table's row: settings, and the counters it starts from (an import brings its log). */
  readonly row: TablesRow;
  /** Writes what the table brings along (an import's history), after its row, before its tokens. */
  readonly restore?: () => Promise<void>;
  /**
   * Appends the table's first event (`table-created`, `imported`), which publishes the table
   * seed's commitment; `gm` is the GM invite that stands as its author.
   */
  readonly announce: (
    gm: { readonly id: string },
    tableSeed: { readonly seedId: string; readonly commitment: string },
  ) => Promise<StoredEvent>;
}

/**
 * The steps every new table takes inside its write job: its row, what it brings along, one
 * invite token per role, a fresh seed per stream, and the events that commit to both seeds
 * before any roll can happen (the GM seed's in a secret `seed-committed` event).
 *
 * @example
 * writer.write(row.id, (trx, batch) =>
 *   provisionTable(trx, batch, { row, announce: (gm, seed) => appendEvent(trx, batch, row.id, …) }));
 */
export async function provisionTable(
  trx: Kysely<Database>,
  batch: Batch,
  provision: TableProvision,
): Promise<{ result: NewTableTokens; events: StoredEvent[] }> {
  const { id } = provision.row;
  await trx.insertInto("tables").values(provision.row).execute();
  await provision.restore?.();
  const gm = await insertCredential(trx, id, "gm", "invite", "GM");
  const player = await insertCredential(trx, id, "player", "invite", null);
  const viewer = await insertCredential(trx, id, "viewer", "invite", null);
  const tableSeed = await insertSeed(trx, id, "table");
  const gmSeed = await insertSeed(trx, id, "gm");
  const events = [
    await provision.announce(gm, tableSeed),
    await appendEvent(trx, batch, id, { kind: "seed-committed", secret: true, by: gm.id }, () => ({
      seed: { stream: "gm", ...gmSeed },
    })),
  ];
  return {
    result: { id, gmToken: gm.token, playerToken: player.token, viewerToken: viewer.token },
    events,
  };
}
