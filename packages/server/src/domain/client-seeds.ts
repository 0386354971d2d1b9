import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError } from "../errors.js";

/**
 * Records a client seed as used at this table, inside the roll's commit; a second use is 409
 * `client-seed-reused` (checked first, so the transaction stays clean for the batch's other jobs).
 */
export async function useClientSeed(
  trx: Kysely<Database>,
  tableId: string,
  clientSeed: string,
): Promise<void> {
  const used = await trx
    .selectFrom("client_seeds")
    .select("client_seed")
    .where("table_id", "=", tableId)
    .where("client_seed", "=", clientSeed)
    .executeTakeFirst();
  if (used) {
    throw new ApiError(409, "client-seed-reused", "This client seed was already used at this table", [
      "clientSeed",
    ]);
  }
  await trx.insertInto("client_seeds").values({ table_id: tableId, client_seed: clientSeed }).execute();
}
