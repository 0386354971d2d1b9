import { z } from "zod";
import { characterIdSchema, conditionJsonSchema } from "../events/play-state-parts.js";
import { tableEventSchema } from "../events/table-event.js";
import { upgradeLegacyLocalTable } from "./legacy-local-events.js";
import { storedCharacterSchema, tableConfigSchema } from "./table-config.js";

/** The format tag of a local table's document and export file. */
export const LOCAL_TABLE_FORMAT = "spieltisch/local-table@1";

/**
 * A table played alone in one browser, as it is kept in localStorage and exported: its config,
 * its log (the same events a server logs, `seq` rising), its characters and their conditions
 * (CONTRACT §4: the fold of the log's `condition` events and applied rolls, kept so a reload reads
 * them at once). Files written before play state have no `conditions`: every character is fresh.
 */
export const localTableFileSchema = z.object({
  format: z.literal(LOCAL_TABLE_FORMAT),
  config: tableConfigSchema,
  events: z.array(tableEventSchema).superRefine((events, ctx) => {
    events.forEach((event, i) => {
      const before = events[i - 1];
      if (before && event.seq <= before.seq) {
        ctx.addIssue({ code: "custom", message: `seq ${event.seq} after ${before.seq}`, path: [i, "seq"] });
      }
    });
  }),
  characters: z.array(storedCharacterSchema),
  /** Each character's condition now, by character id; a character missing here is untouched by play. */
  conditions: z.record(characterIdSchema, conditionJsonSchema).optional(),
});
/** A local table as a type. */
export type LocalTableFile = z.infer<typeof localTableFileSchema>;

/** Why a text is not a local table: the JSON path of the first bad field and what is wrong. */
export interface LocalTableProblem {
  /** `not-json`, or the zod issue code of the bad field (`invalid_type`, `invalid_union`, …). */
  readonly code: string;
  readonly path: readonly (string | number)[];
  /** What was expected where zod says (`number`, `string`, …). */
  readonly expected?: string;
  readonly message: string;
}

/** The result of reading a local table: the table, or the problems with their paths. */
export type ParsedLocalTable =
  | { readonly ok: true; readonly table: LocalTableFile }
  | { readonly ok: false; readonly problems: readonly LocalTableProblem[] };

/**
 * Reads a local table from its JSON text (storage or an export file): JSON, the upgrade of files
 * written before the event union, then the schema. Never throws; every problem names its path.
 *
 * @example
 * const parsed = parseLocalTableText(await file.text());
 * if (!parsed.ok) show(parsed.problems[0].path);
 */
export function parseLocalTableText(text: string): ParsedLocalTable {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ code: "not-json", path: [], message: String(error) }] };
  }
  const parsed = localTableFileSchema.safeParse(upgradeLegacyLocalTable(json));
  if (parsed.success) return { ok: true, table: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      code: issue.code,
      path: issue.path.filter((p): p is string | number => typeof p !== "symbol"),
      ...(issue.code === "invalid_type" ? { expected: issue.expected } : {}),
      message: issue.message,
    })),
  };
}
