import { tableExportSchema, tableOptionsSchema } from "@spieltisch/protocol";
import { z } from "zod";

/** One row of the `events` table as an import writes it (the event's body already serialised). */
export const importedEventRowSchema = z.object({
  full_seq: z.number().int(),
  table_seq: z.number().int().nullable(),
  kind: z.string(),
  secret: z.union([z.literal(0), z.literal(1)]),
  by: z.string().nullable(),
  at: z.string(),
  body: z.string(),
  prev: z.string().nullable(),
  table_prev: z.string().nullable(),
});
/** One row of the imported log. */
export type ImportedEventRow = z.infer<typeof importedEventRowSchema>;

const foldedConditionSchema = z.object({
  condition: z.record(z.string(), z.unknown()),
  publicCondition: z.record(z.string(), z.unknown()).nullable(),
  fullSeq: z.number().int(),
});

/**
 * What an import needs besides its log, once the export was read and checked (see
 * `prepareImport`): the export without its events, the table's options in the one shape, the
 * table stream's last number, each character's condition as the log leaves it, and the old ids
 * of the characters that Striche were awarded to.
 */
export const preparedImportHeaderSchema = tableExportSchema.omit({ events: true }).extend({
  options: tableOptionsSchema,
  lastTableSeq: z.number().int(),
  eventCount: z.number().int(),
  /** The heads of the imported log's chains (issue #31), where the new table's chain goes on. */
  fullHead: z.string().nullable(),
  tableHead: z.string().nullable(),
  conditions: z.array(z.tuple([z.string(), foldedConditionSchema])),
  awarded: z.array(z.string()),
});
/** See {@link preparedImportHeaderSchema}. */
export type PreparedImportHeader = z.infer<typeof preparedImportHeaderSchema>;

/** An import refused while it was read: the API error it becomes. */
export const importRefusalSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
});

/** What the import worker posts, in this order: the header, the rows in slices, the end — or a refusal. */
export const importMessageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("header"), header: preparedImportHeaderSchema }),
  z.object({ kind: z.literal("rows"), rows: z.array(importedEventRowSchema) }),
  z.object({ kind: z.literal("end") }),
  z.object({ kind: z.literal("refused"), refusal: importRefusalSchema }),
]);
/** See {@link importMessageSchema}. */
export type ImportMessage = z.infer<typeof importMessageSchema>;
