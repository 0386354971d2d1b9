import {
  type AddressedEvent,
  type CombatCommand,
  type ConditionCommandJson,
  conditionViewOf,
  type LiveFrame,
  lastCommitment,
  liveFrameSchema,
  type MemberEvent,
  type Membership,
  normaliseTableOptions,
  type Role,
  routeRequest,
  type SessionCommandBody,
  type StoredCharacter,
  storedCharactersSchema,
  type TableConfig,
  type TableEvent,
  verifyExport,
} from "@spieltisch/protocol";
import { z } from "zod";
import { ChainWatch } from "../fairness/chain-watch.js";
import { knownClientSeeds, newClientSeed, rememberClientSeed } from "../fairness/client-seeds.js";
import { callRoute, callRouteWithJson } from "./api.js";
import { updateMembership } from "./memberships.js";
import { parseJson, parseStored } from "./parse-json.js";
import { loadSeenState, saveSeenState } from "./seen-state.js";
import type {
  LiveState,
  Member,
  PlayCharacterView,
  PlayFields,
  PlayOdds,
  RequestExtra,
  RollExtra,
  TableOptionsChange,
  TableSession,
} from "./types.js";

const charactersKey = (id: string) => `spieltisch.table.${id}.characters`;

type RollEvent = Extract<TableEvent, { kind: "roll" }>;

/** The events of `GET …/events` as they came, for the log's chain (each one is parsed again apart). */
const rawEventsSchema = z.object({ events: z.array(z.unknown()) });

/** JSON text as it came, or undefined when it is none (the live frame's own parse says why). */
const rawJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Reconnect delays in ms: quick first, then backing off to 5 s. */
const BACKOFF = [250, 500, 1000, 2000, 5000];

/**
 * The close code of a live socket whose token is not valid (any more): 4000 + 401. The server
 * closes a revoked member's sockets with it at once, and refuses a revoked token with it on
 * connect; reconnecting cannot help, so the app stops and says so.
 */
export const CLOSE_UNAUTHORIZED = 4401;

/**
 * One message of the live socket, parsed: an event or a control message. Anything else is
 * logged and dropped, never shown.
 */
export function parseLiveFrame(data: unknown): LiveFrame | null {
  try {
    return parseJson(String(data), liveFrameSchema, "live message");
  } catch (error) {
    console.warn("Spieltisch: dropped a live message that does not parse", error);
    return null;
  }
}

/**
 * A table on the server: rolls are decided there; the log streams over the WebSocket and a
 * reconnect asks for everything after the last seen `seq`, so nothing is missed and nothing shown twice.
 */
export class RemoteSession implements TableSession {
  private log: TableEvent[] = [];
  /** Secret events addressed to this member, outside the numbered log (by GM-stream `seq`). */
  private addressed: AddressedEvent[] = [];
  private cfg: TableConfig;
  private chars: StoredCharacter[];
  private play: PlayCharacterView[] = [];
  /** Counts the conditions booked from events, so a read of the characters begun before is not kept. */
  private booked = 0;
  /**
   * This member's credential id (kept with the membership, else from `GET /api/tables/:id`): which
   * characters and roll requests are theirs.
   */
  private me: string | null;
  private state: LiveState = "connecting";
  private socket: WebSocket | null = null;
  private attempt = 0;
  private closed = false;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The log's chain as this browser follows it (issue #31): heads kept, a rewritten log told. */
  private readonly chain: ChainWatch;

  /**
   * Keeps what changed of the table as this browser remembers it (its name, options, the
   * credential id, the last activity): the membership by default; the table screen keeps its own
   * record, so a viewer's screen on the GM's laptop never rewrites the GM's membership.
   */
  private readonly keep: (change: Partial<Membership>) => void;

  /**
   * Whether this session keeps what it saw for a reload without a network (`seen-state.ts`): the
   * membership's session does; a table screen with a credential of its own does not.
   */
  private readonly keepsSeen: boolean;
  /** When the state shown was last the server's (ISO time): now while live, else when it was. */
  private seenAt: string | null = null;
  private seenTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    config: TableConfig,
    private readonly token: string,
    private readonly storage: Storage = localStorage,
    credentialId: string | null = null,
    keep?: (change: Partial<Membership>) => void,
  ) {
    this.keep = keep ?? ((change) => updateMembership(config.id, change, storage));
    this.cfg = config;
    this.me = credentialId;
    this.chain = new ChainWatch(config.id, config.role, storage);
    this.chars = parseStored(storage.getItem(charactersKey(config.id)), storedCharactersSchema) ?? [];
    this.keepsSeen = keep === undefined;
    if (this.keepsSeen) this.restoreSeen();
    this.connect();
    void this.loadCharacters();
    if (this.me === null) void this.loadMe();
  }

  /** The table as this browser knows it; its name follows the GM's renames. */
  get config(): TableConfig {
    return this.cfg;
  }

  /** A membership stored before the credential id was kept: ask the server who we are. */
  private async loadMe() {
    try {
      const info = await callRoute("GET /api/tables/:id", this.call());
      this.me = info.you.credentialId;
      this.keep({ credentialId: this.me });
      this.emit();
    } catch {
      // Offline: requests addressed to one person wait until we know who we are.
    }
  }

  /** A call of one of this table's routes with this browser's token. */
  private call() {
    return { params: { id: this.config.id }, token: this.token };
  }

  private lastSeq() {
    return this.log.at(-1)?.seq ?? 0;
  }

  /**
   * Where a catch-up or a reconnect starts: after the log's last event, or earlier where the
   * chain has not followed that far (an answer to my own roll is in the log before its message).
   */
  private resumeAfter() {
    return Math.min(this.lastSeq(), this.chain.resumeAfter());
  }

  private emit() {
    for (const listener of this.listeners) listener();
    this.rememberSeen();
  }

  /**
   * Offline after a reload (issue #29): the log, the secret events addressed to me and the
   * characters in play as this phone last saw them, so every view shows that state; the socket
   * then asks only for what came after it.
   */
  private restoreSeen() {
    const seen = loadSeenState(this.cfg.id, this.storage);
    addEventListener("pagehide", this.flushSeen);
    if (!seen) return;
    this.log = [...seen.log.events];
    this.addressed = [...(seen.log.addressed ?? [])];
    this.play = [...seen.characters];
    this.chars = seen.characters.map(({ id, version, character }) => ({ id, version, character }));
    this.seenAt = seen.at;
  }

  /** Keeps the state shown for a reload without a network, once changes settle (one write). */
  private rememberSeen() {
    if (!this.keepsSeen || this.closed) return;
    clearTimeout(this.seenTimer);
    this.seenTimer = setTimeout(this.flushSeen, 300);
  }

  private readonly flushSeen = () => {
    clearTimeout(this.seenTimer);
    if (!this.keepsSeen || (this.log.length === 0 && this.play.length === 0)) return;
    if (this.state === "live") this.seenAt = new Date().toISOString();
    if (this.seenAt === null) return;
    saveSeenState(
      this.cfg.id,
      { at: this.seenAt, log: { events: this.log, addressed: this.addressed }, characters: this.play },
      this.storage,
    );
  };

  /** When the state shown was last the server's (ISO time); null when this browser never saw it. */
  seenSince(): string | null {
    return this.state === "live" ? null : this.seenAt;
  }

  private add(events: readonly TableEvent[]) {
    let changed = false;
    let conditions = false;
    for (const e of events) {
      if (e.seq <= this.lastSeq()) {
        // An event the socket skipped, fetched afterwards (`fillChainGap`): into its place. The
        // characters are read again: what it booked is older than what they may show.
        if (this.insertMissed(e)) changed = conditions = true;
        continue;
      }
      this.log = [...this.log, e];
      changed = true;
      if (e.kind === "table-renamed") {
        this.cfg = { ...this.cfg, name: e.name };
        this.keep({ config: this.cfg });
      }
      // The GM changed the table's options: everybody's app plays by them from here.
      if (e.kind === "table-options-changed") {
        this.cfg = { ...this.cfg, houseRules: e.options };
        this.keep({ config: this.cfg });
      }
      // A condition changed by hand, or a sheet saved (a new NPC): read the play state again.
      // A character handed to another member: whose it is decides who may change it.
      if (e.kind === "condition" || e.kind === "character-saved" || e.kind === "character-owner-changed")
        conditions = true;
      // An applied roll carries the conditions it left: read again only what it cannot tell.
      else if (e.kind === "roll" && e.applied && !this.bookApplied(e)) conditions = true;
    }
    if (conditions) void this.loadCharacters();
    if (!changed) return;
    // The start page lists this table with the time of its last event.
    const at = this.log.at(-1)?.at;
    if (at) this.keep({ lastActivity: at });
    this.emit();
  }

  /** Puts an event older than the log's last into its place, unless the log has it. True when it did. */
  private insertMissed(event: TableEvent): boolean {
    let lo = 0;
    let hi = this.log.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.log[mid]!.seq < event.seq) lo = mid + 1;
      else hi = mid;
    }
    if (this.log[lo]?.seq === event.seq) return false;
    this.log = [...this.log.slice(0, lo), event, ...this.log.slice(lo)];
    return true;
  }

  /**
   * Books an applied roll on the characters in play: each entry's `after` is the condition the
   * server now holds, and one I may see (the roll is in my stream; a player's stream leaves out a
   * secret NPC's entry), so its view is derived as the server derives it, under the settings the
   * roll was made with. False, booking nothing, when an entry names a character not in play here.
   */
  private bookApplied(event: RollEvent): boolean {
    const after = new Map((event.applied ?? []).map((entry) => [entry.character, entry.after]));
    if (![...after.keys()].every((id) => this.play.some((c) => c.id === id))) return false;
    const settings = { modules: event.modules, options: normaliseTableOptions(event.houseRules).options };
    this.play = this.play.map((c) => {
      const condition = after.get(c.id);
      return condition ? { ...c, play: conditionViewOf(event.system, settings, condition) } : c;
    });
    this.booked++;
    return true;
  }

  /** Keeps secret events addressed to me (each once, in GM-stream order). */
  private addAddressed(events: readonly AddressedEvent[]) {
    const known = new Set(this.addressed.map((e) => e.seq));
    const fresh = events.filter((e) => !known.has(e.seq));
    if (fresh.length === 0) return;
    this.addressed = [...this.addressed, ...fresh].sort((a, b) => a.seq - b.seq);
    this.emit();
  }

  private setState(state: LiveState) {
    // The connection dropped: what is shown was the server's state until now.
    if (this.state === "live" && state !== "live") this.seenAt = new Date().toISOString();
    this.state = state;
    this.emit();
  }

  private async catchUp() {
    const { answer, json } = await callRouteWithJson("GET /api/tables/:id/events", {
      ...this.call(),
      query: { after: this.resumeAfter() },
    });
    const { events, addressed } = answer;
    for (const raw of rawEventsSchema.safeParse(json).data?.events ?? []) this.chain.observe(raw);
    this.add(events);
    this.addAddressed(addressed ?? []);
  }

  /**
   * Fetches the events the chain missed (a gap in what the socket sent), so the fingerprint
   * follows on; again while each fetch brings it further (a page holds at most 1,000 events).
   */
  private fillChainGap() {
    if (this.chain.gapToFill() === null) return;
    void this.catchUp().then(
      () => {
        if (this.chain.fillDone(true)) this.emit();
        else this.fillChainGap();
      },
      () => this.chain.fillDone(false),
    );
  }

  private async loadCharacters() {
    try {
      if (this.me === null) {
        const info = await callRoute("GET /api/tables/:id", this.call());
        this.me = info.you.credentialId;
      }
      const booked = this.booked;
      const { characters } = await callRoute("GET /api/tables/:id/characters", this.call());
      // A roll booked while the answer was on its way may be missing from it: ask again.
      if (this.booked !== booked) {
        void this.loadCharacters();
        return;
      }
      this.chars = characters.map((c) => ({ id: c.id, version: c.version, character: c.character }));
      const gm = this.config.role === "gm";
      this.play = characters.map(
        ({ id, version, character, owner, ownerName, condition, status, due, modifiers }) => ({
          id,
          version,
          character,
          owner,
          ownerName: ownerName ?? null,
          mine: gm || owner === this.me,
          play: { condition, status, due, modifiers },
        }),
      );
      this.emit();
    } catch {
      // Offline or an older server: keep the characters remembered in this browser.
    }
  }

  private connect() {
    if (this.closed || this.state === "revoked") return;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const live = routeRequest("GET /api/tables/:id/live", { id: this.config.id }).url;
    const url = `${scheme}://${location.host}${live}?token=${encodeURIComponent(this.token)}&after=${this.resumeAfter()}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setState("live");
    };
    socket.onmessage = (message) => {
      const frame = parseLiveFrame(message.data);
      if (frame === null) return;
      if ("kind" in frame) {
        this.chain.observe(rawJson(String(message.data)));
        this.add([frame]);
        this.fillChainGap();
      } else if (frame.type === "ready") {
        if (this.chain.ready()) this.emit();
      } else if (frame.type === "resync") void this.catchUp().catch(() => undefined);
      // A secret event changed one of my characters: its condition is read again.
      else if (frame.type === "condition") void this.loadCharacters();
      else if (frame.type === "addressed") this.addAddressed([frame.event]);
    };
    socket.onclose = (event) => {
      if (this.closed) return;
      // The GM revoked this access (or it was revoked before): no reconnecting, ever.
      if (event.code === CLOSE_UNAUTHORIZED) {
        this.socket = null;
        this.setState("revoked");
        return;
      }
      this.setState("offline");
      const delay = BACKOFF[Math.min(this.attempt++, BACKOFF.length - 1)]!;
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  async roll(action: string, options: Record<string, unknown>, extra: RollExtra = {}) {
    // A requested roll is rolled with the request's options; the server ignores any others.
    const body = { action, options: "requestId" in extra ? {} : options, ...extra };
    if (extra.dice !== undefined) {
      // Dice rolled at the table: their faces make the roll, there is no seed to bind (CONTRACT §7).
      const event = await callRoute("POST /api/tables/:id/rolls", { ...this.call(), body });
      if (event.entered !== true)
        throw new Error("The server rolled its own dice instead of the faces entered");
      return this.added(event);
    }
    // Every roll carries a fresh client seed, remembered before it is sent: the dice depend on
    // it, and once the server reveals its seed this browser checks the roll (CONTRACT §5).
    const clientSeed = newClientSeed();
    rememberClientSeed(this.config.id, clientSeed, this.storage);
    // And the seed it saw committed: a seed swapped or rotated since is refused (409
    // `seed-changed`). An answer rolls from its request's stream: the table stream's commitment
    // is in this log; a secret request to this member shows the GM stream's in itself.
    const seen = this.seenCommitment(extra);
    const event = await callRoute("POST /api/tables/:id/rolls", {
      ...this.call(),
      body: { ...body, clientSeed, ...(seen !== undefined ? { seenCommitment: seen } : {}) },
    });
    if (event.clientSeed !== clientSeed) {
      throw new Error("The server rolled without this browser's client seed");
    }
    return this.added(event);
  }

  /** A roll this browser made, into the log it belongs to. */
  private added(event: MemberEvent<"roll">): MemberEvent<"roll"> {
    // A player's answer to a secret request is secret: outside their numbered log.
    if (event.secret && this.config.role !== "gm") this.addAddressed([event]);
    else this.add([event]);
    return event;
  }

  async rotateSeeds() {
    await callRoute("POST /api/tables/:id/seeds/rotate", { ...this.call(), body: {} });
  }

  async verifyTable() {
    return verifyExport(await callRoute("GET /api/tables/:id/export", this.call()));
  }

  chainState() {
    return this.chain.state();
  }

  ownClientSeeds() {
    return new Set(knownClientSeeds(this.config.id, this.storage));
  }

  async playOdds(action: string, options: Record<string, unknown>, play: PlayFields): Promise<PlayOdds> {
    return callRoute("POST /api/tables/:id/odds", { ...this.call(), body: { action, options, ...play } });
  }

  async conditionCommand(character: string, command: ConditionCommandJson, secret = false) {
    const event = await callRoute("POST /api/tables/:id/characters/:cid/condition", {
      params: { id: this.config.id, cid: character },
      token: this.token,
      body: { ...command, ...(secret ? { secret } : {}) },
    });
    this.add([event]);
  }

  async awardStriche(character: string | null, striche: number, note?: string) {
    const event = await callRoute("POST /api/tables/:id/striche", {
      ...this.call(),
      body: { striche, ...(character ? { character } : {}), ...(note ? { note } : {}) },
    });
    this.add([event]);
  }

  async sessionCommand(body: SessionCommandBody) {
    const event = await callRoute("POST /api/tables/:id/sessions", { ...this.call(), body });
    this.add([event]);
  }

  playCharacters() {
    return this.play;
  }

  /** The commitment of the seed a roll with `extra` comes from, as this browser saw it; none where it saw none. */
  private seenCommitment(extra: RollExtra): string | undefined {
    if (extra.requestId === undefined) {
      return lastCommitment(this.events(), extra.secret === true ? "gm" : "table");
    }
    const addressed = this.addressed.find(
      (e) => e.kind === "roll-request" && e.requestId === extra.requestId,
    );
    if (addressed?.kind === "roll-request") return addressed.commitment;
    // A request in this log (a public one; for the GM, any): its stream's commitment is here too.
    const request = this.events().find((e) => e.kind === "roll-request" && e.requestId === extra.requestId);
    if (!request) return undefined;
    return lastCommitment(this.events(), request.secret === true ? "gm" : "table");
  }

  async note(text: string, secret = false) {
    await callRoute("POST /api/tables/:id/notes", {
      ...this.call(),
      body: { text, ...(secret ? { secret } : {}) },
    });
  }

  async requestRoll(
    action: string,
    options: Record<string, unknown>,
    label: string,
    extra: RequestExtra = {},
  ) {
    const { to, secret, apply, ...play } = extra;
    await callRoute("POST /api/tables/:id/roll-requests", {
      ...this.call(),
      body: {
        action,
        options,
        label,
        ...(to ? { to } : {}),
        ...(secret ? { secret: true } : {}),
        ...play,
        ...(apply ? { apply: true } : {}),
      },
    });
  }

  async requestInfo(requestId: string) {
    return callRoute("GET /api/tables/:id/roll-requests/:rid", {
      params: { id: this.config.id, rid: requestId },
      token: this.token,
    });
  }

  async members(): Promise<readonly Member[]> {
    const { credentials } = await callRoute("GET /api/tables/:id/credentials", this.call());
    return credentials;
  }

  memberId() {
    return this.me;
  }

  addressedToMe() {
    return this.addressed;
  }

  async renameTable(name: string) {
    const event = await callRoute("PATCH /api/tables/:id", { ...this.call(), body: { name } });
    this.add([event]);
  }

  async setTableOptions(change: TableOptionsChange) {
    const { houseRules } = await callRoute("PATCH /api/tables/:id/options", { ...this.call(), body: change });
    this.cfg = { ...this.cfg, houseRules };
    this.keep({ config: this.cfg });
    this.emit();
  }

  async createInvite(role: Role, name?: string) {
    return callRoute("POST /api/tables/:id/invites", {
      ...this.call(),
      body: { role, ...(name ? { name } : {}) },
    });
  }

  async revokeMember(credentialId: string, renewInvite = false) {
    return callRoute("POST /api/tables/:id/credentials/:cid/revoke", {
      params: { id: this.config.id, cid: credentialId },
      token: this.token,
      body: renewInvite ? { renewInvite } : {},
    });
  }

  async changeOwner(characterId: string, owner: string) {
    await callRoute("PUT /api/tables/:id/characters/:cid/owner", {
      params: { id: this.config.id, cid: characterId },
      token: this.token,
      body: { owner },
    });
    await this.loadCharacters();
  }

  async combat(command: CombatCommand) {
    await callRoute("POST /api/tables/:id/combat", { ...this.call(), body: command });
  }

  async saveCharacter(id: string | null, character: Record<string, unknown>, version: number | null) {
    const saved = id
      ? await callRoute("PUT /api/tables/:id/characters/:cid", {
          params: { id: this.config.id, cid: id },
          token: this.token,
          body: character,
          headers: { "if-match": String(version ?? 0) },
        })
      : await callRoute("POST /api/tables/:id/characters", { ...this.call(), body: character });
    const stored: StoredCharacter = { id: saved.id, version: saved.version, character };
    this.chars = [...this.chars.filter((c) => c.id !== stored.id), stored];
    this.storage.setItem(charactersKey(this.config.id), JSON.stringify(this.chars));
    this.emit();
    void this.loadCharacters();
    return stored;
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  events() {
    return this.log;
  }

  characters() {
    return this.chars;
  }

  liveState() {
    return this.state;
  }

  async exportJson() {
    return JSON.stringify(await callRoute("GET /api/tables/:id/export", this.call()), null, 2);
  }

  close() {
    if (this.keepsSeen) {
      this.flushSeen();
      removeEventListener("pagehide", this.flushSeen);
    }
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close();
    this.listeners.clear();
  }
}
