import { tableOptionsSchema } from "@spieltisch/protocol";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession, listLocalTables, loadLocalTable } from "../session/local-session.js";
import { loadMyTablesStore } from "../session/my-tables-store.js";
import { StartView } from "./start-view.js";

beforeEach(async () => {
  localStorage.clear();
  location.hash = "";
  // As the app has it before the start page shows where tables are kept (see my-tables-store.test.tsx).
  await loadMyTablesStore();
});
afterEach(cleanup);

const exportedTable = async () => {
  const session = new LocalSession(
    createLocalTable({ name: "Küchentisch", system: "ews", modules: [], houseRules: {} }),
  );
  await session.note("Hallo");
  await session.combat({ command: "start", participants: [{ name: "Ork", tp: 3 }] });
  return JSON.parse(await session.exportJson());
};

/** What localStorage holds of local tables (drafts of the start form come and go). */
const localTables = () =>
  Object.fromEntries(
    Object.entries({ ...localStorage }).filter(([key]) => key.startsWith("spieltisch.local-table")),
  );

/** The start page as the app shows it (it waits for the local tables' module where one is kept). */
const importFile = async (lang: "de" | "en", content: string) => {
  await act(async () => {
    render(
      <I18nProvider lang={lang}>
        <Suspense fallback={<p>Lädt</p>}>
          <StartView />
        </Suspense>
      </I18nProvider>,
    );
  });
  const input = await screen.findByLabelText(
    lang === "de" ? "Lokalen Tisch aus einer Exportdatei laden" : "Load a local table from an export file",
  );
  fireEvent.change(input, { target: { files: [new File([content], "tisch.json")] } });
};

describe("importing a local table", () => {
  it("names the bad field of a broken file in German, keeps what is stored and opens nothing", async () => {
    const file = await exportedTable();
    file.events[1].command.participants[0].tp = "drei";
    const stored = localTables();
    await importFile("de", JSON.stringify(file));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "tisch.json ist kein gültiger lokaler Tisch – Feld events.1.command.participants.0.tp: erwartet eine Zahl. Es wurde nichts gespeichert.",
    );
    expect(localTables()).toEqual(stored);
    expect(location.hash).toBe("");
  });

  it("says it in English too, also for text that is not JSON", async () => {
    await importFile("en", "{ nope");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "tisch.json is not a valid local table – field $: the file is not JSON. Nothing was stored.",
    );
  });

  it("opens a good file as a new local table next to the one kept here", async () => {
    const file = await exportedTable();
    await importFile("de", JSON.stringify(file));
    await expect.poll(() => location.hash).toMatch(/^#\/table\/local-[a-z0-9]+\/dice$/);
    expect(listLocalTables().map((t) => t.config.name)).toEqual(["Küchentisch", "Küchentisch"]);
  });
});

describe("start view", () => {
  it("creates a table with its house rules in the one option shape", async () => {
    render(
      <I18nProvider lang="de">
        <StartView />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByLabelText("Mehr Δ als das Budget erlauben (Warnung statt Fehler)"));
    fireEvent.click(screen.getByLabelText("Fertigkeiten mit Minus erlauben (Warnung statt Fehler)"));
    fireEvent.click(screen.getByLabelText("Minus-Eigenschaften geben Mali auf Fertigkeiten"));
    fireEvent.click(screen.getByLabelText("Fertigkeiten mit Minus erlauben (Warnung statt Fehler)"));
    fireEvent.click(screen.getByRole("button", { name: "Allein spielen (nur in diesem Browser)" }));
    // The local session loads on this click; the table opens once it is created.
    await expect.poll(() => location.hash).toBe("#/table/local/dice");
    const options = loadLocalTable()?.config.houseRules;
    expect(options).toEqual({ houseRules: ["ews.over-budget"], attributeMalus: true });
    expect(tableOptionsSchema.parse(options)).toEqual(options);
  });
});
