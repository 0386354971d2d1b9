import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ExportedEvent, exportedEventSchema } from "../events/table-event.js";
import { canonicalJson } from "./canonical-json.js";
import { chainFingerprint, normaliseHead } from "./chain-fingerprint.js";
import { CHAIN_GENESIS, chainBodyOf, chainHash } from "./log-chain.js";
import { type EditableEvent, rechain, renumber } from "./rechain.test-support.js";
import { exportChains, findHead } from "./verify-chain.js";

/** A chained log of notes, some secret (a GM's export), each with a text of its own. */
const logArb = fc.array(fc.boolean(), { minLength: 3, maxLength: 12 }).map((secrets) => {
  const events: EditableEvent[] = secrets.map((secret, i) => ({
    fullSeq: 0,
    tableSeq: null,
    kind: "note",
    secret,
    by: i % 2 === 0 ? "gm" : null,
    at: `2026-01-01T00:00:${String(i).padStart(2, "0")}.000Z`,
    text: `Zeile ${i}`,
    byName: null,
  }));
  renumber(events);
  rechain(events);
  return events;
});

/** How a log is rewritten: an event removed, two swapped, one inserted, or numbers changed. */
type Rewrite =
  | { kind: "delete"; at: number }
  | { kind: "swap"; at: number; with: number }
  | { kind: "insert"; at: number; secret: boolean }
  | { kind: "renumber"; at: number; by: number };

const rewriteArb = (length: number): fc.Arbitrary<Rewrite> =>
  fc.oneof(
    fc.record({ kind: fc.constant("delete" as const), at: fc.nat(length - 1) }),
    fc
      .record({ kind: fc.constant("swap" as const), at: fc.nat(length - 1), with: fc.nat(length - 1) })
      .filter((r) => r.at !== r.with),
    fc.record({ kind: fc.constant("insert" as const), at: fc.nat(length - 1), secret: fc.boolean() }),
    fc.record({
      kind: fc.constant("renumber" as const),
      at: fc.nat(length - 1),
      by: fc.integer({ min: 1, max: 5 }),
    }),
  );

/** The rewritten log, renumbered without gaps (except where the numbers are the rewrite). */
function rewrite(log: readonly EditableEvent[], change: Rewrite): EditableEvent[] {
  const events = structuredClone(log) as EditableEvent[];
  if (change.kind === "delete") events.splice(change.at, 1);
  if (change.kind === "swap") {
    const a = events[change.at]!;
    events[change.at] = events[change.with]!;
    events[change.with] = a;
  }
  if (change.kind === "insert") {
    const model = events[change.at]!;
    events.splice(change.at, 0, { ...model, secret: change.secret, text: "Erfunden", byName: "SL" });
  }
  if (change.kind !== "renumber") renumber(events);
  else events[change.at]!.fullSeq += change.by;
  return events;
}

const chainsOf = (events: readonly EditableEvent[]) =>
  exportChains(events.map((event) => exportedEventSchema.parse(event)) as ExportedEvent[]);

describe("the log's chain (issue #31)", () => {
  it("hashes a link as documented: the tag, the envelope and the body's digest, in canonical JSON", () => {
    const body = { text: "Hallo", byName: null };
    const link = {
      seq: 1,
      kind: "note",
      by: null,
      at: "2026-01-01T00:00:00.000Z",
      secret: false,
      prev: CHAIN_GENESIS,
    };
    const sha = (text: string) => `sha(${text})`;
    expect(chainHash({ ...link, body }, sha)).toBe(
      `sha(${canonicalJson(["spieltisch/chain@1", { ...link, body: `sha(${canonicalJson(body)})` }])})`,
    );
    expect(chainBodyOf({ seq: 3, fullSeq: 3, prev: "x", tablePrev: "y", kind: "note", ...body })).toEqual(
      body,
    );
  });

  it("a chained log verifies; its head is its last event's hash, in both streams", () => {
    fc.assert(
      fc.property(logArb, (log) => {
        const chains = chainsOf(log);
        expect(chains.problem).toBeNull();
        expect(chains.own).toHaveLength(log.length);
        expect(chains.table ?? []).toHaveLength(
          log.some((e) => e.secret) ? log.filter((e) => !e.secret).length : 0,
        );
      }),
    );
  });

  it("any deletion, swap, insertion or renumbering inside the log breaks the chain where it happened", () => {
    fc.assert(
      fc.property(
        logArb.chain((log) => fc.tuple(fc.constant(log), rewriteArb(log.length))),
        ([log, change]) => {
          const events = rewrite(log, change);
          const last = events.length - 1;
          // The end of a log is only pinned by a head: a last event removed, or renumbered, leaves
          // a chain that holds (the next property).
          if (
            (change.kind === "delete" && change.at === log.length - 1) ||
            (change.kind === "renumber" && change.at === last)
          )
            return;
          expect(chainsOf(events).problem).not.toBeNull();
        },
      ),
    );
  });

  it("rewritten and chained anew, the log no longer holds the head noted before (verify --head)", () => {
    fc.assert(
      fc.property(
        logArb.chain((log) => fc.tuple(fc.constant(log), rewriteArb(log.length), fc.boolean())),
        ([log, change, anew]) => {
          const head = chainsOf(log).own.at(-1)!.hash;
          // A player's head is the table stream's: a secret event slipped into their log leaves
          // what they see as it was (the GM's own head changes, and the players never see it).
          if (!log.some((e) => e.secret) && change.kind === "insert" && change.secret) return;
          const events = rewrite(log, change);
          if (anew) rechain(events);
          const chains = chainsOf(events);
          expect(chains.problem !== null || findHead(chains, head) === null).toBe(true);
          // Events appended later keep the earlier head.
          const longer = [...log, { ...log.at(-1)!, text: "Später" }];
          renumber(longer);
          rechain(longer);
          expect(findHead(chainsOf(longer), head)).not.toBeNull();
        },
      ),
    );
  });

  it("a log from before the chain verifies as before; a chain cut after it began does not", () => {
    const log = fc.sample(logArb, 1)[0]!;
    const unchained = log.map(({ prev, tablePrev, ...event }) => event as EditableEvent);
    expect(chainsOf(unchained).problem).toBeNull();
    const cut = structuredClone(log);
    delete cut[2]!.prev;
    expect(chainsOf(cut).problem).toMatchObject({ code: "chain-cut", fullSeq: 3 });
  });

  it("shows a head as 16 hex digits in four groups, and reads it back however it is written", () => {
    const hash = "3f9a12c488b01d2e".padEnd(64, "0");
    expect(chainFingerprint(hash)).toBe("3F9A·12C4·88B0·1D2E");
    expect(normaliseHead("3F9A·12C4·88B0·1D2E")).toBe("3f9a12c488b01d2e");
    expect(normaliseHead("3f9a 12c4 88b0 1d2e")).toBe("3f9a12c488b01d2e");
    expect(normaliseHead(hash)).toBe(hash);
    expect(normaliseHead("3F9A·12C4")).toBeNull();
    expect(normaliseHead("nicht hex")).toBeNull();
  });
});
