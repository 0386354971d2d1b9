import { randomUUID } from "node:crypto";
import {
  type ApiResponse,
  type AppliedCondition,
  actionOptionsOf,
  advanceAfterRoll,
  bookedConditions,
  characterRefs,
  fighterCharacter,
  fighterRefusals,
  ODDS_ENVELOPE_FIELDS,
  type oddsBodySchema,
  type PlayRefs,
  type PreparedPlay,
  plainOdds,
  playActionOf,
  playOddsAnswer,
  playRefsOf,
  playRefsWithFight,
  preparedWithSides,
  preparePlay,
  ROLL_ENVELOPE_FIELDS,
  type RollRequest,
  requireApply,
  rollBodySchema,
  rollEventBody,
  rollRequestBodySchema,
  rollRequestInfoSchema,
  rollRequestStatusSchema,
  rollWrites,
  runOdds,
  sidesOf,
  tableActionOptions,
} from "@spieltisch/protocol";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { ServerContext } from "../context.js";
import type { Database } from "../db/schema.js";
import { ApiError, parseWith } from "../errors.js";
import { viewAddressed } from "../events/addressed.js";
import { publicRequestBody } from "../events/public-request.js";
import { viewEvent, viewEventFrame } from "../events/stored-event.js";
import { JsonText } from "../json-text.js";
import { appendEvent } from "../store/append-event.js";
import { combatState } from "./combat-state.js";
import { changingWrites, saveConditions } from "./condition-store.js";
import type { PlayRow } from "./play-character-cache.js";
import { sameCharacters } from "./play-character-memo.js";
import {
  loadPlayCharacters,
  type PlayCharacter,
  playCharactersOf,
  readPlayRows,
  rememberBooked,
  tableSettingsOf,
} from "./play-characters.js";
import { type Principal, requireActor, requireGm } from "./principal.js";
import {
  answeredRequest,
  inRequestBody,
  maySeeRequest,
  type RequestMember,
  requestAddressee,
  requestPlayOf,
  storedOptions,
  storedPlay,
} from "./roll-requests.js";
import { ServerCommit, serverTableStore } from "./server-table-store.js";
import { loadTable, requireSameOptions } from "./tables.js";

/**
 * `POST /rolls`: validates the body against the action's adapter, then — inside the group-commit
 * transaction — takes the next sequence number, derives the dice from the stream's seed, stores the
 * roll and only then answers. A roll that answers a request uses the request's action and options,
 * whatever the body says besides `requestId`.
 */
export async function roll(
  ctx: ServerContext,
  principal: Principal,
  rawBody: unknown,
): Promise<JsonText<ApiResponse<"POST /api/tables/:id/rolls">> | ApiResponse<"POST /api/tables/:id/rolls">> {
  requireActor(principal);
  const body = parseWith(rollBodySchema, rawBody);
  if (body.secret && principal.role !== "gm") {
    throw new ApiError(403, "secret-gm-only", "Only the GM may roll in secret", ["secret"]);
  }
  const table = await loadTable(ctx.db, principal.tableId);
  // A roll that answers a request is the request's: its action, options and play fields.
  const answering = body.requestId ? await answeredRequest(ctx, table.id, principal, body) : undefined;
  const action = answering?.action ?? body.action;
  const rawOptions = answering?.options ?? actionOptionsOf(body, ROLL_ENVELOPE_FIELDS);
  const secret = answering?.secret ?? body.secret ?? false;
  const label = body.label ?? answering?.label;
  // A request names its characters; a player's own roll may name a fighter of the running fight.
  const viaFight = !answering && body.opponentFighter !== undefined;
  const refs = answering
    ? playRefsOf(answering.play)
    : viaFight
      ? await playRefsWithFight(serverTableStore(ctx, principal, table).reads, body)
      : playRefsOf(body);
  const apply = answering ? answering.play.apply === true : body.apply === true;
  // The characters of a request are those the GM named: read as the GM reads them, so a secret
  // NPC opponent is there for the answer too (the table stream still shows its side hidden).
  const reader: Principal = answering ? { ...principal, role: "gm" } : principal;
  const named = characterRefs(refs, viaFight);
  const settings = tableSettingsOf(table);
  if (apply) requireApply(named.length > 0);
  // Checked before the commit, so a bad body never reaches the write queue; inside the commit
  // the sides are prepared again from the conditions the roll lands on.
  const plainOptions =
    named.length === 0 ? tableActionOptions(table.system, action, rawOptions, table.modules) : undefined;
  const check = (characters: PlayCharacter[]) => {
    const sides = sidesOf(refs, characters);
    // Booking on a request's answer was the GM's decision when asking.
    if (apply && !answering && principal.role !== "gm" && sides.actor?.owner !== principal.credentialId) {
      throw new ApiError(403, "not-owner", "Players book results only for rolls of their own characters", [
        "apply",
      ]);
    }
    const { prepared: play, hidden } = preparedWithSides(
      { table, settings, actor: principal },
      action,
      rawOptions,
      refs,
      sides,
      viaFight,
    );
    return { characters, hidden, play };
  };
  /**
   * At a table in play the last write nearly always made the cached rows stale: rows that recent
   * may let the roll through (its commit decides on fresh rows), but never refuse it.
   */
  const admittedByRecent = (): ReturnType<typeof check> | undefined => {
    const recent = ctx.playCharacters.recent(table.id, [...new Set(named.map((ref) => ref.id))]);
    if (!recent) return undefined;
    try {
      return check(playCharactersOf(table, reader, named, recent));
    } catch {
      return undefined;
    }
  };
  const checked =
    named.length === 0
      ? undefined
      : (admittedByRecent() ??
        check(await loadPlayCharacters(ctx.db, table, reader, named, ctx.playCharacters)));
  const _stream = secret ? "gm" : "table";
  /** The sides' rows as the commit leaves them: the next roll's check reads these. */
  let committedRows: readonly PlayRow[] = [];
  const stored = await ctx.writer.write(
    table.id,
    async (trx, batch) => {
      await requireSameOptions(trx, table);
      if (body.requestId) {
        const updated = await trx
          .updateTable("roll_requests")
          .set({ status: "done" })
          .where("id", "=", body.requestId)
          .where("status", "=", "open")
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) {
          throw new ApiError(409, "request-done", "This roll request was already rolled", ["requestId"]);
        }
      }
      // The sides as the roll lands on them, read in the commit. Unchanged since the check, they
      // are the very same characters (play-character-memo), and preparePlay — pure — would give
      // what the check gave.
      let prepared: PreparedPlay<PlayCharacter> | undefined;
      let hidden = false;
      let rows: readonly PlayRow[] = [];
      let landed: PlayCharacter[] = [];
      if (checked !== undefined) {
        // The fighter a ref named is still that one (a new fight hands out its refs afresh).
        if (viaFight && body.opponentFighter !== undefined)
          await sameFighter(trx, table.id, body.opponentFighter, refs);
        rows = await readPlayRows(trx, table.id, named);
        landed = playCharactersOf(table, reader, named, rows);
        const landing = sameCharacters(landed, checked.characters) ? checked : check(landed);
        prepared = landing.play;
        hidden = landing.hidden;
      }
      const request: RollRequest = {
        system: table.system,
        modules: table.modules,
        houseRules: table.houseRules,
        action,
        options: prepared?.options ?? plainOptions!,
        ...(prepared?.sides ? { sides: prepared.sides } : {}),
      };
      if (body.clientSeed !== undefined) await useClientSeed(trx, table.id, body.clientSeed);
      const commit = new ServerCommit(trx, batch, principal, table);
      let applied: AppliedCondition[] = [];
      const binding = { label, clientSeed: body.clientSeed };
      const event = await commit.appendRoll(secret, request, binding, (rolled, fairness) => {
        if (prepared && apply) {
          const play = prepared;
          applied = fighterRefusals(viaFight, hidden, () =>
            bookedConditions(table.system, settings, play, rolled),
          );
        }
        const parts = {
          table,
          action,
          options: request.options,
          prepared,
          applied,
          secret,
          label,
          requestId: body.requestId,
          byName: principal.name,
        };
        return rollEventBody(parts, rolled, fairness);
      });
      const booked = changingWrites(rows, rollWrites(applied, secret));
      await saveConditions(trx, table.id, event.fullSeq, booked.writes);
      committedRows = booked.rows;
      rememberBooked(table, landed, booked.rows, booked.writes);
      // The acting fighter rolled: the turn moves on in this commit (table option combatAutoAdvance).
      if (prepared?.actor && body.apply && !prepared.dueCheck) {
        await advanceAfterRoll(commit, action, prepared.actor.character.id);
      }
      if (body.requestId) {
        await trx
          .updateTable("roll_requests")
          .set({ roll_seq: event.fullSeq })
          .where("id", "=", body.requestId)
          .execute();
      }
      return { result: event, events: commit.appended };
    },
    // A plain roll only appends its event; answering a request also updates the request, and
    // a roll of characters reads (and with `apply` writes) their conditions.
    // A client seed is stored too (each is used once).
    {
      deferrable: true,
      appendOnly: body.requestId === undefined && checked === undefined && body.clientSeed === undefined,
    },
  );
  ctx.playCharacters.remember(table.id, committedRows);
  // The roller's view is what their stream's sockets get: the same bytes. A roll answering a
  // secret request is secret: its roller sees it outside their stream.
  const frame = viewEventFrame(stored, principal.role);
  return frame ? new JsonText(frame) : viewAddressed(stored, principal)!;
}

/**
 * Records a client seed as used at this table, inside the roll's commit; a second use is 409
 * `client-seed-reused` (checked first, so the transaction stays clean for the batch's other jobs).
 */
async function useClientSeed(trx: Kysely<Database>, tableId: string, clientSeed: string): Promise<void> {
  const used = await trx
    .selectFrom("client_seeds")
    .select("client_seed")
    .where("table_id", "=", tableId)
    .where("client_seed", "=", clientSeed)
    .executeTakeFirst();
  if (used) {
    throw new ApiError(409, "client-seed-reused", "This client seed was already used at this table", [
      "clientSeed",
    ]);
  }
  await trx.insertInto("client_seeds").values({ table_id: tableId, client_seed: clientSeed }).execute();
}

/** In a roll's commit: the fighter `ref` is still the character the check resolved it to. */
async function sameFighter(
  db: Kysely<Database>,
  tableId: string,
  ref: string,
  refs: PlayRefs,
): Promise<void> {
  if ((await fighterCharacter({ combatState: () => combatState({ db }, tableId) }, ref)) !== refs.opponent) {
    throw new ApiError(409, "fighter-changed", "The fight changed since; ask again", ["opponentFighter"]);
  }
}

/**
 * `POST /odds`: the table core's odds (`runOdds`) at this table — with `actor` / `opponent`, their
 * sheet values and the modifiers of their conditions now (CONTRACT §4).
 */
export async function odds(
  ctx: ServerContext,
  principal: Principal,
  body: OddsBody,
): Promise<ApiResponse<"POST /api/tables/:id/odds">> {
  const table = await loadTable(ctx.db, principal.tableId);
  return runOdds(serverTableStore(ctx, principal, table).reads, {
    action: body.action,
    options: actionOptionsOf(body, ODDS_ENVELOPE_FIELDS),
    play: body,
  });
}

/** An odds body after its envelope schema. */
type OddsBody = z.output<typeof oddsBodySchema>;

/**
 * `POST /roll-requests` (GM): asks for a roll. The request event carries the exact odds, so the
 * player sees them before rolling; the roll that answers it is linked by `requestId`. With play
 * fields (CONTRACT §6) the sides' characters are loaded as for odds, the request is prepared as a
 * roll of play (its odds include their conditions), and who is asked follows from the actor
 * (`requestAddressee`); the fields are stored with the request, which its answer rolls with.
 */
export async function requestRoll(
  ctx: ServerContext,
  principal: Principal,
  rawBody: unknown,
): Promise<ApiResponse<"POST /api/tables/:id/roll-requests">> {
  requireGm(principal);
  const body = parseWith(rollRequestBodySchema, rawBody);
  const table = await loadTable(ctx.db, principal.tableId);
  const play = requestPlayOf(body);
  const refs = playRefsOf(play);
  const named = characterRefs(refs);
  if (play.apply) requireApply(named.length > 0);
  // Any play field makes it a request of play: `preparePlay` refuses a sheet value or due check
  // without its character.
  const sides =
    Object.keys(play).length === 0
      ? undefined
      : sidesOf(refs, await loadPlayCharacters(ctx.db, table, principal, named, ctx.playCharacters));
  const shownOdds = inRequestBody(() =>
    sides === undefined
      ? plainOdds(serverTableStore(ctx, principal, table).reads, body.action, body.options)
      : playOddsAnswer(
          { settings: tableSettingsOf(table) },
          body.action,
          preparePlay(playActionOf(table, body.action), tableSettingsOf(table), body.options, refs, sides),
        ),
  );
  const member = body.to === undefined ? undefined : await tableMember(ctx, table.id, body.to);
  const to = requestAddressee(sides?.actor, member);
  // Without characters the options are stored as the action's schema made them (as always); with
  // them as asked, since the sheet values go in only when the answer is rolled.
  const options = sides === undefined ? shownOdds.options : body.options;
  const id = randomUUID();
  const secret = body.secret ?? false;
  const event = await ctx.writer.write(table.id, async (trx, batch) => {
    await trx
      .insertInto("roll_requests")
      .values({
        id,
        table_id: table.id,
        action: body.action,
        options: JSON.stringify(options),
        label: body.label ?? null,
        to_credential: to ?? null,
        secret: secret ? 1 : 0,
        created_by: principal.credentialId,
        status: "open",
        roll_seq: null,
        play: Object.keys(play).length > 0 ? JSON.stringify(play) : null,
      })
      .execute();
    const stored = await appendEvent(
      trx,
      batch,
      table.id,
      { kind: "roll-request", secret, by: principal.credentialId },
      () => ({
        requestId: id,
        action: body.action,
        options,
        ...(body.label !== undefined ? { label: body.label } : {}),
        ...(to !== undefined ? { to } : {}),
        odds: shownOdds,
        ...play,
      }),
    );
    return { result: stored, events: [stored] };
  });
  return viewEvent(event, principal.role)!;
}

/** The member `to` names at this table, or 400 `unknown-member`. */
async function tableMember(ctx: ServerContext, tableId: string, to: string): Promise<RequestMember> {
  const member = await ctx.db
    .selectFrom("credentials")
    .select(["id", "name"])
    .where("id", "=", to)
    .where("table_id", "=", tableId)
    .executeTakeFirst();
  if (!member) throw new ApiError(400, "unknown-member", "No such member at this table", ["to"]);
  return member;
}

/**
 * `GET /roll-requests/:rid`: the request with its status and its odds now — with play fields,
 * prepared as its answer would be at this moment (the sides' conditions now, read as the GM who
 * asked reads them), a secret NPC's side shown to players as in the table stream.
 */
export async function getRollRequest(
  ctx: ServerContext,
  principal: Principal,
  requestId: string,
): Promise<ApiResponse<"GET /api/tables/:id/roll-requests/:rid">> {
  const row = await ctx.db
    .selectFrom("roll_requests")
    .selectAll()
    .where("id", "=", requestId)
    .where("table_id", "=", principal.tableId)
    .executeTakeFirst();
  // A secret request exists only for the GM and the one it is addressed to.
  if (!row || !maySeeRequest(row, principal)) {
    throw new ApiError(404, "request-not-found", "No such roll request");
  }
  const table = await loadTable(ctx.db, principal.tableId);
  const play = storedPlay(row.play);
  const options = storedOptions(row.options);
  const refs = playRefsOf(play);
  const named = characterRefs(refs);
  const sides =
    Object.keys(play).length === 0
      ? undefined
      : sidesOf(
          refs,
          await loadPlayCharacters(ctx.db, table, { ...principal, role: "gm" }, named, ctx.playCharacters),
        );
  const odds = inRequestBody(() =>
    sides === undefined
      ? plainOdds(serverTableStore(ctx, principal, table).reads, row.action, options)
      : playOddsAnswer(
          { settings: tableSettingsOf(table) },
          row.action,
          preparePlay(playActionOf(table, row.action), tableSettingsOf(table), options, refs, sides),
        ),
  );
  const info = {
    id: row.id,
    action: row.action,
    label: row.label,
    to: row.to_credential,
    status: rollRequestStatusSchema.parse(row.status),
    odds,
    ...play,
  };
  // A secret NPC's side is the GM's alone: players get it as the table stream shows the request.
  return principal.role === "gm" ? info : rollRequestInfoSchema.parse(publicRequestBody(info));
}
