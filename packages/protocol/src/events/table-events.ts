import { z } from "zod";
import { seedCommitmentSchema, streamSchema } from "../api/tables.js";
import { storedTableOptionsSchema } from "../tables/stored-table-options.js";
import { tableOptionsSchema } from "../tables/table-options.js";

/**
 * `table-created`: the table's settings and the table stream's first seed commitment, published
 * before any roll can happen.
 */
export const tableCreatedEventBodySchema = z.object({
  name: z.string(),
  system: z.string(),
  modules: z.array(z.string()),
  houseRules: storedTableOptionsSchema,
  seed: seedCommitmentSchema,
});

/** `seed-committed` (secret): the GM stream's seed commitment at creation and import. */
export const seedCommittedEventBodySchema = z.object({ seed: seedCommitmentSchema });

/**
 * `seed-rotated`: a stream's seed revealed (so its rolls can be verified) and the commitment to
 * the next one; secret when it is the GM stream's.
 */
export const seedRotatedEventBodySchema = z.object({
  stream: streamSchema,
  revealed: z.object({ seedId: z.string(), seed: z.string(), commitment: z.string() }),
  next: z.object({ seedId: z.string(), commitment: z.string() }),
});

/** `table-renamed`: the GM gave the table a new name (`PATCH /api/tables/:id`). */
export const tableRenamedEventBodySchema = z.object({ name: z.string() });

/**
 * `table-options-changed`: the GM changed the table's options (`PATCH /api/tables/:id/options`):
 * `change` holds the options as sent that changed (a house rule's whole list), `options` all of
 * them after. Options that decide rolls change only before the first roll or condition event, so
 * the log tells when which rules held; every roll event keeps the options it was rolled under.
 */
export const tableOptionsChangedEventBodySchema = z.object({
  change: tableOptionsSchema,
  options: tableOptionsSchema,
});

/** `imported`: the table was restored from an export of table `from`; new table-stream seed. */
export const importedEventBodySchema = z.object({
  from: z.string(),
  seed: seedCommitmentSchema,
  /**
   * Old character id → new one (the import gives every character a new id; the log keeps the old
   * ones): every character that is not a secret NPC — so a check of the log follows its condition
   * across the import — and those the log's Striche awards name. Imports before issue #31 named
   * only the latter.
   */
  characters: z.record(z.string(), z.string()).optional(),
});
