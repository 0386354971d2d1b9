import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import SLIINGACH from "../../../../examples/characters/sliingach.json" with { type: "json" };
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import HealView from "./heal-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

async function healView(system: string, modules: string[], character: Record<string, unknown>) {
  const session = new LocalSession(createLocalTable({ name: "T", system, modules, houseRules: {} }));
  const { id } = await session.saveCharacter(null, character, null);
  return { session, id };
}

const show = (session: LocalSession) =>
  render(
    <I18nProvider lang="de">
      <HealView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );

/** The card of an action by its heading. */
const card = (title: string) =>
  within(screen.getByRole("heading", { name: title, level: 3 }).closest("section") as HTMLElement);

describe("the healing forms start from the character's own values (issue #28)", () => {
  it("FoKa: Lazaro's wounds and TP Eigenschaft fill the form; TP per week are his, not the generic 3", async () => {
    const { session, id } = await healView("ews", ["foka"], LAZARO);
    await session.conditionCommand(id, { command: "wounds", change: 2 });
    show(session);
    expect((screen.getByLabelText("Für wen?") as HTMLSelectElement).value).toBe(id);
    const foka = card("Heilung (FoKa)");
    expect((foka.getByLabelText("Wunden") as HTMLInputElement).value).toBe("2");
    // In hospital: WS 4 − 2 wounds = 2 TP a week (the generic form: 1 wound, 3 TP).
    await waitFor(() => expect(foka.getByText("TP pro Woche").nextSibling?.textContent).toBe("2"));
    expect(foka.getByText(`${LAZARO.name}: keine Mali auf Proben`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Für wen?"), { target: { value: "" } });
    const generic = card("Heilung (FoKa)");
    expect((generic.getByLabelText("Wunden") as HTMLInputElement).value).toBe("1");
    expect(generic.getByText("TP pro Woche").nextSibling?.textContent).toBe("3");
  });

  it("Urfassung: the week's form rolls on Sliingach's KO 18 with his wounds", async () => {
    const { session, id } = await healView("ews-urfassung", [], SLIINGACH);
    await session.conditionCommand(id, { command: "add-wound", woundKind: "severe" });
    show(session);
    const heal = card("Heilung");
    expect((heal.getByLabelText("Konstitution") as HTMLInputElement).value).toBe("18");
    expect((heal.getByLabelText("Schwere Wunden") as HTMLInputElement).value).toBe("1");
  });
});
