import type {
  CharacterRef,
  ConditionWrite,
  EventBody,
  EventKind,
  LiveCharacter,
  NewRollRequest,
  RolledInitiative,
  TableCharacter,
  TableCommit,
  TableOptionsJson,
  TableReads,
  TableStore,
} from "@spieltisch/protocol";
import {
  ApiError,
  derivationPrefix,
  deriveParsedRoll,
  initiativeRollSchema,
  type PlannedRoll,
  ROLL_DERIVATION,
  type RollDiceBinding,
  type RolledDice,
  type RollFairness,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { ServerContext } from "../context.js";
import type { Database } from "../db/schema.js";
import { type AppendedEvent, fromRow, type StoredEvent } from "../events/stored-event.js";
import { nativeMac } from "../fairness/native-mac.js";
import { appendEvent } from "../store/append-event.js";
import type { Batch } from "../store/batch.js";
import { readStoredSheet, writeSheet } from "./character-store.js";
import { useClientSeed } from "./client-seeds.js";
import { combatState } from "./combat-state.js";
import { changingWrites, saveConditions } from "./condition-store.js";
import type { PlayRow } from "./play-character-cache.js";
import {
  loadPlayCharacters,
  type PlayCharacter,
  playCharactersOf,
  readPlayRows,
  rememberBooked,
  tableSettingsOf,
} from "./play-characters.js";
import type { Principal } from "./principal.js";
import {
  closeRollRequest,
  insertRollRequest,
  linkRollRequest,
  readMember,
  readRollRequest,
} from "./roll-requests.js";
import { lastSessionMark } from "./session-marks.js";
import { loadAwards } from "./striche-awards.js";
import {
  currentSeed,
  forgetTable,
  requireSameOptions,
  type TableSettingsRow,
  tableInPlay,
  tableOptionsNow,
} from "./tables.js";

/**
 * A table of the server as the table core's use cases read and write it (`@spieltisch/protocol`
 * `table-core/`): reads through the play-character cache before the commit, and a commit that is
 * one job of the group writer — its events broadcast after the commit, its characters' rows as it
 * leaves them remembered for the next roll's check.
 */
export function serverTableStore(
  ctx: ServerContext,
  principal: Principal,
  table: TableSettingsRow,
): TableStore<StoredEvent> {
  const reads: TableReads = {
    table,
    settings: tableSettingsOf(table),
    actor: principal,
    playCharacters: (refs) => loadPlayCharacters(ctx.db, table, principal, refs, ctx.playCharacters),
    combatState: () => combatState(ctx, table.id),
    // Read fresh: the GM may switch some (playersEditOwnCondition) during play, on any process.
    optionsNow: () => tableOptionsNow(ctx.db, table.id),
    rollRequest: (id) => readRollRequest(ctx.db, table.id, id),
    storedSheet: (id) => readStoredSheet(ctx.db, table.id, id),
    stricheAwards: () => loadAwards(ctx.db, table.id),
    member: (id) => readMember(ctx.db, table.id, id),
    // At a table in play the last write nearly always made the cached rows stale: rows that
    // recent may let a roll through to its commit (which reads them fresh), never refuse it.
    recentPlayCharacters: (refs) => {
      const recent = ctx.playCharacters.recent(table.id, [...new Set(refs.map((ref) => ref.id))]);
      return recent && playCharactersOf(table, principal, refs, recent);
    },
  };
  return {
    reads,
    async commit(job, hints = {}) {
      let done: ServerCommit | undefined;
      const result = await ctx.writer.write(
        table.id,
        async (trx, batch) => {
          // The options the use case read are still the table's (see requireSameOptions).
          await requireSameOptions(trx, table);
          const commit = new ServerCommit(trx, batch, principal, table);
          const result = await job(commit);
          done = commit;
          return { result, events: commit.appended };
        },
        // A roll's events need not be in the log before the next job; a plain roll only appends.
        { deferrable: hints.roll === true, appendOnly: hints.appendOnly === true },
      );
      // As after a roll: the next roll of these characters is checked against what was booked.
      ctx.playCharacters.remember(table.id, done?.rowsLeft() ?? []);
      if (done?.optionsStored) forgetTable(ctx.db, table.id);
      return result;
    },
  };
}

/**
 * One table inside one job of the group writer (`trx`, `batch`): what the table core's use cases
 * read there is the database's state in this commit.
 */
export class ServerCommit implements TableCommit<StoredEvent> {
  readonly settings;
  /** The events this commit appended, in order: what the writer broadcasts after the commit. */
  readonly appended: StoredEvent[] = [];
  /** Whether this commit stored the table's options (its cached row is stale then). */
  optionsStored = false;
  /** The characters' rows read in this commit, as its writes leave them. */
  private readonly rows = new Map<string, PlayRow>();
  /** The characters as this commit read them (before its writes). */
  private readonly read = new Map<string, PlayCharacter>();

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly batch: Batch,
    readonly actor: Principal,
    readonly table: TableSettingsRow,
  ) {
    this.settings = tableSettingsOf(table);
  }

  async playCharacters(refs: readonly CharacterRef[]): Promise<TableCharacter[]> {
    if (refs.length === 0) return [];
    const rows = await readPlayRows(this.trx, this.table.id, refs);
    for (const row of rows) this.rows.set(row.id, row);
    const characters = playCharactersOf(this.table, this.actor, refs, rows);
    for (const character of characters) this.read.set(character.id, character);
    return characters;
  }

  rollRequest(id: string) {
    return readRollRequest(this.trx, this.table.id, id);
  }

  member(id: string) {
    return readMember(this.trx, this.table.id, id);
  }

  storedSheet(id: string) {
    return readStoredSheet(this.trx, this.table.id, id);
  }

  stricheAwards() {
    return loadAwards(this.trx, this.table.id);
  }

  lastSessionMark() {
    return lastSessionMark(this.trx, this.table.id);
  }

  writeSheet(id: string | undefined, version: number, sheet: Readonly<Record<string, unknown>>) {
    return writeSheet(this.trx, this.table.id, this.actor.credentialId, { id, version, sheet });
  }

  combatState() {
    return combatState({ db: this.trx }, this.table.id);
  }

  optionsNow() {
    return tableOptionsNow(this.trx, this.table.id);
  }

  async initiativeRoll(seq: number): Promise<RolledInitiative> {
    const row = await this.trx
      .selectFrom("events")
      .selectAll()
      .where("table_id", "=", this.table.id)
      .where("full_seq", "=", seq)
      .where("kind", "=", "roll")
      .executeTakeFirst();
    const parsed = row ? initiativeRollSchema.safeParse(fromRow(row).body) : undefined;
    if (!parsed?.success) {
      throw new ApiError(422, "initiative-roll-not-found", "No initiative roll with this seq at this table", [
        "initiativeRoll",
      ]);
    }
    return parsed.data;
  }

  inPlay() {
    return tableInPlay(this.trx, this.table.id);
  }

  async storeOptions(options: TableOptionsJson): Promise<void> {
    await this.trx
      .updateTable("tables")
      .set({ house_rules: JSON.stringify(options) })
      .where("id", "=", this.table.id)
      .execute();
    this.optionsStored = true;
  }

  async liveCharacters(): Promise<LiveCharacter[]> {
    const rows = await this.trx
      .selectFrom("characters")
      .select(["id", "body"])
      .where("table_id", "=", this.table.id)
      .where("deleted", "=", 0)
      .orderBy("updated_at")
      .execute();
    return rows.map((row) => ({ id: row.id, sheet: sheetSchema.parse(JSON.parse(row.body)) }));
  }

  async append<K extends EventKind>(
    kind: K,
    secret: boolean,
    build: () => NoInfer<EventBody<K>>,
  ): Promise<AppendedEvent<K>> {
    const event = await appendEvent(
      this.trx,
      this.batch,
      this.table.id,
      { kind, secret, by: this.actor.credentialId },
      build,
    );
    this.appended.push(event);
    return event;
  }

  async appendRoll(
    secret: boolean,
    { request, adapter }: PlannedRoll,
    binding: RollDiceBinding,
    build: (rolled: RolledDice, fairness: RollFairness) => NoInfer<EventBody<"roll">>,
  ): Promise<AppendedEvent<"roll">> {
    const { actor } = this;
    const seed = await currentSeed(this.trx, this.table.id, secret ? "gm" : "table", this.batch);
    if (binding.seenCommitment !== undefined && binding.seenCommitment !== seed.commitment) {
      // The roller saw another seed than the one the dice would come from: swapped or rotated since.
      throw new ApiError(
        409,
        "seed-changed",
        "The table's seed is not the one this client last saw; nothing was rolled",
        ["seenCommitment"],
      );
    }
    const event = await appendEvent(
      this.trx,
      this.batch,
      this.table.id,
      { kind: "roll", secret, by: actor.credentialId },
      (seqs) => {
        // The counter is the roll's number in its own stream, so a player's log has no gaps either.
        const counter = secret ? seqs.fullSeq : seqs.tableSeq!;
        const { label, clientSeed, sides, apply } = binding;
        const bound = {
          counter,
          by: actor.credentialId,
          byName: actor.name,
          label,
          clientSeed,
          sides,
          apply,
        };
        const prefix = derivationPrefix(request, bound, ROLL_DERIVATION);
        // The core parsed the options for this request: derived from them as they are.
        const derived = deriveParsedRoll(seed.seed, prefix, request, adapter, request.options, nativeMac);
        // The event logs what the dice are bound to, so a check rebuilds the same prefix.
        return build(derived, {
          seedId: seed.id,
          counter,
          derivation: ROLL_DERIVATION,
          proof: derived.proof,
          ...(clientSeed !== undefined ? { clientSeed } : {}),
          ...(apply === true ? { apply: true } : {}),
          ...(sides !== undefined ? { sides } : {}),
        });
      },
    );
    this.appended.push(event);
    return event;
  }

  /**
   * Stores what changes: a side the event left as it was (a blow the armour stopped) is not written
   * again. The characters written are remembered with the conditions booked, so the next roll of
   * the same fighters reads them without parsing what was just written out (issue "Play state":
   * apply ≤ +10 % CPU per roll).
   */
  async saveConditions(event: StoredEvent, writes: readonly ConditionWrite[]): Promise<void> {
    if (writes.length === 0) return;
    const booked = changingWrites([...this.rows.values()], writes);
    await saveConditions(this.trx, this.table.id, event.fullSeq, booked.writes);
    for (const row of booked.rows) this.rows.set(row.id, row);
    rememberBooked(this.table, [...this.read.values()], booked.rows, booked.writes);
  }

  async seedCommitment(stream: "table" | "gm"): Promise<string> {
    return (await currentSeed(this.trx, this.table.id, stream, this.batch)).commitment;
  }

  addRollRequest(request: NewRollRequest): Promise<string> {
    return insertRollRequest(this.trx, this.table.id, this.actor.credentialId, request);
  }

  closeRollRequest(id: string): Promise<void> {
    return closeRollRequest(this.trx, id);
  }

  linkRollRequest(id: string, event: StoredEvent): Promise<void> {
    return linkRollRequest(this.trx, id, event.fullSeq);
  }

  useClientSeed(clientSeed: string): Promise<void> {
    return useClientSeed(this.trx, this.table.id, clientSeed);
  }

  /** The rows this commit read, as its writes leave them. */
  rowsLeft(): PlayRow[] {
    return [...this.rows.values()];
  }
}

/** A stored sheet: a JSON object (the characters' routes only ever store one). */
const sheetSchema = z.record(z.string(), z.unknown());
