import { findActionAdapter } from "../actions/pipeline.js";
import { rollSidesOf } from "../actions/play-roll.js";
import type { TableExport } from "../api/export.js";
import type { Stream } from "../api/tables.js";
import { rollResultFields } from "../events/roll-event.js";
import type { ExportedEvent } from "../events/table-event.js";
import { canonicalJson } from "./canonical-json.js";
import {
  type Derivation,
  type DerivedRoll,
  derivationPrefix,
  deriveRoll,
  type RollBinding,
  type RollRequest,
} from "./derive-roll.js";
import { EnteredDiceError, type EnteredRoll, rollEnteredFaces } from "./entered-roll.js";
import { seedCommitment } from "./hmac-rng.js";
import { recomputeFailure } from "./recompute-failure.js";
import { replayFaces } from "./replay-faces.js";
import { type SideDigests, sideDigest } from "./side-digest.js";
import { checkApplied, type UnbookedSides } from "./verify-applied.js";
import { type ChainProblemCode, exportChains } from "./verify-chain.js";
import { PlayLedger } from "./verify-play.js";

/** The first thing that did not check out, with the event's sequence number (0: the seed list). */
export interface VerifyMismatch {
  readonly fullSeq: number;
  readonly reason: string;
  /**
   * Set where the log's chain does not hold (issue #31): which one (`verify.chain-broken`,
   * `verify.chain-cut` in the catalogue say it in German and English) and in which stream.
   */
  readonly code?: ChainProblemCode;
  readonly stream?: Stream;
}

/** What `verifyExport` found (CONTRACT §5 `verify --json`). */
export interface VerifyReport {
  /** Rolls recomputed and equal. */
  readonly verified: number;
  /** Rolls whose seed is not revealed yet (rotate the seed, export again). */
  readonly unrevealed: number;
  /** Rolls without a client seed: the server alone decided their dice (still checked). */
  readonly serverOnly: number;
  /**
   * Rolls whose faces were rolled at the table and entered (CONTRACT §7): no seed to check, but
   * their results and `applied` must follow from the faces they show. Counted apart from `verified`.
   */
  readonly entered: number;
  readonly mismatch: VerifyMismatch | null;
}

type ExportedRoll = Extract<ExportedEvent, { kind: "roll" }>;

/** A logged commitment: which stream's seed, its hash, and the event that published it. */
interface Commitment {
  readonly stream: Stream;
  readonly commitment: string;
  readonly fullSeq: number;
}

class Mismatch extends Error {
  constructor(
    readonly fullSeq: number,
    reason: string,
    readonly chain?: { readonly code: ChainProblemCode; readonly stream: Stream },
  ) {
    super(reason);
  }
}

/**
 * Recomputes every roll of an exported log and checks the log around it (CONTRACT §5):
 *
 * - the events are numbered without gap or repeat, in each stream the export holds (a removed or
 *   duplicated event shows);
 * - each stream's chain holds (`exportChains`): every event's `prev` is the hash of the one before
 *   it, so an event removed, inserted, swapped or changed shows even where the numbers were
 *   rewritten to close the gap (unless the forger wrote the chain anew: `verify --head` with a
 *   head noted earlier catches that); reported at the event where it breaks, after the checks of
 *   the events before it;
 * - every seed in `seeds[]` has the commitment the log published for it, and a revealed seed
 *   hashes to it; a seed a `seed-rotated` event reveals is checked with, and the list must reveal
 *   it too;
 * - each roll uses the seed its own stream had at that point of the log — committed before the
 *   roll, not yet revealed, not the other stream's;
 * - each roll's counter is its number in its stream, no client seed is used twice, and the dice
 *   and every result field come out exactly as logged from the seed, the request, and (second
 *   derivation) who rolled, the label and the client seed; `applied` conditions follow from the
 *   result;
 * - the play state chains ({@link PlayLedger}): each `before` is where the log left the
 *   character, a booked roll leaves out no side it changed, a condition event's `after` is what
 *   its command does, and a roll's sides are characters of the table under their names then.
 *
 * @example
 * const report = verifyExport(tableExportSchema.parse(JSON.parse(text)));
 * report.mismatch; // null when all is well
 */
export function verifyExport(data: TableExport): VerifyReport {
  let verified = 0;
  let unrevealed = 0;
  let serverOnly = 0;
  let entered = 0;
  try {
    checkNumbering(data.events);
    // Reported where the walk below reaches it: an event changed in place fails its own checks
    // first, with the reason that says what changed; the chain breaks only at the next event.
    const chain = exportChains(data.events).problem;
    const logged = loggedCommitments(data.events);
    const seeds = checkSeedList(data, logged, revealedSeeds(data.events, logged));
    const current = new Map<Stream, string>();
    const clientSeeds = new Set<string>();
    const play = new PlayLedger(data);
    for (const event of data.events) {
      if (chain !== null && event.fullSeq >= chain.fullSeq) {
        throw new Mismatch(chain.fullSeq, chain.reason, { code: chain.code, stream: chain.stream });
      }
      advanceSeeds(event, current);
      if (event.kind === "roll" && event.entered === true) {
        checkEnteredRoll(event, play.unbookedSides(event));
        entered++;
      } else if (event.kind === "roll") {
        const outcome = checkRoll(event, current, seeds, clientSeeds, play.unbookedSides(event));
        if (outcome === "unrevealed") unrevealed++;
        else verified++;
        if (event.clientSeed === undefined) serverOnly++;
      }
      const problem = play.step(event);
      if (problem !== null) throw new Mismatch(event.fullSeq, problem);
    }
  } catch (error) {
    if (error instanceof Mismatch) {
      return {
        verified,
        unrevealed,
        serverOnly,
        entered,
        mismatch: { fullSeq: error.fullSeq, reason: error.message, ...error.chain },
      };
    }
    throw error;
  }
  return { verified, unrevealed, serverOnly, entered, mismatch: null };
}

/**
 * Event numbers run 1, 2, 3 … without gap or repeat; so do the table stream's numbers of the
 * events it saw (secret events have none).
 */
function checkNumbering(events: readonly ExportedEvent[]): void {
  let tableSeq = 0;
  events.forEach((event, i) => {
    if (event.fullSeq !== i + 1) {
      const what = event.fullSeq <= i ? "repeats or goes back" : "skips";
      throw new Mismatch(
        event.fullSeq,
        `event number ${event.fullSeq} ${what} (expected ${i + 1}): an event was removed or duplicated`,
      );
    }
    if (event.secret) {
      if (event.tableSeq !== null)
        throw new Mismatch(event.fullSeq, "a secret event has a table-stream number");
      return;
    }
    if (event.tableSeq !== tableSeq + 1) {
      throw new Mismatch(
        event.fullSeq,
        `table-stream number ${String(event.tableSeq)} (expected ${tableSeq + 1}): an event was removed or duplicated`,
      );
    }
    tableSeq++;
  });
}

/** The commitment an event publishes, if it publishes one. */
function publishedCommitment(
  event: ExportedEvent,
): { seedId: string; stream: Stream; commitment: string } | null {
  switch (event.kind) {
    case "table-created":
    case "seed-committed":
    case "imported":
      return event.seed;
    case "seed-rotated":
      return { seedId: event.next.seedId, stream: event.stream, commitment: event.next.commitment };
    case "roll":
    case "roll-request":
    case "note":
    case "character-saved":
    case "character-deleted":
    case "character-owner-changed":
    case "combat":
    case "condition":
    case "table-renamed":
    case "table-options-changed":
    case "striche-awarded":
    case "session":
      return null;
  }
}

/** Every commitment the log publishes, by seed id; a seed committed twice is a forgery. */
function loggedCommitments(events: readonly ExportedEvent[]): Map<string, Commitment> {
  const logged = new Map<string, Commitment>();
  for (const event of events) {
    const published = publishedCommitment(event);
    if (published === null) continue;
    if (logged.has(published.seedId)) {
      throw new Mismatch(event.fullSeq, `seed ${published.seedId} is committed twice`);
    }
    logged.set(published.seedId, { ...published, fullSeq: event.fullSeq });
    if (event.kind === "seed-rotated" && seedCommitment(event.revealed.seed) !== event.revealed.commitment) {
      throw new Mismatch(
        event.fullSeq,
        `the revealed seed ${event.revealed.seedId} does not match its commitment`,
      );
    }
  }
  return logged;
}

/** A seed a `seed-rotated` event of the log reveals, and that event's number. */
interface LoggedReveal {
  readonly seed: string;
  readonly fullSeq: number;
}

/**
 * The seeds the log itself reveals (`seed-rotated`), by id; each must be the seed the log
 * committed to under that id (its hash is checked in {@link loggedCommitments}).
 */
function revealedSeeds(
  events: readonly ExportedEvent[],
  logged: Map<string, Commitment>,
): Map<string, LoggedReveal> {
  const revealed = new Map<string, LoggedReveal>();
  for (const event of events) {
    if (event.kind !== "seed-rotated") continue;
    const { seedId, seed, commitment } = event.revealed;
    const published = logged.get(seedId);
    if (published && published.commitment !== commitment) {
      throw new Mismatch(
        event.fullSeq,
        `the revealed seed ${seedId} differs from the commitment published at event ${published.fullSeq}`,
      );
    }
    revealed.set(seedId, { seed, fullSeq: event.fullSeq });
  }
  return revealed;
}

/**
 * The seed list checked against the log: each entry's commitment and stream are the ones the log
 * published, a revealed seed hashes to its commitment, and a seed the log reveals is revealed in
 * the list too (issue #31: a list entry set to null hid a forged roll as "not yet checkable").
 * Returns the seeds to check the rolls with, by id: the log's revealed ones included, also
 * where the list leaves them out.
 */
function checkSeedList(
  data: TableExport,
  logged: Map<string, Commitment>,
  revealed: Map<string, LoggedReveal>,
): Map<string, string | null> {
  const seeds = new Map<string, string | null>();
  for (const [seedId, reveal] of revealed) seeds.set(seedId, reveal.seed);
  for (const seed of data.seeds) {
    const published = logged.get(seed.seedId);
    if (published && (published.commitment !== seed.commitment || published.stream !== seed.stream)) {
      throw new Mismatch(
        0,
        `seed ${seed.seedId} in the seed list differs from the commitment published at event ${published.fullSeq}`,
      );
    }
    if (seed.seed !== null && seedCommitment(seed.seed) !== seed.commitment) {
      throw new Mismatch(0, `seed ${seed.seedId} does not match its commitment`);
    }
    const reveal = revealed.get(seed.seedId);
    if (reveal && seed.seed !== reveal.seed) {
      throw new Mismatch(
        0,
        `seed ${seed.seedId} is ${seed.seed === null ? "not revealed" : "another"} in the seed list, but event ${reveal.fullSeq} revealed it`,
      );
    }
    if (!reveal) seeds.set(seed.seedId, seed.seed);
  }
  return seeds;
}

/** Moves each stream's current seed along the log: a commitment starts one, a rotation replaces it. */
function advanceSeeds(event: ExportedEvent, current: Map<Stream, string>): void {
  if (event.kind === "seed-rotated") {
    const was = current.get(event.stream);
    if (was !== undefined && was !== event.revealed.seedId) {
      throw new Mismatch(
        event.fullSeq,
        `the rotation reveals ${event.revealed.seedId}, but the stream's seed was ${was}`,
      );
    }
  }
  const published = publishedCommitment(event);
  if (published !== null) current.set(published.stream, published.seedId);
}

/** Checks one roll; "unrevealed" when its seed is not revealed yet. */
function checkRoll(
  event: ExportedRoll,
  current: Map<Stream, string>,
  seeds: Map<string, string | null>,
  clientSeeds: Set<string>,
  unbooked: UnbookedSides | undefined,
): "verified" | "unrevealed" {
  const fail = (reason: string) => new Mismatch(event.fullSeq, reason);
  const stream: Stream = event.secret ? "gm" : "table";
  if (event.stream !== stream) throw fail(`a ${stream}-stream roll claims the ${event.stream} stream`);
  const seedId = String(event.seedId);
  if (current.get(stream) !== seedId) {
    throw fail(
      `derived from seed ${seedId}, but the ${stream} stream's seed at this point was ${String(current.get(stream))}`,
    );
  }
  const expectedCounter = event.secret ? event.fullSeq : event.tableSeq;
  if (event.counter === undefined || event.counter !== expectedCounter) {
    throw fail(`counter ${String(event.counter)} is not the roll's number ${String(expectedCounter)}`);
  }
  const derivation = event.derivation ?? 1;
  if (event.clientSeed !== undefined) {
    if (derivation === 1) throw fail("a client seed on a roll of the first derivation");
    if (clientSeeds.has(event.clientSeed)) throw fail("client seed used twice");
    clientSeeds.add(event.clientSeed);
  }
  const seed = seeds.get(seedId);
  if (seed === undefined) throw fail(`unknown seed ${seedId}`);
  if (seed === null) return "unrevealed";
  const problem = recomputeRoll(event, seed, derivation, unbooked);
  if (problem !== null) throw fail(problem);
  return "verified";
}

/**
 * Checks a roll whose faces were entered (CONTRACT §7): it claims no seed, counter, proof,
 * derivation or client seed, and rolled again with the faces its result shows — every one used —
 * it gives exactly its result fields and its `applied` conditions.
 */
function checkEnteredRoll(event: ExportedRoll, unbooked: UnbookedSides | undefined): void {
  const fail = (reason: string) => new Mismatch(event.fullSeq, reason);
  const stream: Stream = event.secret ? "gm" : "table";
  if (event.stream !== stream) throw fail(`a ${stream}-stream roll claims the ${event.stream} stream`);
  for (const field of SEED_FIELDS) {
    if (event[field] !== undefined) throw fail(`a roll entered at the table carries ${field}`);
  }
  const problem = recomputeEnteredRoll(event, unbooked);
  if (problem !== null) throw fail(problem);
}

/** The fields that tie a roll to the server's dice: none of them on an entered roll. */
const SEED_FIELDS = ["seedId", "counter", "proof", "derivation", "clientSeed"] as const;

/**
 * Rolls an entered roll again from the faces its result shows: the first problem, or null when
 * its result fields and `applied` conditions are what those faces give.
 */
export function recomputeEnteredRoll(event: RollRecord, unbooked?: UnbookedSides): string | null {
  const request = rollRequestOf(event);
  const adapter = findActionAdapter(request.system, request.action);
  if (!adapter) return `cannot recompute: no action "${request.action}" in the system "${request.system}"`;
  let rolled: EnteredRoll;
  try {
    const options = adapter.options.parse(request.options);
    rolled = rollEnteredFaces(request, adapter, options, replayFaces(rollResultFields(event)));
  } catch (error) {
    const reason = error instanceof EnteredDiceError ? error.message : recomputeFailure(error);
    return `the entered faces make no roll: ${reason}`;
  }
  return resultDrift(event, rolled, "the entered faces give") ?? checkApplied(event, rolled, unbooked);
}

/** The fields of a roll event that decide and record its dice, as every view of it has them. */
export type RollRecord = Pick<
  ExportedRoll,
  | "system"
  | "modules"
  | "houseRules"
  | "action"
  | "options"
  | "actor"
  | "opponent"
  | "applied"
  | "dueCheck"
  | "counter"
  | "by"
  | "byName"
  | "label"
  | "clientSeed"
  | "derivation"
  | "apply"
  | "proof"
> &
  Readonly<Record<string, unknown>>;

/**
 * The request a logged roll hashed (`RollRequest`): the table as it played, the action, its
 * options and the sides' modifiers — what a verifier derives the roll's dice from.
 */
export function rollRequestOf(event: RollRecord): RollRequest {
  const sides = rollSidesOf(event.actor?.modifiers, event.opponent?.modifiers);
  return {
    system: event.system,
    modules: event.modules,
    houseRules: event.houseRules,
    action: event.action,
    options: event.options,
    ...(sides ? { sides } : {}),
  };
}

/**
 * Recomputes one roll from its revealed seed: the proof (second and third derivation), the dice
 * and every result field, and the `applied` conditions. Returns the first problem, or null when
 * the roll is exactly what the seed gives. The web app checks its own rolls with this as soon as
 * their seed is revealed; {@link verifyExport} checks every roll of a log with it, and passes
 * `unbooked`: the conditions the log has for the sides without an entry (a roll that booked
 * changed none of them).
 *
 * A roll of the third derivation is bound to who acted and to `apply`: the binding is rebuilt from
 * the event — each side's `digest`, checked against its `character` and `name` where the event
 * shows them (a secret NPC's side in the table stream shows only the digest) — so a side rewritten
 * without its digest is named as such, and one rewritten with it, or `apply` added or removed,
 * changes the proof.
 *
 * @example
 * recomputeRoll(rollEvent, revealedSeedHex); // null
 */
export function recomputeRoll(
  event: RollRecord,
  seed: string,
  derivation: Derivation = event.derivation ?? 1,
  unbooked?: UnbookedSides,
): string | null {
  const request = rollRequestOf(event);
  const bound = boundIdentities(event, derivation);
  if (typeof bound === "string") return bound;
  const binding: RollBinding = {
    counter: event.counter ?? 0,
    by: event.by,
    byName: event.byName,
    label: event.label,
    clientSeed: event.clientSeed,
    ...bound,
  };
  const prefix = derivationPrefix(request, binding, derivation);
  let derived: DerivedRoll;
  try {
    derived = deriveRoll(seed, prefix, request, derivation);
  } catch (error) {
    return `cannot recompute: ${recomputeFailure(error)}`;
  }
  if (derivation !== 1 && event.proof !== derived.proof) {
    return derivation === 2
      ? "proof does not match: who rolled, the label, the options or the client seed were changed"
      : "proof does not match: who rolled, the sides' digests, apply, the label, the options or the client seed were changed";
  }
  const drift = resultDrift(event, derived);
  if (drift !== null) {
    // A roll whose result reads differently since the readings changed (Urfassung's −2 × SR,
    // RULINGS §7) checks against the readings it may have been rolled under: the first ones,
    // unless what it booked names later ones.
    const older = bookedUnderLater(event)
      ? null
      : derivedUnderFirstReadings(seed, prefix, request, derivation);
    if (older === null || resultDrift(event, older) !== null) return drift;
    return checkApplied(event, older, unbooked);
  }
  return checkApplied(event, derived, unbooked);
}

/**
 * What a roll of the third derivation binds of who acted and whether it booked, rebuilt from the
 * event: each side's `digest` (a side that shows its `character` must show the digest of it and
 * its `name`; a side of the third derivation always carries one) and `apply`. A problem as a
 * string. Rolls of older derivations bound neither, so they may not claim either: a `digest` or
 * `apply` there would only be read as a binding that never was.
 */
function boundIdentities(
  event: RollRecord,
  derivation: Derivation,
): { sides?: SideDigests; apply?: boolean } | string {
  if (derivation !== 3) {
    if (event.apply !== undefined)
      return `apply on a roll of derivation ${derivation}, which does not bind it`;
    for (const role of ROLES) {
      if (event[role]?.digest !== undefined) {
        return `${role}.digest on a roll of derivation ${derivation}, which does not bind it`;
      }
    }
    return {};
  }
  const sides: SideDigests = {};
  for (const role of ROLES) {
    const side = event[role];
    if (side === undefined) continue;
    if (side.digest === undefined) return `${role} has no digest: a side of the third derivation binds one`;
    if (side.character === undefined) {
      // A secret NPC's side as the table stream shows it: the digest alone, bound as it is.
      if (side.name !== undefined)
        return `${role}.name without ${role}.character: the digest cannot be checked`;
    } else if (sideDigest({ character: side.character, name: side.name }) !== side.digest) {
      return `${role}.character or ${role}.name was changed: ${role}.digest is not the digest of them`;
    }
    sides[role] = side.digest;
  }
  return { sides, ...(event.apply === true ? { apply: true } : {}) };
}

const ROLES = ["actor", "opponent"] as const;

/** The first result field the event has other than the derived roll, or null. */
function resultDrift(event: RollRecord, derived: EnteredRoll, source = "the seed gives"): string | null {
  for (const [field, value] of Object.entries(derived.json)) {
    if (canonicalJson(value) !== canonicalJson(event[field])) {
      return `${field} is ${canonicalJson(event[field])}, ${source} ${canonicalJson(value)}`;
    }
  }
  return null;
}

/** Whether the roll booked something under readings later than the first. */
const bookedUnderLater = (event: RollRecord): boolean =>
  (event.applied ?? []).some((entry) => entry.readings !== undefined);

/** The roll as the first readings give it, or null when it cannot be recomputed so. */
function derivedUnderFirstReadings(
  seed: string,
  prefix: readonly unknown[],
  request: RollRequest,
  derivation: Derivation,
): DerivedRoll | null {
  try {
    return deriveRoll(seed, prefix, request, derivation, undefined, 1);
  } catch {
    return null;
  }
}
