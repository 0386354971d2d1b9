import type { TableConfig } from "@spieltisch/protocol";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import TableShell from "../views/table-shell.js";
import { loadMembership, saveMembership } from "./memberships.js";
import { listMyTables } from "./my-tables.js";
import { CLOSE_UNAUTHORIZED, RemoteSession } from "./remote-session.js";

/** A WebSocket the test drives: it records every socket the session opens. */
class ScriptedSocket {
  static opened: ScriptedSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this);
  }
  close() {}
  /** The server sends a frame. */
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const config: TableConfig = {
  id: "t1",
  name: "Donnerstag",
  system: "ews",
  modules: [],
  houseRules: {},
  role: "player",
  local: false,
};

/** A secret request for c-mara as the server sends it to her: GM-stream number, `secret: true`. */
const secretRequest = {
  seq: 7,
  kind: "roll-request",
  by: "c-gm",
  at: "2026-12-01T20:00:00.000Z",
  secret: true,
  requestId: "r-secret",
  action: "check",
  options: { value: 12, target: 15 },
  label: "Falle bemerken",
  to: "c-mara",
  odds: { action: "check", options: { value: 12, target: 15 }, pSuccess: 0.25 },
};

beforeEach(() => {
  localStorage.clear();
  ScriptedSocket.opened = [];
  vi.stubGlobal("WebSocket", ScriptedSocket);
  // Characters and who-am-I: not what these tests are about.
  vi.spyOn(globalThis, "fetch").mockImplementation(
    async () => new Response(JSON.stringify({ characters: [] })),
  );
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the live socket of a shared table", () => {
  it("reconnects after an ordinary drop", () => {
    const session = new RemoteSession(config, "personal", localStorage, "c-mara");
    ScriptedSocket.opened[0]!.onclose?.({ code: 1006 });
    expect(session.liveState()).toBe("offline");
    vi.runOnlyPendingTimers();
    expect(ScriptedSocket.opened).toHaveLength(2);
    session.close();
  });

  it("stops for good after 4401 (access revoked) and says so", () => {
    const session = new RemoteSession(config, "personal", localStorage, "c-mara");
    const socket = ScriptedSocket.opened[0]!;
    socket.receive({ type: "error", status: 401, error: { code: "revoked", message: "revoked" } });
    socket.onclose?.({ code: CLOSE_UNAUTHORIZED });
    expect(session.liveState()).toBe("revoked");
    // However long the app stays open: no new socket.
    vi.runAllTimers();
    vi.advanceTimersByTime(60_000);
    expect(ScriptedSocket.opened).toHaveLength(1);
    session.close();
  });

  it("keeps a secret event addressed to this player outside the numbered log", () => {
    const session = new RemoteSession(config, "personal", localStorage, "c-mara");
    const socket = ScriptedSocket.opened[0]!;
    socket.receive({ type: "addressed", event: secretRequest });
    // Sent again on the next connect: kept once.
    socket.receive({ type: "addressed", event: secretRequest });
    expect(session.addressedToMe().map((e) => e.seq)).toEqual([7]);
    expect(session.events()).toEqual([]);
    // The table stream goes on at its own numbers, untouched by the GM-stream number 7.
    socket.receive({
      seq: 1,
      kind: "note",
      by: "c-gm",
      at: "2026-12-01T20:01:00.000Z",
      text: "Hallo",
      byName: "Ulla",
    });
    expect(session.events().map((e) => e.seq)).toEqual([1]);
    session.close();
  });

  it("follows a rename of the table and keeps the new name for „Meine Tische“", () => {
    saveMembership({ config, token: "personal", credentialId: "c-mara" });
    const session = new RemoteSession(config, "personal", localStorage, "c-mara");
    ScriptedSocket.opened[0]!.receive({
      seq: 1,
      kind: "table-renamed",
      by: "c-gm",
      at: "2026-12-01T20:01:00.000Z",
      name: "Die Nebelinseln",
    });
    expect(session.config.name).toBe("Die Nebelinseln");
    expect(listMyTables().map((t) => t.name)).toEqual(["Die Nebelinseln"]);
    session.close();
  });

  it("plays by the options the GM changed, and keeps them with the membership", () => {
    saveMembership({ config, token: "personal", credentialId: "c-mara" });
    const session = new RemoteSession(config, "personal", localStorage, "c-mara");
    ScriptedSocket.opened[0]!.receive({
      seq: 1,
      kind: "table-options-changed",
      by: "c-gm",
      at: "2026-12-01T20:01:00.000Z",
      change: { playersEditOwnCondition: true },
      options: { attributeMalus: true, playersEditOwnCondition: true },
    });
    expect(session.config.houseRules).toEqual({ attributeMalus: true, playersEditOwnCondition: true });
    expect(loadMembership(config.id)?.config.houseRules).toEqual({
      attributeMalus: true,
      playersEditOwnCondition: true,
    });
    session.close();
  });
});

describe("a revoked member's table", () => {
  it("shows in German that access was revoked, with the ways to „Meine Tische“", async () => {
    saveMembership({ config, token: "personal", credentialId: "c-mara" });
    render(
      <I18nProvider lang="de">
        <TableShell id="t1" view="log" query={new URLSearchParams()} />
      </I18nProvider>,
    );
    ScriptedSocket.opened[0]!.onclose?.({ code: CLOSE_UNAUTHORIZED });
    const notice = await vi.waitFor(() => screen.getByTestId("revoked"));
    expect(notice.getAttribute("role")).toBe("alert");
    expect(notice.querySelector("h2")?.textContent).toBe("Dein Zugang zu diesem Tisch wurde entzogen");
    expect(screen.getByRole("link", { name: "Zu „Meine Tische“" }).getAttribute("href")).toBe("#/");
    expect(screen.getByText("zugang entzogen", { exact: false })).toBeTruthy();
    screen.getByRole("button", { name: "Aus „Meine Tische“ entfernen" }).click();
    expect(listMyTables()).toEqual([]);
    expect(location.hash).toBe("#/");
    vi.runAllTimers();
    expect(ScriptedSocket.opened).toHaveLength(1);
  });

  it("says it in English too", async () => {
    saveMembership({ config, token: "personal", credentialId: "c-mara" });
    render(
      <I18nProvider lang="en">
        <TableShell id="t1" view="log" query={new URLSearchParams()} />
      </I18nProvider>,
    );
    ScriptedSocket.opened[0]!.onclose?.({ code: CLOSE_UNAUTHORIZED });
    const notice = await vi.waitFor(() => screen.getByTestId("revoked"));
    expect(notice.querySelector("h2")?.textContent).toBe("Your access to this table was revoked");
    expect(screen.getByRole("button", { name: "Remove from “My tables”" })).toBeTruthy();
  });
});
