import { randomUUID } from "node:crypto";
import { seedCommitment, streamSchema } from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { ServerContext } from "../context.js";
import type { Database } from "../db/schema.js";
import type { Stream } from "../events/stored-event.js";
import { newSeed } from "../fairness/seeds.js";

/**
 * Inserts a fresh seed for a stream and returns its id and commitment (the seed stays secret).
 *
 * @example
 * const { seedId, commitment } = await insertSeed(trx, tableId, "gm");
 */
export async function insertSeed(
  trx: Kysely<Database>,
  tableId: string,
  stream: Stream,
): Promise<{ seedId: string; commitment: string }> {
  const seed = newSeed();
  const commitment = seedCommitment(seed);
  const seedId = randomUUID();
  await trx
    .insertInto("seeds")
    .values({
      id: seedId,
      table_id: tableId,
      stream,
      seed,
      commitment,
      created_at: new Date().toISOString(),
      revealed_at: null,
    })
    .execute();
  return { seedId, commitment };
}

/**
 * The commitments of the seeds a member's stream currently rolls with: the GM sees both
 * streams', everybody else the table stream's.
 *
 * @example
 * await seedCommitments(ctx, tableId, "table"); // [{stream: "table", seedId, commitment}]
 */
export async function seedCommitments(ctx: ServerContext, tableId: string, stream: Stream) {
  let seeds = ctx.db
    .selectFrom("seeds")
    .select(["id", "stream", "commitment"])
    .where("table_id", "=", tableId)
    .where("revealed_at", "is", null);
  if (stream !== "gm") seeds = seeds.where("stream", "=", "table");
  return (await seeds.execute()).map((s) => ({
    stream: streamSchema.parse(s.stream),
    seedId: s.id,
    commitment: s.commitment,
  }));
}
