import { chainFingerprint } from "@spieltisch/protocol";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type EditableEvent,
  rechain,
  renumber,
} from "../../../protocol/src/fairness/rechain.test-support.js";
import { ChainFingerprint } from "../components/chain-fingerprint.js";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { ChainWatch } from "./chain-watch.js";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

/** A log of notes as a GM's export holds it (every third one secret), chained as the server chains it. */
function exportedLog(count: number, text = "Zeile"): EditableEvent[] {
  const events: EditableEvent[] = Array.from({ length: count }, (_, i) => ({
    fullSeq: 0,
    tableSeq: null,
    kind: "note",
    secret: i % 3 === 2,
    by: "gm",
    at: `2026-12-01T20:00:${String(i).padStart(2, "0")}.000Z`,
    text: `${text} ${i}`,
    byName: "SL",
  }));
  renumber(events);
  rechain(events);
  return events;
}

/** What the GM's app receives of it: the GM stream's views with `secret`, `prev` and `tablePrev`. */
const gmViews = (events: readonly EditableEvent[]) =>
  events.map(({ fullSeq, tableSeq, ...rest }) => ({ ...rest, seq: fullSeq }));

/** What a player's app receives: the table stream, renumbered, with the table stream's `prev`. */
const playerViews = (events: readonly EditableEvent[]) =>
  events
    .filter((event) => !event.secret)
    .map(({ fullSeq, tableSeq, secret, prev, tablePrev, ...rest }) => ({
      ...rest,
      seq: tableSeq!,
      prev: tablePrev,
    }));

describe("ChainWatch (issue #31)", () => {
  it("follows the log, the GM's app both streams; everybody's table head is the same, and it is kept", () => {
    const log = exportedLog(7);
    const gm = new ChainWatch("t1", "gm");
    for (const view of gmViews(log)) gm.observe(view);
    gm.ready();
    const player = new ChainWatch("t1", "player", sessionStorage);
    for (const view of playerViews(log)) player.observe(view);
    player.ready();
    expect(gm.state().problem).toBeNull();
    expect(player.state()).toMatchObject({ problem: null, gm: null, table: { seq: 5 } });
    expect(gm.state().table).toEqual(player.state().table);
    expect(gm.state().gm).toMatchObject({ seq: 7 });
    expect(JSON.parse(localStorage.getItem("spieltisch.table.t1.chain")!)).toEqual({
      gm: gm.state().gm,
      table: gm.state().table,
    });
    // The table screen in the GM's browser keeps the table stream's head beside the GM's.
    const screen = new ChainWatch("t1", "viewer");
    for (const view of playerViews(log)) screen.observe(view);
    screen.ready();
    expect(JSON.parse(localStorage.getItem("spieltisch.table.t1.chain")!)).toEqual({
      gm: gm.state().gm,
      table: gm.state().table,
    });
  });

  it("warns when the server's log was rewritten since, or cut short, and keeps the head it saw", () => {
    const log = exportedLog(6);
    const first = new ChainWatch("t1", "player");
    for (const view of playerViews(log)) first.observe(view);
    first.ready();
    const seen = first.state().table!;

    // The same table, the log rewritten from its second event on and chained anew.
    const rewritten = [...log.slice(0, 1), ...exportedLog(6, "Anders").slice(1)];
    renumber(rewritten);
    rechain(rewritten);
    const second = new ChainWatch("t1", "player");
    for (const view of playerViews(rewritten)) second.observe(view);
    second.ready();
    expect(second.state().problem).toEqual({
      kind: "rewritten",
      stream: "table",
      seq: seen.seq,
      seen: seen.hash,
    });
    const third = new ChainWatch("t1", "player");
    expect(JSON.parse(localStorage.getItem("spieltisch.table.t1.chain")!).table).toEqual(seen);

    for (const view of playerViews(log.slice(0, 3))) third.observe(view);
    third.ready();
    expect(third.state().problem).toEqual({ kind: "shorter", stream: "table", seq: seen.seq, last: 2 });
  });

  it("warns when an event's prev is not the hash of the one before it", () => {
    const log = exportedLog(4);
    log.splice(1, 1);
    renumber(log);
    const watch = new ChainWatch("t1", "gm");
    for (const view of gmViews(log)) watch.observe(view);
    expect(watch.state().problem).toMatchObject({ kind: "broken", seq: 2 });
  });

  it("after a gap asks for the missing events and follows on once they came", () => {
    const views = playerViews(exportedLog(9));
    const watch = new ChainWatch("t1", "player");
    for (const view of views.slice(0, 2)) watch.observe(view);
    watch.ready();
    // The socket skipped events 3 and 4: the watch waits and asks for what follows event 2.
    expect(watch.observe(views[4])).toBe(false);
    expect(watch.gapToFill()).toBe(2);
    expect(watch.gapToFill()).toBeNull(); // one fetch at a time
    for (const view of views.slice(2)) watch.observe(view);
    expect(watch.fillDone(true)).toBe(false);
    expect(watch.state()).toMatchObject({ table: { seq: 6 }, problem: null, interruptedAfter: null });
    expect(watch.gapToFill()).toBeNull();
  });

  it("a fetch that fails (offline) is asked again; one that brings nothing stops the check and says where", () => {
    const views = playerViews(exportedLog(9));
    const watch = new ChainWatch("t1", "player");
    for (const view of views.slice(0, 2)) watch.observe(view);
    watch.observe(views[4]);
    expect(watch.gapToFill()).toBe(2);
    expect(watch.fillDone(false)).toBe(false);
    expect(watch.gapToFill()).toBe(2);
    // The server answered without the missing events.
    expect(watch.fillDone(true)).toBe(true);
    expect(watch.state().interruptedAfter).toBe(2);
    expect(watch.state().table?.seq).toBe(2);
    expect(watch.observe(views[2])).toBe(false);
    expect(watch.gapToFill()).toBeNull();
  });

  it("the settings show the fingerprint to read aloud and the warning, in German", () => {
    const data = createLocalTable({ name: "Nebelrunde", system: "ews", modules: [], houseRules: {} });
    const session = new LocalSession({ ...data, config: { ...data.config, role: "player", local: false } });
    const hash = "3f9a12c488b01d2e".padEnd(64, "0");
    Object.assign(session, {
      chainState: () => ({
        table: { seq: 42, hash },
        gm: null,
        problem: { kind: "rewritten", stream: "table", seq: 40, seen: "ab".repeat(32) },
        interruptedAfter: null,
      }),
    });
    render(
      <I18nProvider>
        <ChainFingerprint session={session} />
      </I18nProvider>,
    );
    expect(screen.getByTestId("chain-head").textContent).toBe("3F9A·12C4·88B0·1D2E");
    expect(screen.getByText("nach Ereignis 42")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(
      `Ereignis 40 ist nicht mehr das, das diese App gesehen hat (Fingerabdruck damals: ${chainFingerprint("ab".repeat(32))})`,
    );
  });

  it("the settings say up to which event the chain is checked when events went missing", () => {
    const data = createLocalTable({ name: "Nebelrunde", system: "ews", modules: [], houseRules: {} });
    const session = new LocalSession({ ...data, config: { ...data.config, role: "player", local: false } });
    Object.assign(session, {
      chainState: () => ({
        table: { seq: 17, hash: "ab".repeat(32) },
        gm: null,
        problem: null,
        interruptedAfter: 17,
      }),
    });
    render(
      <I18nProvider>
        <ChainFingerprint session={session} />
      </I18nProvider>,
    );
    expect(screen.getByTestId("chain-interrupted").textContent).toBe(
      "Geprüft bis Ereignis 17: danach fehlen dieser App Ereignisse, die der Server nicht noch einmal geschickt hat. Öffne den Tisch neu, um die Kette weiter zu prüfen.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
