import type { Membership } from "@spieltisch/protocol";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { StartView } from "../views/start-view.js";
import { createLocalTable } from "./local-session.js";
import { saveMembership } from "./memberships.js";
import { saveInviteLinks } from "./my-tables.js";
import { loadMyTablesStore, mayHaveLocalTables, mayHaveTables } from "./my-tables-store.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const membership: Membership = {
  token: "personal",
  credentialId: "c1",
  invite: "p-tok",
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

/** The start page as the app shows it, waited for (it suspends while the store loads). */
const showStartPage = () =>
  act(async () => {
    render(
      <I18nProvider lang="de">
        <Suspense fallback={<p>Lädt</p>}>
          <StartView />
        </Suspense>
      </I18nProvider>,
    );
  });

describe("my tables store: whether the start page has something to list", () => {
  it("a first visit (drafts, language, a name) has nothing", () => {
    localStorage.setItem("spieltisch.lang", "de");
    localStorage.setItem("spieltisch.name", '"Ayla"');
    localStorage.setItem("spieltisch.draft.new-table.v2", "{}");
    localStorage.setItem("spieltisch.start.created", "null");
    localStorage.setItem("spieltisch.table.t9.characters", "[]");
    expect(mayHaveTables()).toBe(false);
  });

  it("a joined table, a local table, an imported one and a created table's links each count", () => {
    saveMembership(membership);
    expect(mayHaveTables()).toBe(true);
    localStorage.clear();
    createLocalTable({ name: "Küche", system: "ews", modules: [], houseRules: {} });
    expect(mayHaveTables()).toBe(true);
    localStorage.clear();
    localStorage.setItem("spieltisch.local-table.local-abc", "{}");
    expect(mayHaveTables()).toBe(true);
    localStorage.clear();
    saveInviteLinks("t9", [{ role: "gm", link: "x" }]);
    expect(mayHaveTables()).toBe(true);
  });

  // This file loads the store only through the view: the page waits for it (no list pushing the
  // form down after the first paint), then shows the list and the form together.
  it("the start page shows the list with its first content where a table is kept", async () => {
    saveMembership(membership);
    await showStartPage();
    expect(screen.getByTestId("my-tables").textContent).toContain("Donnerstag");
    expect(screen.getByRole("heading", { name: "Neuer Tisch" })).toBeTruthy();
    expect(screen.getByLabelText("Name des Tisches")).toBeTruthy();
  });

  it("loads the local tables' module only where a table is played alone here, and lists them then", async () => {
    saveMembership(membership);
    expect(mayHaveLocalTables()).toBe(false);
    const plain = await loadMyTablesStore();
    expect(plain.withLocal).toBe(false);
    expect(plain.listMyTables().map((t) => t.name)).toEqual(["Donnerstag"]);
    createLocalTable({ name: "Küche", system: "ews", modules: [], houseRules: {} });
    expect(mayHaveLocalTables()).toBe(true);
    const withLocal = await loadMyTablesStore();
    expect(withLocal.withLocal).toBe(true);
    expect(withLocal.listMyTables().map((t) => [t.name, t.local])).toEqual([
      ["Donnerstag", false],
      ["Küche", true],
    ]);
  });

  it("a table started alone after the list was loaded is on the start page when it is shown again", async () => {
    saveMembership(membership);
    await loadMyTablesStore();
    createLocalTable({ name: "Küche", system: "ews", modules: [], houseRules: {} });
    await showStartPage();
    const list = screen.getByTestId("my-tables").textContent ?? "";
    expect(list).toContain("Donnerstag");
    expect(list).toContain("Küche");
  });
});
