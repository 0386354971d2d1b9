import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import DORN from "../../../../examples/characters/dorn.json" with { type: "json" };
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import SheetView from "./sheet-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const TILKEI = {
  format: "spieltisch/character@1",
  system: "ews-urfassung",
  name: "Tilkei",
  pool: 50,
  attributes: [{ name: "Konstitution", short: "KO", value: 9, standard: 6 }],
  skills: [{ name: "Axt", attribute: "KO", level: 6, specialKnowledge: true }],
};

/** Renders the sheet of one stored character at a table of its system. */
async function renderSheet(character: Record<string, unknown>) {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: String(character.system), modules: [], houseRules: {} }),
  );
  await session.saveCharacter(null, character, null);
  const view = render(
    <I18nProvider lang="de">
      <SheetView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  const booklet = view.container.querySelector(".booklet")!;
  return { booklet };
}

describe("character sheet", () => {
  it("shows Faar's attributes (stored as an object) with their values to roll with", async () => {
    await renderSheet(DORN);
    const names: Record<string, string> = {
      ST: "Stärke (ST)",
      KO: "Konstitution (KO)",
      GE: "Geschicklichkeit (GE)",
      IN: "Intelligenz (IN)",
      IT: "Intuition (IT)",
      CH: "Charisma (CH)",
    };
    for (const [short, value] of Object.entries(DORN.attributes)) {
      expect(screen.getByRole("button", { name: `${value}: mit ${names[short]} würfeln` })).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: "13: mit Heimlichkeit würfeln" })).toBeTruthy();
  });

  it("prints the Wundschwelle only where the system has one, and the system's own hit points", async () => {
    const ews = await renderSheet(LAZARO);
    expect(ews.booklet.textContent).toContain("WS 4");
    cleanup();
    const urfassung = await renderSheet(TILKEI);
    expect(urfassung.booklet.textContent).not.toContain("WS");
    expect(urfassung.booklet.textContent).toContain("Trefferpunkte 18");
    cleanup();
    const faar = await renderSheet(DORN);
    expect(faar.booklet.textContent).not.toContain("WS");
    expect(faar.booklet.textContent).toContain("Lebenspunkte 15");
  });

  it("leaves out the lists a character has nothing in, on screen and in print", async () => {
    const bare = { ...LAZARO, name: "Nur Werte", professions: [], traits: [] };
    const { booklet } = await renderSheet(bare);
    const screenSheet = document.querySelector(".sheet.screen-only")!;
    const headings = [...screenSheet.querySelectorAll("h3")].map((h) => h.textContent);
    expect(headings).toContain("Eigenschaften");
    expect(headings).not.toContain("Berufe und Hintergründe");
    expect(headings).not.toContain("Merkmale");
    const captions = [...booklet.querySelectorAll("caption")].map((c) => c.textContent);
    expect(captions).toContain("Fertigkeiten");
    expect(captions).not.toContain("Berufe und Hintergründe");
  });
});
