import type { Role } from "@spieltisch/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EventsRow } from "../db/schema.js";
import { fromRow, rememberBodyText, type StoredEvent, viewEvent, viewEventText } from "./stored-event.js";

const roles: Role[] = ["gm", "player", "viewer"];

/** A body: JSON values under any keys, the envelope's own names and digit keys among them. */
const bodyArb = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom("seq", "kind", "by", "at", "secret", "1", "applied", "opponent")),
  fc.jsonValue(),
);

const eventArb = fc.record({
  tableId: fc.constant("t"),
  fullSeq: fc.nat(),
  tableSeq: fc.option(fc.nat(), { nil: null }),
  kind: fc.constantFrom("roll", "note", "condition", "combat"),
  secret: fc.boolean(),
  by: fc.option(fc.string(), { nil: null }),
  at: fc.constant("2026-12-02T10:00:00.000Z"),
  body: bodyArb,
});

/** A roll body whose applied entries may hide a secret NPC (then the table sees a copy). */
const rollBodyArb = fc.record({
  action: fc.constant("melee"),
  opponent: fc.record({ character: fc.constant("npc"), modifiers: fc.constant([]), secret: fc.boolean() }),
  applied: fc.array(
    fc.record({ character: fc.string(), before: fc.object(), after: fc.object(), secret: fc.boolean() }),
  ),
});

describe("an event's view as JSON text", () => {
  it("is exactly JSON.stringify of the view, with the body's text remembered or not", () => {
    fc.assert(
      fc.property(eventArb, fc.boolean(), (event: StoredEvent, remembered) => {
        if (remembered) rememberBodyText(event.body, JSON.stringify(event.body));
        for (const role of roles) {
          const view = viewEvent(event, role);
          expect(viewEventText(event, role)).toBe(view === null ? null : JSON.stringify(view));
        }
      }),
    );
  });

  it("shows a roll's secret NPC parts to the GM alone, spliced text or not", () => {
    fc.assert(
      fc.property(eventArb, rollBodyArb, (base, body) => {
        const event: StoredEvent = { ...base, kind: "roll", secret: false, tableSeq: 1, body };
        rememberBodyText(body, JSON.stringify(body));
        for (const role of roles) {
          expect(viewEventText(event, role)).toBe(JSON.stringify(viewEvent(event, role)));
        }
        if (body.opponent.secret || body.applied.some((entry) => entry.secret)) {
          expect(viewEventText(event, "player")).not.toContain('"secret":true');
        }
      }),
    );
  });

  it("splices the text of a row read from the log into its frame, as the row holds it, with its stream's chain", () => {
    const gmPrev = "a".repeat(64);
    const tablePrev = "b".repeat(64);
    const row: EventsRow = {
      table_id: "t",
      full_seq: 7,
      table_seq: 5,
      kind: "note",
      secret: 0,
      by: "c1",
      at: "2026-12-02T10:00:00.000Z",
      // Written with a space (as no writer of ours does): the frame shows the row's own text.
      body: '{"text": "Alrik rastet."}',
      prev: gmPrev,
      table_prev: tablePrev,
    };
    const event = fromRow(row);
    expect(viewEventText(event, "player")).toBe(
      `{"text": "Alrik rastet.","seq":5,"kind":"note","by":"c1","at":"2026-12-02T10:00:00.000Z","prev":"${tablePrev}"}`,
    );
    expect(viewEventText(event, "gm")).toBe(
      `{"text": "Alrik rastet.","seq":7,"kind":"note","by":"c1","at":"2026-12-02T10:00:00.000Z","secret":false,"prev":"${gmPrev}","tablePrev":"${tablePrev}"}`,
    );
  });
});
