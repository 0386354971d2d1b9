import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { StemPanel } from "./stem-panel.js";
import { StricheAwardPanel } from "./striche-award-panel.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A local EWS table (played as GM) with Lazaro, his SteM panel and the award panel. */
async function table(modules: string[]) {
  const session = new LocalSession(
    createLocalTable({ name: "Seefahrt", system: "ews", modules, houseRules: {} }),
  );
  const { id } = await session.saveCharacter(null, LAZARO, null);
  const view = () =>
    render(
      <I18nProvider lang="de">
        <StricheAwardPanel session={session} />
        <StemPanel session={session} characterId={id} />
      </I18nProvider>,
    );
  return { session, id, view };
}

describe("SteM in the Heft", () => {
  it("shows every value in the text's notation and the guide of 1 to 3 Striche an evening", async () => {
    const { view } = await table(["stem"]);
    view();
    expect(screen.getByTestId("stem-notation-Stilvoll").textContent).toBe("++ (18)");
    expect(screen.getByTestId("stem-notation-Kunst des Flirtens").textContent).toBe("+ (12)");
    expect(screen.getByTestId("striche-award").textContent).toContain("1 bis 3 Striche pro Abend");
    expect(screen.getByTestId("stem-ledger").textContent).toContain("Noch keine Striche vergeben");
  });

  it("awards Striche to all, then spends one and a whole point, each cost said in words; undo gives back", async () => {
    const { session, id, view } = await table(["stem"]);
    const { rerender } = view();
    const award = screen.getByTestId("striche-award");
    fireEvent.change(within(award).getByLabelText("Striche"), { target: { value: "4" } });
    fireEvent.click(within(award).getByRole("button", { name: "Striche vergeben" }));
    await within(award).findByText("Vergeben: 4 Strich(e) an alle Spielercharaktere.");
    const again = () =>
      rerender(
        <I18nProvider lang="de">
          <StricheAwardPanel session={session} />
          <StemPanel session={session} characterId={id} />
        </I18nProvider>,
      );
    again();
    const panel = screen.getByTestId("stem-panel");
    expect(screen.getByTestId("stem-ledger").textContent).toBe(
      "4 Strich(e) frei · 4 vergeben · 0 ausgegeben",
    );
    fireEvent.change(within(panel).getByLabelText("Steigern"), { target: { value: "Kunst des Flirtens" } });
    expect(screen.getByTestId("stem-cost").textContent).toContain(
      "der nächste Punkt kostet 2 Strich(e) pro Punkt",
    );
    expect(screen.getByTestId("stem-cost").textContent).toContain("Grundwert (12)");
    fireEvent.click(within(panel).getByRole("button", { name: "2 Striche: +1 Punkt" }));
    await within(panel).findByText("Gespeichert: Kunst des Flirtens → +,´´ (13)");
    again();
    expect(screen.getByTestId("stem-ledger").textContent).toBe(
      "2 Strich(e) frei · 4 vergeben · 2 ausgegeben",
    );
    fireEvent.click(within(panel).getByRole("button", { name: /Letzte Steigerung zurücknehmen/ }));
    await waitFor(() => expect(session.characters()[0]!.character.striche).toEqual({}));
  });

  it("learns a new Spezialisierung with one Strich", async () => {
    const { session, id, view } = await table(["stem"]);
    await session.awardStriche(id, 1);
    view();
    const panel = screen.getByTestId("stem-panel");
    fireEvent.change(within(panel).getByLabelText("Art"), { target: { value: "specialisation" } });
    fireEvent.change(within(panel).getByLabelText("Name"), { target: { value: "Damen von Adel" } });
    fireEvent.change(within(panel).getByLabelText("Spezialisierung von"), {
      target: { value: "Kunst des Flirtens" },
    });
    fireEvent.click(within(panel).getByRole("button", { name: "1 Strich: Damen von Adel lernen" }));
    await within(panel).findByText("Gespeichert: Damen von Adel → ´ (+1)");
    expect(session.characters()[0]!.character.specialisations).toEqual([
      { name: "Damen von Adel", level: "±", skill: "Kunst des Flirtens" },
    ]);
  });

  it("without the module SteM the Heft shows no Striche: nothing to award or spend", async () => {
    const { view } = await table([]);
    view();
    expect(screen.queryByRole("heading", { name: "Steigerung (SteM)" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Striche vergeben" })).toBeNull();
    expect(screen.queryByLabelText("Steigern")).toBeNull();
  });
});
