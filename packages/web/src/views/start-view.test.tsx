import { tableOptionOffers, tableOptionsSchema } from "@spieltisch/protocol";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { keyLikeTokens } from "../lib/visible-text-test-support.js";
import { createLocalTable, LocalSession, listLocalTables, loadLocalTable } from "../session/local-session.js";
import { loadMyTablesStore } from "../session/my-tables-store.js";
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
});

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

describe("the table options of the chosen system", () => {
  const showStart = (lang: "de" | "en" = "de") =>
    render(
      <I18nProvider lang={lang}>
        <StartView />
      </I18nProvider>,
    );
  const choose = (system: string) =>
    fireEvent.change(screen.getByLabelText("Regelsystem"), { target: { value: system } });
  const group = (name: string) => screen.getByRole("group", { name });

  it("offers Kampfwürfel's heavy hits off, with the text's words, and creates the table with them on", async () => {
    showStart();
    // A switch of EWS, set before another system was chosen, is not sent with it.
    fireEvent.click(screen.getByLabelText("Minus-Eigenschaften geben Mali auf Fertigkeiten"));
    choose("kampfwuerfel");
    const heavy = within(group("Optionale Regeln")).getByLabelText(
      "Besonders schwere Treffer",
    ) as HTMLInputElement;
    expect(heavy.checked).toBe(false);
    expect(document.getElementById(heavy.getAttribute("aria-describedby")!)?.textContent).toContain(
      "Z. 51–55: „OPTIONAL: Auswirkungen von besonders schweren Treffern“",
    );
    const rounding = within(group("Hausregeln")).getByLabelText("Gesamtschutz runden") as HTMLSelectElement;
    expect(rounding.selectedOptions[0]?.textContent).toBe("Abrunden");
    expect(screen.queryByLabelText("Minus-Eigenschaften geben Mali auf Fertigkeiten")).toBeNull();
    expect(within(group("Am Tisch")).getByLabelText("Nach dem Wurf ist der Nächste dran")).toHaveProperty(
      "checked",
      true,
    );
    fireEvent.click(heavy);
    fireEvent.change(rounding, { target: { value: "up" } });
    fireEvent.click(screen.getByRole("button", { name: "Allein spielen (nur in diesem Browser)" }));
    await expect.poll(() => location.hash).toBe("#/table/local/dice");
    expect(loadLocalTable()?.config).toMatchObject({
      system: "kampfwuerfel",
      houseRules: { kampfwuerfelHeavyHits: true, kampfwuerfelArmorRounding: "up" },
    });
    expect(Object.keys(loadLocalTable()!.config.houseRules)).toHaveLength(2);
  });

  it("sends a shared table's options to the server in the one shape", async () => {
    const fetched = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ id: "t1", gmToken: "g", playerToken: "p", viewerToken: "v" }), {
        status: 201,
      }),
    );
    showStart();
    choose("kampfwuerfel");
    fireEvent.click(screen.getByLabelText("Besonders schwere Treffer"));
    fireEvent.click(screen.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }));
    await screen.findByRole("heading", { name: "Einladungslinks" });
    const body = JSON.parse(String(fetched.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({ system: "kampfwuerfel", houseRules: { kampfwuerfelHeavyHits: true } });
    expect(tableOptionsSchema.parse(body.houseRules)).toEqual({ kampfwuerfelHeavyHits: true });
  });

  it("takes numbers within the schema's bounds and says so otherwise", () => {
    showStart();
    choose("faar");
    const points = screen.getByLabelText("Punkte für Attribute bei der Erschaffung") as HTMLInputElement;
    expect(points.value).toBe("45");
    fireEvent.change(points, { target: { value: "50" } });
    fireEvent.change(points, { target: { value: "200" } });
    expect(points.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Eine ganze Zahl von 6 bis 120.")).toBeTruthy();
    const draft = JSON.parse(localStorage.getItem("spieltisch.draft.new-table.v2")!);
    expect(draft.options).toEqual({ faarAttributePoints: 50 });
    const divisor = screen.getByLabelText(
      "Verteidigungswert: KO + GE + IT geteilt durch",
    ) as HTMLSelectElement;
    fireEvent.change(divisor, { target: { value: "2" } });
    expect(JSON.parse(localStorage.getItem("spieltisch.draft.new-table.v2")!).options).toEqual({
      faarAttributePoints: 50,
      faarDefenseDivisor: 2,
    });
  });

  it("shows the Urfassung's exhaustion on, as the engine plays it, and FoKa's healing only with FoKa", () => {
    showStart();
    expect(screen.queryByLabelText("TP, bis eine Wunde nicht mehr behindert")).toBeNull();
    fireEvent.click(screen.getByLabelText("FoKa (Fokus: Kampf – Trefferpunkte, Nah- und Fernkampf)"));
    expect((screen.getByLabelText("TP, bis eine Wunde nicht mehr behindert") as HTMLInputElement).value).toBe(
      "4",
    );
    choose("ews-urfassung");
    expect(screen.getByLabelText("Erschöpfung im Kampf")).toHaveProperty("checked", true);
  });

  it("shows only the chosen system's options: no EWS Δ-budget house rule at an Urfassung table (issue #29)", async () => {
    const { container } = showStart();
    fireEvent.click(screen.getByLabelText("Mehr Δ als das Budget erlauben (Warnung statt Fehler)"));
    choose("ews-urfassung");
    const form = container.querySelector("section[aria-labelledby=new-table]")!;
    expect(form.textContent).not.toContain("Δ");
    expect(screen.queryByLabelText(/Budget erlauben/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Allein spielen (nur in diesem Browser)" }));
    await expect.poll(() => location.hash).toBe("#/table/local/dice");
    expect(loadLocalTable()?.config.houseRules.houseRules).toBeUndefined();
  });

  it("folds EWS's house rules away; they open once one of them is changed", () => {
    const { container } = showStart();
    const fold = container.querySelector<HTMLDetailsElement>("details[data-group=house]")!;
    expect(fold.open).toBe(false);
    expect(fold.querySelector("summary")?.textContent).toBe("Hausregeln0 von 12 geändert");
    fireEvent.click(screen.getByLabelText("Mehr Δ als das Budget erlauben (Warnung statt Fehler)"));
    expect(fold.querySelector("summary")?.textContent).toBe("Hausregeln1 von 12 geändert");
    expect(fold.open).toBe(true);
    // Kampfwürfel's two house rules stay in plain sight.
    choose("kampfwuerfel");
    expect(container.querySelector("details")).toBeNull();
    expect(group("Hausregeln")).toBeTruthy();
  });

  it.each(["de", "en"] as const)("names every option of every system in words, never by key (%s)", (lang) => {
    const { container } = showStart(lang);
    const select = container.querySelector("select")!;
    for (const system of [...select.options].map((o) => o.value)) {
      fireEvent.change(select, { target: { value: system } });
      // Options shown exactly where the system offers some (a system may offer none).
      expect(container.querySelectorAll(".table-option").length > 0, system).toBe(
        tableOptionOffers(system, []).length > 0,
      );
      expect(keyLikeTokens(container.querySelector("section[aria-labelledby=new-table]")!, system)).toEqual(
        [],
      );
    }
  });
});
