import {
  type ApiQuery,
  type ApiResponse,
  buildRecap,
  recapResponse,
  type TableEvent,
  tableEventSchema,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { viewAddressed } from "../events/addressed.js";
import { fromRow, streamOf, viewEvent } from "../events/stored-event.js";
import { listCharacters } from "./characters.js";
import { readAddressed } from "./events.js";
import type { Principal } from "./principal.js";
import { loadTable } from "./tables.js";

/**
 * The events of one evening in the member's stream: from the event numbered `start` up to the
 * next `session` event (its end), read by the stream's own numbers — a player's query never reads
 * a secret row. The recap builder decides whether `start` is an evening's start.
 */
async function eveningRows(ctx: ServerContext, principal: Principal, start: number): Promise<TableEvent[]> {
  const seq = streamOf(principal.role) === "gm" ? "full_seq" : "table_seq";
  const events = ctx.db.selectFrom("events").where("table_id", "=", principal.tableId);
  const next = await events
    .select(seq)
    .where("kind", "=", "session")
    .where(seq, ">", start)
    .orderBy(seq)
    .limit(1)
    .executeTakeFirst();
  const until = next?.[seq];
  let rows = events.selectAll().where(seq, ">=", start);
  if (until !== undefined && until !== null) rows = rows.where(seq, "<=", Number(until));
  const read = await rows.orderBy(seq).execute();
  // Parsed as the member's view: the recap reads each kind's fields by name.
  return read.map((row) => tableEventSchema.parse(viewEvent(fromRow(row), principal.role)));
}

/**
 * `GET /recap?session=SEQ` (member, CONTRACT §7): the evening that starts with event `SEQ` of the
 * caller's stream, as the caller may see it, in the language asked; 404 `session-not-found` when
 * no evening starts there. Names are those of the characters the caller may see (a secret NPC's
 * only for the GM).
 */
export async function recap(
  ctx: ServerContext,
  principal: Principal,
  query: ApiQuery<"GET /api/tables/:id/recap">,
): Promise<ApiResponse<"GET /api/tables/:id/recap">> {
  const table = await loadTable(ctx.db, principal.tableId);
  const events = await eveningRows(ctx, principal, query.session);
  const names = new Map(
    (await listCharacters(ctx, principal)).flatMap((c) =>
      typeof c.character.name === "string" ? [[c.id, c.character.name] as const] : [],
    ),
  );
  // A player's secret requests and answers: the recap places those of the evening by their time.
  const addressed = (await readAddressed(ctx, principal.tableId, principal)).map((event) =>
    tableEventSchema.parse(viewAddressed(event, principal)),
  );
  return recapResponse(
    buildRecap(events, query.session, { system: table.system, names, lang: query.lang, addressed }),
  );
}
