import type { TableExport } from "../api/export.js";
import { ApiError } from "../errors/api-error.js";
import { type TableEvent, tableEventSchema } from "../events/table-event.js";

/** A table export read as its exporter reads the table: the log as they see it and the names they know. */
export interface ExportedLog {
  /** Whether the export holds secret events (the GM's: numbered by the GM stream). */
  readonly gm: boolean;
  readonly events: TableEvent[];
  readonly names: Map<string, string>;
}

/**
 * The log of a table export as its exporter saw it: the GM's export (it holds secret events) by
 * the GM stream's numbers with `secret`, any other by the table stream's — the numbers `GET
 * …/recap?session=` takes. Each event is parsed as a member's view: one that does not read as one
 * is 400 `invalid-export` at its path (`events.4.kind`). The names are each character's in its
 * latest version.
 *
 * @example
 * exportedLog(tableExportSchema.parse(json)).events[0]?.seq; // 1
 */
export function exportedLog(data: TableExport): ExportedLog {
  const gm = data.events.some((e) => e.secret);
  const events = data.events.flatMap((event, i) => {
    const { fullSeq, tableSeq, secret, ...body } = event;
    if (!gm && (secret || tableSeq === null)) return [];
    const parsed = tableEventSchema.safeParse(
      gm ? { ...body, seq: fullSeq, secret } : { ...body, seq: tableSeq },
    );
    if (!parsed.success) {
      const error = ApiError.fromZod(parsed.error, "invalid-export");
      throw new ApiError(400, error.code, error.message, ["events", i, ...(error.path ?? [])]);
    }
    return [parsed.data];
  });
  const names = new Map<string, string>();
  for (const character of data.characters) {
    const name = character.versions.at(-1)?.character.name;
    if (typeof name === "string") names.set(character.id, name);
  }
  return { gm, events, names };
}
