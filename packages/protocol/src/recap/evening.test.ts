import { describe, expect, it } from "vitest";
import type { TableEvent } from "../events/table-event.js";
import { eveningOf, eveningsOf } from "./evening.js";

const at = (minute: number) => `2026-05-03T18:${String(minute).padStart(2, "0")}:00.000Z`;
const session = (seq: number, command: "start" | "end", title?: string): TableEvent => ({
  seq,
  kind: "session",
  by: "gm",
  at: at(seq),
  command,
  ...(title ? { title } : {}),
  byName: null,
});
const note = (seq: number): TableEvent => ({
  seq,
  kind: "note",
  by: "p",
  at: at(seq),
  text: `Notiz ${seq}`,
  byName: null,
});

const LOG = [
  note(1),
  session(2, "start", "Erster Abend"),
  note(3),
  note(4),
  session(5, "end"),
  note(6),
  session(7, "start"),
  note(8),
];

describe("the evenings of a member's log", () => {
  it("pairs each start with the end after it; the last one may still be open", () => {
    expect(eveningsOf(LOG).map((e) => [e.start.seq, e.end?.seq])).toEqual([
      [2, 5],
      [7, undefined],
    ]);
  });

  it("gives an evening's events between its start and its end, or up to now while it is open", () => {
    expect(eveningOf(LOG, 2).events.map((e) => e.seq)).toEqual([3, 4]);
    expect(eveningOf(LOG, 2).start.title).toBe("Erster Abend");
    expect(eveningOf(LOG, 7).events.map((e) => e.seq)).toEqual([8]);
    expect(eveningOf(LOG, 7).end).toBeUndefined();
  });

  it("refuses a number that is no evening's start: 404 session-not-found at session", () => {
    for (const seq of [1, 5, 99]) {
      expect(() => eveningOf(LOG, seq)).toThrow(
        expect.objectContaining({ status: 404, code: "session-not-found", path: ["session"] }),
      );
    }
  });

  it("ends an evening that never had its end at the next start (an edited log)", () => {
    const edited = [session(1, "start"), note(2), session(3, "start"), note(4)];
    expect(eveningOf(edited, 1).events.map((e) => e.seq)).toEqual([2]);
    expect(eveningsOf(edited)).toHaveLength(2);
  });
});
