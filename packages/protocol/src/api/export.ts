import { z } from "zod";
import { conditionJsonSchema } from "../events/play-state-parts.js";
import { exportedEventSchema } from "../events/table-event.js";
import { storedTableOptionsSchema } from "../tables/stored-table-options.js";
import { credentialKindSchema, roleSchema, streamSchema } from "./tables.js";

/** A seed of one stream: its commitment always, the seed itself once revealed by a rotation. */
export const exportedSeedSchema = z.object({
  seedId: z.string(),
  stream: streamSchema,
  commitment: z.string(),
  seed: z.string().nullable(),
});

/**
 * `GET /api/tables/:id/export` (GM) and `POST /api/tables/import`: a whole table for backups —
 * members without tokens, characters with their history, the log and the revealed seeds. The
 * format is also what `spieltisch verify FILE` reads.
 */
export const tableExportSchema = z.object({
  format: z.literal("spieltisch/table-export@1"),
  table: z.object({
    id: z.string(),
    name: z.string(),
    system: z.string(),
    modules: z.array(z.string()),
    /** The options as the table holds them: the one shape, or an older spelling (import reads both). */
    houseRules: storedTableOptionsSchema,
    createdAt: z.string(),
  }),
  members: z.array(
    z.object({
      id: z.string(),
      role: roleSchema,
      kind: credentialKindSchema,
      name: z.string().nullable(),
    }),
  ),
  characters: z.array(
    z.object({
      id: z.string(),
      owner: z.string(),
      /**
       * The character's condition as the exporting member may see it (the GM: the full one);
       * absent in exports from before play state, and null where the sheet gives none.
       */
      condition: conditionJsonSchema.nullable().optional(),
      versions: z.array(
        z.object({
          version: z.number().int(),
          by: z.string(),
          at: z.string(),
          character: z.record(z.string(), z.unknown()),
        }),
      ),
    }),
  ),
  seeds: z.array(exportedSeedSchema),
  events: z.array(exportedEventSchema),
});
/** A table export as a type. */
export type TableExport = z.infer<typeof tableExportSchema>;
