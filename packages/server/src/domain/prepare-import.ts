import { normaliseTableOptions, tableExportSchema } from "@spieltisch/protocol";
import secureJson from "secure-json-parse";
import { ApiError } from "../errors.js";
import { EXPORT_WRAPPER_DEPTH, MAX_JSON_DEPTH, tooDeepAt } from "../json-depth.js";
import { importedHeads } from "./import-chain.js";
import { checkImportedLog, checkImportedPlayState } from "./import-checks.js";
import type { ImportedEventRow, PreparedImportHeader } from "./import-messages.js";
import { lastLoggedConditions } from "./logged-conditions.js";

/** An export read and checked, ready to be written. */
export interface PreparedImport {
  readonly header: PreparedImportHeader;
  readonly rows: readonly ImportedEventRow[];
}

/**
 * Everything an import computes before it writes, from the body's bytes: the JSON (refusing
 * `__proto__` and `constructor.prototype` keys as the server's body parser does, and nesting
 * deeper than {@link MAX_JSON_DEPTH} + {@link EXPORT_WRAPPER_DEPTH}), the export's schema, that
 * it is a GM export with every event, known house rules, the checks the database relies on
 * ({@link checkImportedLog}), its play state against its system's schemas
 * ({@link checkImportedPlayState}), the heads its chain goes on from ({@link importedHeads}), the
 * characters' conditions, and the log's rows. Pure CPU: the
 * import worker runs it, off the thread that serves everyone else (a 14 MiB export took
 * ~200 ms of it in one go). Throws {@link ApiError} with the field's path.
 *
 * @example
 * const { header, rows } = prepareImport(new TextEncoder().encode(JSON.stringify(exported)));
 */
export function prepareImport(bytes: Uint8Array): PreparedImport {
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") throw new ApiError(400, "empty-body", "The body is empty", []);
  let raw: unknown;
  try {
    raw = secureJson.parse(text, undefined, { protoAction: "error", constructorAction: "error" });
  } catch {
    throw new ApiError(400, "malformed-json", "The body is not valid JSON", []);
  }
  const max = MAX_JSON_DEPTH + EXPORT_WRAPPER_DEPTH;
  const deep = tooDeepAt(raw, max);
  if (deep !== null) throw new ApiError(400, "body-too-deep", `JSON nested deeper than ${max} levels`, deep);
  const parsed = tableExportSchema.safeParse(raw);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const data = parsed.data;
  if (data.events.some((e, i) => e.fullSeq !== i + 1)) {
    throw new ApiError(400, "incomplete-export", "Import needs a GM export (every event)", ["events"]);
  }
  // Older exports spell house rules differently; the new table keeps the one shape.
  const { options, dropped } = normaliseTableOptions(data.table.houseRules);
  if (dropped.length > 0) {
    throw new ApiError(400, "invalid-body", `Unknown or invalid table option ${dropped[0]}`, [
      "table",
      "houseRules",
      dropped[0]!,
    ]);
  }
  const { lastTableSeq } = checkImportedLog(data);
  const heads = importedHeads(data.events);
  checkImportedPlayState(data);
  const awarded = new Set(
    data.events.flatMap((e) => (e.kind === "striche-awarded" ? e.awards.map((a) => a.character) : [])),
  );
  const { events, ...rest } = data;
  const rows = events.map((e): ImportedEventRow => {
    const { fullSeq, tableSeq, kind, secret, by, at, prev, tablePrev, ...body } = e;
    return {
      full_seq: fullSeq,
      table_seq: tableSeq,
      kind,
      secret: secret ? 1 : 0,
      by,
      at,
      body: JSON.stringify(body),
      prev: prev ?? null,
      table_prev: tablePrev ?? null,
    };
  });
  return {
    header: {
      ...rest,
      options,
      lastTableSeq,
      eventCount: events.length,
      ...heads,
      conditions: [...lastLoggedConditions(events)],
      awarded: [...awarded],
    },
    rows,
  };
}
