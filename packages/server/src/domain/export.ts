import {
  credentialKindSchema,
  exportedEventSchema,
  isSecretNpc,
  publicBodyOf,
  roleSchema,
  streamSchema,
  type TableExport,
} from "@spieltisch/protocol";
import type { ServerContext } from "../context.js";
import { fromRow, type StoredEvent } from "../events/stored-event.js";
import { pruneTooDeep } from "../json-depth.js";
import type { Principal } from "./principal.js";
import { loadTable, storedTableOptionsNow, tableName } from "./tables.js";

/**
 * A whole table as JSON for backups and for `spieltisch verify`: members (never tokens; for
 * players and viewers only those who joined),
 * characters with every version, the log and the seeds (secret ones only once revealed). The GM
 * gets everything; players and viewers get the table stream and its seeds only, so even an export
 * tells them nothing of secret rolls.
 */
export async function exportTable(ctx: ServerContext, principal: Principal): Promise<TableExport> {
  const gm = principal.role === "gm";
  const table = await loadTable(ctx.db, principal.tableId);
  const members = await ctx.db
    .selectFrom("credentials")
    .select(["id", "role", "kind", "name"])
    .where("table_id", "=", table.id)
    // Players and viewers see who joined, as the table shows them; invites (named ones too, such
    // as a GM's for a secret NPC) are the GM's business, like GET /credentials.
    .$if(!gm, (q) => q.where("kind", "=", "member"))
    .orderBy("created_at")
    .execute();
  const characters = await ctx.db
    .selectFrom("characters")
    .select(["id", "owner"])
    .where("table_id", "=", table.id)
    .execute();
  const versions = await ctx.db
    .selectFrom("character_versions")
    .innerJoin("characters", "characters.id", "character_versions.character_id")
    .select([
      "character_versions.character_id",
      "character_versions.version",
      "character_versions.by",
      "character_versions.at",
      "character_versions.body",
    ])
    .where("characters.table_id", "=", table.id)
    .orderBy("character_versions.version")
    .execute();
  const seeds = await ctx.db
    .selectFrom("seeds")
    .selectAll()
    .where("table_id", "=", table.id)
    .orderBy("created_at")
    .execute();
  const latest = new Map(versions.map((v) => [v.character_id, v.body]));
  const secretNpcIds = new Set(
    [...latest]
      .filter(([, body]) => isSecretNpc(JSON.parse(body) as Record<string, unknown>))
      .map(([id]) => id),
  );
  let eventsQuery = ctx.db.selectFrom("events").selectAll().where("table_id", "=", table.id);
  if (!gm) eventsQuery = eventsQuery.where("secret", "=", 0);
  const events = (await eventsQuery.orderBy("full_seq").execute()).map(fromRow);
  return {
    format: "spieltisch/table-export@1",
    table: {
      id: table.id,
      name: await tableName(ctx.db, table.id),
      system: table.system,
      modules: table.modules,
      // Read fresh: the GM may have switched an option of play since the table was cached.
      houseRules: await storedTableOptionsNow(ctx.db, table.id),
      createdAt: table.createdAt,
    },
    members: members.map((m) => ({
      id: m.id,
      role: roleSchema.parse(m.role),
      kind: credentialKindSchema.parse(m.kind),
      name: m.name,
    })),
    // A secret NPC does not exist for the players, not even in their backup.
    characters: characters
      .filter((c) => gm || !secretNpcIds.has(c.id))
      .map((c) => ({
        id: c.id,
        owner: c.owner,
        versions: versions
          .filter((v) => v.character_id === c.id)
          .map((v) => ({
            version: Number(v.version),
            by: v.by,
            at: v.at,
            // Stored before bodies had a depth limit, a character may nest too deep to serialise.
            character: pruneTooDeep(JSON.parse(v.body) as Record<string, unknown>),
          })),
      })),
    seeds: seeds
      .filter((s) => gm || s.stream === "table")
      .map((s) => ({
        seedId: s.id,
        stream: streamSchema.parse(s.stream),
        commitment: s.commitment,
        seed: s.revealed_at !== null && s.seed !== "" ? s.seed : null,
      })),
    // Parsed, not just copied: the server never hands out a file its own import would refuse.
    events: events.map((e) =>
      exportedEventSchema.parse({
        ...pruneTooDeep(gm ? e.body : publicBodyOf(e.kind, e.body)),
        fullSeq: gm ? e.fullSeq : e.tableSeq!,
        tableSeq: e.tableSeq,
        kind: e.kind,
        secret: e.secret,
        by: e.by,
        at: e.at,
        // The chain (issue #31) of the exporter's stream as `prev`; the GM's also the table's.
        ...chainFields(e, gm),
      }),
    ),
  };
}

/** An exported event's chain fields: `prev` of the exporter's own stream, `tablePrev` for the GM. */
function chainFields(event: StoredEvent, gm: boolean): { prev?: string; tablePrev?: string } {
  const own = gm ? event.prev : event.tablePrev;
  return {
    ...(own != null ? { prev: own } : {}),
    ...(gm && event.tablePrev != null ? { tablePrev: event.tablePrev } : {}),
  };
}
