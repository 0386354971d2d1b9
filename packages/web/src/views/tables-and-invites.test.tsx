import type { Membership } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { saveMembership } from "../session/memberships.js";
import { loadMyTablesStore } from "../session/my-tables-store.js";
import { JoinView } from "./join-view.js";
import { StartView } from "./start-view.js";

beforeEach(async () => {
  localStorage.clear();
  location.hash = "";
  // As the app has it before the start page shows where tables are kept (see my-tables-store.test.tsx).
  await loadMyTablesStore();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const created = { id: "t9", gmToken: "g-tok", playerToken: "p-tok", viewerToken: "v-tok" };

const start = () =>
  render(
    <I18nProvider lang="de">
      <StartView />
    </I18nProvider>,
  );

const membership: Membership = {
  token: "personal",
  credentialId: "c1",
  invite: "p-tok",
  lastActivity: "2026-12-01T20:00:00.000Z",
  config: {
    id: "t9",
    name: "Donnerstag",
    system: "ews",
    modules: [],
    houseRules: {},
    role: "player",
    local: false,
  },
};

describe("start page: invite links", () => {
  it("keeps a new table's invite links after leaving the page and coming back", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () => new Response(JSON.stringify(created), { status: 201 }),
    );
    start();
    fireEvent.click(screen.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }));
    const link = (await screen.findByLabelText("Spieler:in")) as HTMLInputElement;
    expect(link.value).toMatch(/#\/join\/t9\?token=p-tok&system=ews$/);
    cleanup();
    start();
    expect((screen.getByLabelText("Spieler:in") as HTMLInputElement).value).toBe(link.value);
  });

  it("„Kopieren“ says it copied, or how to copy by hand when the browser refuses", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () => new Response(JSON.stringify(created), { status: 201 }),
    );
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    start();
    fireEvent.click(screen.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }));
    const copy = await screen.findByRole("button", { name: "Spieler:in-Link kopieren" });
    fireEvent.click(copy);
    const status = within(copy.parentElement!).getByRole("status");
    await vi.waitFor(() => expect(status.textContent).toBe("✓ Kopiert"));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("token=p-tok"));
    fireEvent.click(copy);
    await vi.waitFor(() =>
      expect(status.textContent).toBe(
        "Kopieren ging nicht – bitte den Link im Feld markieren und selbst kopieren.",
      ),
    );
  });

  it("a server that cannot be reached is said in words, not as an exception", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    start();
    fireEvent.click(screen.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Keine Verbindung zum Server. Es wurde nichts gespeichert – bitte gleich noch einmal.",
    );
  });
});

describe("start page: my tables", () => {
  it("lists the tables this browser sits at with system and role, opens one with one tap, forgets one", () => {
    saveMembership(membership);
    start();
    const list = screen.getByTestId("my-tables");
    expect(list.textContent).toContain("Donnerstag");
    expect(list.textContent).toContain("Ein-Würfel-System");
    expect(list.textContent).toContain("Spieler:in");
    fireEvent.click(screen.getByRole("button", { name: "Donnerstag öffnen" }));
    expect(location.hash).toBe("#/table/t9/dice");
    fireEvent.click(screen.getByRole("button", { name: "Donnerstag in diesem Browser vergessen" }));
    expect(screen.getByTestId("my-tables").textContent).not.toContain("Donnerstag");
    expect(localStorage.getItem("spieltisch.table.t9")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Rückgängig" }));
    expect(screen.getByTestId("my-tables").textContent).toContain("Donnerstag");
  });
});

describe("the GM of a table created here (issue #29)", () => {
  it("gives their name on the start page once: „Als Spielleitung öffnen“ joins under it", async () => {
    const tableInfo = {
      id: "t9",
      name: "Neuer Tisch",
      system: "ews",
      modules: [],
      houseRules: {},
      you: { credentialId: "c-gm", role: "gm", name: "Mara" },
      stream: "gm",
      lastSeq: 1,
      seeds: [],
    };
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      if (url.endsWith("/api/tables")) return new Response(JSON.stringify(created), { status: 201 });
      if (url.endsWith("/join"))
        return new Response(
          JSON.stringify({ credentialId: "c-gm", token: "gm-personal", role: "gm", name: "Mara" }),
          { status: 201 },
        );
      return new Response(JSON.stringify(tableInfo), { status: 200 });
    });
    start();
    fireEvent.change(screen.getByLabelText("Dein Name als Spielleitung"), { target: { value: "Mara" } });
    fireEvent.click(screen.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }));
    const gmLink = (await screen.findByLabelText("Spielleitung")) as HTMLInputElement;
    cleanup();
    const query = new URLSearchParams(gmLink.value.split("?")[1]);
    render(
      <I18nProvider lang="de">
        <JoinView id="t9" query={query} />
      </I18nProvider>,
    );
    expect(screen.queryByLabelText("Dein Name am Tisch")).toBeNull();
    await vi.waitFor(() => expect(location.hash).toBe("#/table/t9/dice"));
    expect(bodies).toContainEqual(expect.objectContaining({ name: "Mara" }));
  });
});

describe("the GM of a table created here without a name", () => {
  it("is asked for it on the GM link, and typing it joins only on „Beitreten“", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () => new Response(JSON.stringify(created), { status: 201 }),
    );
    start();
    fireEvent.click(screen.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }));
    const gmLink = (await screen.findByLabelText("Spielleitung")) as HTMLInputElement;
    cleanup();
    render(
      <I18nProvider lang="de">
        <JoinView id="t9" query={new URLSearchParams(gmLink.value.split("?")[1])} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText("Dein Name am Tisch"), { target: { value: "Mara" } });
    expect(screen.getByRole("button", { name: "Beitreten" })).toBeTruthy();
    expect(location.hash).toBe("");
  });
});

describe("invite link opened again", () => {
  it("the link this browser joined with opens the table without asking for the name", async () => {
    saveMembership(membership);
    const fetch = vi.spyOn(globalThis, "fetch");
    render(
      <I18nProvider lang="de">
        <JoinView id="t9" query={new URLSearchParams("token=p-tok&system=ews")} />
      </I18nProvider>,
    );
    await vi.waitFor(() => expect(location.hash).toBe("#/table/t9/dice"));
    expect(screen.queryByLabelText("Dein Name am Tisch")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("another link to a table this browser sits at offers to open it (or join as someone else)", () => {
    saveMembership(membership);
    render(
      <I18nProvider lang="de">
        <JoinView id="t9" query={new URLSearchParams("token=v-tok&system=ews")} />
      </I18nProvider>,
    );
    expect(screen.getByText("Du sitzt schon an diesem Tisch (Spieler:in).")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Tisch öffnen" }));
    expect(location.hash).toBe("#/table/t9/dice");
  });
});
