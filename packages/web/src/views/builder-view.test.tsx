import { getSystem } from "@spieltisch/engine";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IssueList } from "../components/issue-list.js";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import BuilderView from "./builder-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const renderBuilder = (system = "ews") => {
  const session = new LocalSession(createLocalTable({ name: "T", system, modules: [], houseRules: {} }));
  const view = render(
    <I18nProvider lang="de">
      <BuilderView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  return { session, view };
};

describe("character builder", () => {
  it("keeps every keystroke in a draft that survives a reload", () => {
    const { view } = renderBuilder();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Lazaro" } });
    fireEvent.click(screen.getByRole("button", { name: "+ Eigenschaft" }));
    fireEvent.change(screen.getByLabelText("Name in Zeile 1"), { target: { value: "Gewandt" } });
    view.unmount();
    renderBuilder();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Lazaro");
    expect((screen.getByLabelText("Name in Zeile 1") as HTMLInputElement).value).toBe("Gewandt");
  });

  it("shows live cost and WS once the system has character rules, else says it does not check yet", () => {
    renderBuilder();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Lazaro" } });
    fireEvent.click(screen.getByRole("button", { name: "+ Eigenschaft" }));
    fireEvent.change(screen.getByLabelText("Name in Zeile 1"), { target: { value: "Gewandt" } });
    if (getSystem("ews").characters) {
      // Gewandt + costs 1 Δ of the 7 Δ of an angehender Held; no Wundschwelle-Eigenschaft: WS 4.
      expect(screen.getByTestId("cost").textContent).toBe("1 Δ von 7 Δ");
      expect(screen.getByTestId("wound-threshold").textContent).toBe("WS 4");
    } else {
      expect(screen.getByText(/prüft Spieltisch Charaktere noch nicht/)).toBeTruthy();
    }
  });

  it("starts a new Urfassung character with the Urfassung's body, not EWS 2's", () => {
    const { session } = renderBuilder("ews-urfassung");
    const draft = JSON.parse(localStorage.getItem(`spieltisch.draft.${session.config.id}.character`) ?? "{}")
      .character as Record<string, unknown>;
    expect(draft).toMatchObject({ system: "ews-urfassung", pool: expect.any(Number), skills: [] });
    for (const ews of ["powerLevel", "professions", "traits", "woundAttribute"])
      expect(draft).not.toHaveProperty(ews);
    // It is a valid Urfassung file at once: the builder reports its GeP and no broken field.
    expect(screen.getByTestId("cost").textContent).toMatch(/von 100 GeP/);
  });

  it("#18 bug 5: „+ Eigenschaft“ shows no schema message and the Δ summary stays", () => {
    renderBuilder();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Lazaro" } });
    fireEvent.click(screen.getByRole("button", { name: "+ Eigenschaft" }));
    expect(screen.queryByText(/Too small|expected string|attributes\.0/)).toBeNull();
    expect(screen.getByTestId("cost").textContent).toBe("0 Δ von 7 Δ");
    const row = screen.getByLabelText("Name in Zeile 1").closest(".entry") as HTMLElement;
    expect(row.textContent).toContain("Diese Zeile hat noch keinen Namen");
    // Once named, the row counts: + costs 1 Δ.
    fireEvent.change(screen.getByLabelText("Name in Zeile 1"), { target: { value: "Gewandt" } });
    expect(screen.getByTestId("cost").textContent).toBe("1 Δ von 7 Δ");
    expect(row.textContent).not.toContain("Diese Zeile hat noch keinen Namen");
  });

  it("#18 bug 6: an empty, nameless character is not „Regelgerecht.“", () => {
    renderBuilder();
    expect(screen.queryByText("Regelgerecht.")).toBeNull();
    expect(screen.getByTestId("verdict").textContent).toBe("Noch nicht regelgerecht – siehe Hinweise.");
    expect(screen.getAllByText(/Der Charakter braucht noch einen Namen/).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Lazaro" } });
    expect(screen.queryByText(/Der Charakter braucht noch einen Namen/)).toBeNull();
  });

  it("a new local table of another system starts a fresh draft, not the old system's file", () => {
    const { view } = renderBuilder("ews");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Lazaro" } });
    view.unmount();
    renderBuilder("faar");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect(screen.getByLabelText("Stärke (ST)")).toBeTruthy();
    expect(screen.queryByLabelText(/JSON/)).toBeNull();
  });

  it("saves to the table with a version", async () => {
    const { session } = renderBuilder();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Lazaro" } });
    fireEvent.click(screen.getByRole("button", { name: "Am Tisch speichern" }));
    expect(await screen.findByText("Lazaro gespeichert (Version 1).")).toBeTruthy();
    expect(session.characters()[0]?.character.name).toBe("Lazaro");
  });

  it("confirms a save next to the button, naming whom, until a new character is started (issue #29)", async () => {
    renderBuilder();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Lazaro" } });
    const save = screen.getByRole("button", { name: "Am Tisch speichern" });
    fireEvent.click(save);
    const status = await screen.findByText("Lazaro gespeichert (Version 1).");
    expect(status.getAttribute("role")).toBe("status");
    // Beside the buttons, in the same card: where the eyes are after the tap.
    expect(status.closest("section")).toBe(save.closest("section"));
    expect(status.className).not.toContain("muted");
    fireEvent.click(screen.getByRole("button", { name: "Neuer Charakter" }));
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("issue list", () => {
  it("says error or note in words, renders params, marks house rules", () => {
    render(
      <I18nProvider lang="de">
        <IssueList
          issues={[
            { code: "unknown-code", path: [], severity: "error" },
            { code: "ews.over-budget", path: ["budget"], severity: "warning", params: { houseRule: true } },
          ]}
        />
      </I18nProvider>,
    );
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items[0]).toBe("Fehler: unknown-code");
    expect(items[1]).toContain("Hinweis:");
    expect(items[1]).toContain("(per Hausregel erlaubt)");
    expect(items[1]).toContain("Regel: Die Machtstufe gibt das Δ-Budget vor.");
  });
});

describe("another player's character (#29 item 2)", () => {
  const LAZARO = {
    format: "spieltisch/character@1",
    system: "ews",
    name: "Lazaro",
    powerLevel: "angehender-held",
    attributes: [{ name: "Gewandt", level: "+" }],
    skills: [],
    professions: [],
    traits: [],
    woundAttribute: null,
  };
  const shared = (role: "gm" | "player", mine: boolean) => {
    const data = createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} });
    const session = new LocalSession({ ...data, config: { ...data.config, role, local: false } });
    const stored = { id: "c-lazaro", version: 3, character: LAZARO };
    const play = {
      ...stored,
      owner: "c-ina",
      ownerName: "Ina",
      mine,
      play: { condition: { wounds: 0 }, status: "active", due: [], modifiers: {} },
    };
    Object.assign(session, { characters: () => [stored], playCharacters: () => [play] });
    render(
      <I18nProvider lang="de">
        <BuilderView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText("Am Tisch gespeichert"), { target: { value: "c-lazaro" } });
  };

  it("opens read-only with a sentence whose it is: no field takes input, no save button", () => {
    shared("player", false);
    expect(screen.getByTestId("builder-read-only").textContent).toBe(
      "Dieser Charakter gehört Ina. Du kannst ihn ansehen, aber nicht ändern.",
    );
    const name = screen.getByLabelText("Name") as HTMLInputElement;
    expect(name.value).toBe("Lazaro");
    expect(name.matches(":disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "Am Tisch speichern" })).toBeNull();
  });

  it("the GM may still change it", () => {
    shared("gm", true);
    expect(screen.queryByTestId("builder-read-only")).toBeNull();
    expect(screen.getByLabelText("Name").matches(":disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Am Tisch speichern" })).toBeTruthy();
  });

  it("the owner may change it", () => {
    shared("player", true);
    expect(screen.queryByTestId("builder-read-only")).toBeNull();
    expect(screen.getByLabelText("Name").matches(":disabled")).toBe(false);
  });
});
