import type { Membership } from "@spieltisch/protocol";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { loadMembership, saveMembership } from "../session/memberships.js";
import { loadScreenCredential, saveScreenCredential } from "../session/screen-credential.js";
import ScreenView from "./screen-view.js";

/**
 * The table screen's route: its link joins once as a viewer and keeps that credential apart; it
 * never takes a GM's or a player's — not from a link, not from this browser's membership.
 */

/** The live sockets the page opened, by URL: which token the screen reads the table with. */
const sockets: string[] = [];
/** The socket opened last, to close it as the server does. */
let lastSocket: RecordingSocket | null = null;
class RecordingSocket {
  onopen = null;
  onmessage = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(url: string) {
    sockets.push(url);
    lastSocket = this;
  }
  close() {}
}

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly token: string | undefined;
  readonly body: unknown;
}

/** Who each token is at table t1: the viewer invite, the screen's own member token, the GM's. */
const ROLES: Record<string, { role: "gm" | "viewer"; credentialId: string }> = {
  "inv-viewer": { role: "viewer", credentialId: "inv-viewer" },
  "m-screen": { role: "viewer", credentialId: "m-screen" },
  "tok-gm": { role: "gm", credentialId: "c-mara" },
};

/** A fake server for table t1: the table's info per token, joining, an empty table. */
function fakeServer() {
  const requests: Recorded[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const token = headers.get("authorization")?.replace(/^Bearer /, "");
      const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
      requests.push({ method: init.method ?? "GET", path, token, body });
      const who = token === undefined ? undefined : ROLES[token];
      if (!who) return json(401, { error: { code: "unauthorized", message: "Unknown token" } });
      if (path === "/api/tables/t1") {
        return json(200, {
          id: "t1",
          name: "Nebelrunde",
          system: "ews",
          modules: ["foka"],
          houseRules: {},
          you: { ...who, name: null },
          stream: who.role === "gm" ? "gm" : "table",
          lastSeq: 0,
          seeds: [],
        });
      }
      if (path === "/api/tables/t1/join") {
        if (token !== "inv-viewer")
          return json(400, { error: { code: "already-member", message: "Join with an invite token" } });
        return json(201, { credentialId: "m-screen", token: "m-screen", role: "viewer", name: body.name });
      }
      if (path === "/api/tables/t1/characters") return json(200, { characters: [] });
      return json(404, { error: { code: "not-found", message: path } });
    }),
  );
  return requests;
}

const GM: Membership = {
  token: "tok-gm",
  credentialId: "c-mara",
  config: {
    id: "t1",
    name: "Nebelrunde",
    system: "ews",
    modules: ["foka"],
    houseRules: {},
    role: "gm",
    local: false,
  },
};

const show = (query: string) =>
  render(
    <I18nProvider lang="de">
      <ScreenView id="t1" query={new URLSearchParams(query)} />
    </I18nProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  sockets.length = 0;
  location.hash = "";
  vi.stubGlobal("WebSocket", RecordingSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the table screen's link", () => {
  it("joins once as a viewer under the screen's name, apart from the GM's membership, and drops the token", async () => {
    const requests = fakeServer();
    saveMembership(GM);
    show("token=inv-viewer");
    await screen.findByTestId("table-screen");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Nebelrunde");
    // The table read with the link's token first, then one join, named as the screen.
    const joins = requests.filter((r) => r.path === "/api/tables/t1/join");
    expect(joins).toEqual([
      { method: "POST", path: "/api/tables/t1/join", token: "inv-viewer", body: { name: "Tischbildschirm" } },
    ]);
    expect(requests[0]).toMatchObject({ method: "GET", path: "/api/tables/t1", token: "inv-viewer" });
    expect(loadScreenCredential("t1")).toMatchObject({
      token: "m-screen",
      credentialId: "m-screen",
      invite: "inv-viewer",
      config: { role: "viewer", name: "Nebelrunde" },
    });
    // The GM's membership in this browser is as it was; the screen reads with its own token only.
    expect(loadMembership("t1")).toEqual(GM);
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]).toContain("token=m-screen");
    expect(requests.every((r) => r.token !== "tok-gm")).toBe(true);
    expect(location.hash).toBe("#/screen/t1");
  });

  it("refuses a GM's link before anything is created", async () => {
    const requests = fakeServer();
    show("token=tok-gm");
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /^Dieser Link lädt nicht als Zuschauer:in ein\./,
    );
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /api/tables/t1"]);
    expect(loadScreenCredential("t1")).toBeNull();
    expect(sockets).toHaveLength(0);
  });

  it("says so for a link the server does not know", async () => {
    fakeServer();
    show("token=revoked");
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Dieser Link gilt nicht \(mehr\)\./);
  });
});

describe("the table screen without its link", () => {
  it("never opens with the GM's membership: it asks for its link", async () => {
    const requests = fakeServer();
    saveMembership(GM);
    show("");
    expect(screen.getByRole("alert").textContent).toMatch(/^Dieser Bildschirm braucht seinen Link/);
    expect(requests).toHaveLength(0);
    expect(sockets).toHaveLength(0);
  });

  it("opens with the credential it joined with before", async () => {
    const requests = fakeServer();
    saveMembership(GM);
    saveScreenCredential({
      ...GM,
      token: "m-screen",
      credentialId: "m-screen",
      config: { ...GM.config, role: "viewer" },
    });
    show("");
    await screen.findByTestId("table-screen");
    expect(sockets).toEqual([expect.stringContaining("token=m-screen")]);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests.every((r) => r.token === "m-screen")).toBe(true);
    expect(requests.some((r) => r.path.endsWith("/join"))).toBe(false);
  });

  it("once the GM revokes it, says so and forgets the dead credential: the link joins anew", async () => {
    fakeServer();
    saveScreenCredential({
      ...GM,
      token: "m-screen",
      credentialId: "m-screen",
      config: { ...GM.config, role: "viewer" },
    });
    show("");
    await screen.findByTestId("table-screen");
    // The server closes a revoked member's socket with 4401.
    act(() => lastSocket?.onclose?.({ code: 4401 }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Die Spielleitung hat diesem Bildschirm den Zugang entzogen. Er zeigt nichts Neues mehr.",
    );
    expect(loadScreenCredential("t1")).toBeNull();
  });
});
