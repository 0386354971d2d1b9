/**
 * The floor of the server load test (`bench/server-load.ts`): a hand-written server that does only
 * the I/O a Spieltisch roll must do, so the load test can weigh our CPU per roll against it in the
 * same run — the peer of issue #32's server row. Per roll it:
 * - answers `POST /api/tables/:id/rolls` (Fastify, bearer token looked up in a map),
 * - rolls one die (`crypto.randomInt`),
 * - writes the event durably: SQLite in WAL mode with `synchronous=FULL`, the rolls of one turn of
 *   the event loop in one transaction (group commit), acknowledged after the commit,
 * - sends it to the table's live sockets (`ws`): the GM's stream to the GM, the table's to the
 *   others, secret rolls to the GM only — frames the load test's listeners read like ours.
 * No derivation, proof, chain, validation, rate limit, security headers or logging: what is left
 * when everything Spieltisch adds to the roll is free.
 *
 * Run by the load test as a process of its own: `PORT=… DATABASE_URL=sqlite:FILE tsx
 * bench/server-floor.ts`.
 */
import { randomBytes, randomInt } from "node:crypto";
import BetterSqlite3 from "better-sqlite3";
import Fastify from "fastify";
import { type WebSocket, WebSocketServer } from "ws";

type Role = "gm" | "player" | "viewer";

interface FloorTable {
  readonly id: string;
  full: number;
  table: number;
  readonly sockets: { readonly socket: WebSocket; readonly gm: boolean }[];
}

interface PendingRoll {
  readonly table: FloorTable;
  readonly secret: boolean;
  readonly body: string;
  readonly done: (answer: string) => void;
}

const file = (process.env.DATABASE_URL ?? "sqlite:floor.db").replace(/^sqlite:/, "");
const db = new BetterSqlite3(file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.exec(`create table if not exists events (
  table_id text not null, full_seq integer not null, table_seq integer, body text not null,
  primary key (table_id, full_seq))`);
const insert = db.prepare("insert into events (table_id, full_seq, table_seq, body) values (?, ?, ?, ?)");

const tables = new Map<string, FloorTable>();
const tokens = new Map<string, { readonly table: FloorTable; readonly role: Role }>();
const token = () => randomBytes(16).toString("hex");

let pending: PendingRoll[] = [];
let scheduled = false;

/** Commits the rolls of this turn in one transaction, then sends them and answers. */
function commit(): void {
  scheduled = false;
  const batch = pending;
  pending = [];
  const written = db.transaction(() =>
    batch.map((roll) => {
      const full = ++roll.table.full;
      const tableSeq = roll.secret ? null : ++roll.table.table;
      insert.run(roll.table.id, full, tableSeq, roll.body);
      return { full, tableSeq };
    }),
  )();
  for (const [i, roll] of batch.entries()) {
    const { full, tableSeq } = written[i]!;
    const frame = (seq: number) => `{"body":${roll.body},"seq":${seq},"kind":"roll","secret":${roll.secret}}`;
    const gmFrame = frame(full);
    const tableFrame = tableSeq === null ? null : frame(tableSeq);
    for (const { socket, gm } of roll.table.sockets) {
      if (gm) socket.send(gmFrame);
      else if (tableFrame !== null) socket.send(tableFrame);
    }
    roll.done(gmFrame);
  }
}

const app = Fastify();
const bearer = (header: string | undefined) => tokens.get(header?.replace(/^Bearer /, "") ?? "");

app.get("/healthz", async () => ({ ok: true }));

app.post("/api/tables", async (_request, reply) => {
  const table: FloorTable = { id: token(), full: 0, table: 0, sockets: [] };
  tables.set(table.id, table);
  const created = { id: table.id, gmToken: token(), playerToken: token(), viewerToken: token() };
  tokens.set(created.gmToken, { table, role: "gm" });
  tokens.set(created.playerToken, { table, role: "player" });
  tokens.set(created.viewerToken, { table, role: "viewer" });
  return reply.code(201).send(created);
});

app.get<{ Params: { id: string } }>("/api/tables/:id", async (request, reply) => {
  const member = bearer(request.headers.authorization);
  if (!member || member.table.id !== request.params.id) return reply.code(401).send({ error: "token" });
  return { lastSeq: member.role === "gm" ? member.table.full : member.table.table };
});

app.post<{ Params: { id: string }; Body: { value?: number; target?: number; secret?: boolean } }>(
  "/api/tables/:id/rolls",
  (request, reply) => {
    const member = bearer(request.headers.authorization);
    if (!member || member.table.id !== request.params.id) return reply.code(401).send({ error: "token" });
    const { value = 0, target = 0, secret = false } = request.body;
    const die = randomInt(1, 7);
    const body = JSON.stringify({ action: "check", value, target, dice: [die], total: value + die });
    pending.push({
      table: member.table,
      secret: secret && member.role === "gm",
      body,
      done: (answer) => reply.code(201).header("content-type", "application/json").send(answer),
    });
    if (!scheduled) {
      scheduled = true;
      setImmediate(commit);
    }
    return reply;
  },
);

const sockets = new WebSocketServer({ noServer: true });
app.server.on("upgrade", (request, socket, head) => {
  const url = new URL(request.url ?? "/", "http://floor");
  const member = tokens.get(url.searchParams.get("token") ?? "");
  const id = /^\/api\/tables\/([^/]+)\/live$/.exec(url.pathname)?.[1];
  if (!member || member.table.id !== id) return socket.destroy();
  sockets.handleUpgrade(request, socket, head, (ws) => {
    const entry = { socket: ws, gm: member.role === "gm" };
    member.table.sockets.push(entry);
    ws.on("close", () => member.table.sockets.splice(member.table.sockets.indexOf(entry), 1));
  });
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? "127.0.0.1" });

// Stopped by the load test with SIGTERM: exit cleanly, so `--cpu-prof` writes its profile.
process.once("SIGTERM", () => {
  void app.close().then(() => {
    db.close();
    process.exit(0);
  });
});
