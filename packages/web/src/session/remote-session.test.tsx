import type { Membership } from "@spieltisch/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type EditableEvent,
  rechain,
  renumber,
} from "../../../protocol/src/fairness/rechain.test-support.js";
import { loadMembership, saveMembership } from "./memberships.js";
import { forgetTable, listMyTables } from "./my-tables.js";
import { RemoteSession } from "./remote-session.js";

/** A WebSocket that never connects: these tests are about HTTP. */
class SilentSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  close() {}
}

const membership: Membership = {
  token: "personal",
  credentialId: "c-gm",
  config: {
    id: "t1",
    name: "Donnerstag",
    system: "ews",
    modules: [],
    houseRules: {},
    role: "gm",
    local: false,
  },
};

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("WebSocket", SilentSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const requestEvent = {
  seq: 4,
  kind: "roll-request",
  by: "c-gm",
  at: "2026-12-01T20:00:00.000Z",
  secret: true,
  requestId: "r1",
  action: "check",
  options: { value: 12, target: 15 },
  label: "GE-Probe",
  to: "c-mara",
  odds: { action: "check", options: { value: 12, target: 15 }, pSuccess: 0.25 },
};

/** A player's view of a chained log of notes (as the server sends it on the table stream). */
function chainedNotes(count: number) {
  const events: EditableEvent[] = Array.from({ length: count }, (_, i) => ({
    fullSeq: 0,
    tableSeq: null,
    kind: "note",
    secret: false,
    by: "c-gm",
    at: `2026-12-01T20:00:0${i}.000Z`,
    text: `Notiz ${i + 1}`,
    byName: "SL",
  }));
  renumber(events);
  rechain(events);
  return events.map(({ fullSeq, tableSeq, secret, prev, tablePrev, ...rest }) => ({
    ...rest,
    seq: tableSeq!,
    prev: tablePrev,
  }));
}

/** The player Mara's session at the table, with `send` for what its live socket receives. */
function playerWithSocket() {
  const sockets: { onmessage: ((m: { data: string }) => void) | null }[] = [];
  vi.stubGlobal(
    "WebSocket",
    class extends SilentSocket {
      constructor() {
        super();
        sockets.push(this);
      }
    },
  );
  const player = { ...membership.config, role: "player" as const };
  const session = new RemoteSession(player, "personal", localStorage, "c-mara");
  const send = (frame: unknown) => sockets[0]?.onmessage?.({ data: JSON.stringify(frame) });
  return { session, send };
}

describe("shared table session", () => {
  it("fetches the events its socket skipped, so the log's fingerprint follows on", async () => {
    const notes = chainedNotes(5);
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes("/events")) {
        asked.push(url);
        return new Response(JSON.stringify({ events: notes.slice(2) }), { status: 200 });
      }
      return new Response(JSON.stringify({ error: { code: "not-found", message: "no" } }), { status: 404 });
    });
    const { session, send } = playerWithSocket();
    send(notes[0]);
    send(notes[1]);
    send({ type: "ready", seq: 2 });
    send(notes[4]); // 3 and 4 never came
    await vi.waitFor(() => expect(session.chainState().table?.seq).toBe(5));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("after=2");
    expect(session.chainState()).toMatchObject({ problem: null, interruptedAfter: null });
    expect(session.events().map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    session.close();
  });

  it("sends a roll request with the person asked and the secret flag", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response(JSON.stringify(requestEvent), { status: 201 }));
    const session = new RemoteSession(membership.config, membership.token, localStorage, "c-gm");
    await session.requestRoll("check", { value: 12, target: 15 }, "GE-Probe", { to: "c-mara", secret: true });
    const [url, init] = fetch.mock.calls.find(([u]) => String(u).endsWith("/roll-requests"))!;
    expect(url).toBe("/api/tables/t1/roll-requests");
    expect(JSON.parse(String(init?.body))).toEqual({
      action: "check",
      options: { value: 12, target: 15 },
      label: "GE-Probe",
      to: "c-mara",
      secret: true,
    });
    session.close();
  });

  it("answers a secret request with the GM seed's commitment the request showed, a public one with the table's", async () => {
    const commitment = "a".repeat(64);
    const tableCommitment = "b".repeat(64);
    const secretAsk = { ...requestEvent, commitment, seq: 7 };
    const publicAsk = { ...requestEvent, requestId: "r2", secret: false, to: undefined, seq: 2 };
    const seedEvent = {
      seq: 1,
      kind: "seed-committed",
      by: null,
      at: "2026-12-01T19:00:00.000Z",
      seed: { stream: "table", seedId: "s1", commitment: tableCommitment },
    };
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith("/rolls")) {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(
          JSON.stringify({ error: { code: "seed-changed", message: "changed", path: ["seenCommitment"] } }),
          { status: 409 },
        );
      }
      return new Response(JSON.stringify({ error: { code: "not-found", message: "no" } }), { status: 404 });
    });
    // The live socket brings the log and the request addressed to this player.
    const { session, send } = playerWithSocket();
    send(seedEvent);
    send(publicAsk);
    send({ type: "addressed", event: secretAsk });
    expect(session.addressedToMe()).toHaveLength(1);
    expect(session.events()).toHaveLength(2);
    await expect(session.roll("check", {}, { requestId: "r1" })).rejects.toThrow();
    await expect(session.roll("check", {}, { requestId: "r2" })).rejects.toThrow();
    expect(bodies).toMatchObject([
      { requestId: "r1", seenCommitment: commitment },
      { requestId: "r2", seenCommitment: tableCommitment },
    ]);
    session.close();
  });

  it("reads the members with their schema and learns its own credential for an older membership", async () => {
    saveMembership({ ...membership, credentialId: undefined });
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith("/credentials"))
        return new Response(
          JSON.stringify({
            credentials: [
              { id: "c-mara", role: "player", kind: "member", name: "Mara", revoked: false, createdAt: "x" },
            ],
          }),
        );
      if (url === "/api/tables/t1")
        return new Response(
          JSON.stringify({
            id: "t1",
            name: "Donnerstag",
            system: "ews",
            modules: [],
            houseRules: {},
            you: { credentialId: "c-gm", role: "gm", name: "Ulla" },
            stream: "gm",
            lastSeq: 0,
            seeds: [],
          }),
        );
      return new Response(JSON.stringify({ characters: [] }));
    });
    const session = new RemoteSession(membership.config, membership.token);
    expect(await session.members()).toMatchObject([{ id: "c-mara", name: "Mara" }]);
    await vi.waitFor(() => expect(session.memberId()).toBe("c-gm"));
    expect(loadMembership("t1")?.credentialId).toBe("c-gm");
    session.close();
  });
});

describe("my tables", () => {
  it("lists the joined and the local tables, most recent first; forgetting one removes it (with undo)", () => {
    saveMembership({ ...membership, lastActivity: "2026-12-01T20:00:00.000Z" });
    saveMembership({
      ...membership,
      config: { ...membership.config, id: "t2", name: "Sonntag", role: "player" },
      lastActivity: "2026-11-20T20:00:00.000Z",
    });
    localStorage.setItem("spieltisch.table.t2.characters", "[]");
    localStorage.setItem("spieltisch.table.t3", "{ damaged");
    expect(listMyTables().map((t) => [t.name, t.role])).toEqual([
      ["Donnerstag", "gm"],
      ["Sonntag", "player"],
    ]);
    const undo = forgetTable("t2");
    expect(listMyTables().map((t) => t.name)).toEqual(["Donnerstag"]);
    expect(localStorage.getItem("spieltisch.table.t2.characters")).toBeNull();
    undo?.();
    expect(listMyTables().map((t) => t.name)).toEqual(["Donnerstag", "Sonntag"]);
    expect(forgetTable("nope")).toBeNull();
  });
});
