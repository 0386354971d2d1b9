import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import BuilderView from "../views/builder-view.js";
import { storedDraft, type } from "./builder-test-support.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const renderEws = (modules: string[]) => {
  const session = new LocalSession(createLocalTable({ name: "T", system: "ews", modules, houseRules: {} }));
  render(
    <I18nProvider lang="de">
      <BuilderView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  return session;
};

describe("EWS builder: modules, creation in Striche, Spezialisierungen", () => {
  it("explains the table's modules and names the FoKa TP Eigenschaft", () => {
    renderEws(["stem", "foka"]);
    const modules = screen.getByTestId("builder-modules").textContent ?? "";
    // The modules by their names, not their ids (issue #29).
    expect(modules).toContain(
      "Module dieser Runde: SteM (Steigerung mit Strichen), FoKa (Fokus: Kampf – Trefferpunkte, Nah- und Fernkampf)",
    );
    expect(modules).toContain("Steigerung (SteM)");
    expect(modules).toContain("Fokus: Kampf (FoKa)");
    expect(screen.getByLabelText("TP-Eigenschaft (FoKa)")).toBeTruthy();
    expect(screen.getByText(/angehender Held 7 Δ, Beweger 16 Δ/)).toBeTruthy();
  });

  it("Lazaro's Flirten in Striche: 3 creation Striche on a new Fertigkeit cost 1 Δ and give + (12)", () => {
    const session = renderEws(["stem"]);
    type("Name", "Lazaro");
    fireEvent.click(screen.getByRole("button", { name: "+ Eigenschaft" }));
    type("Name in Zeile 1", "Stilvoll");
    fireEvent.click(screen.getByLabelText("Erschaffung in Strichen"));
    fireEvent.click(screen.getByRole("button", { name: "+ Fertigkeit" }));
    const names = screen.getAllByLabelText("Name in Zeile 1");
    fireEvent.change(names[1]!, { target: { value: "Kunst des Flirtens" } });
    fireEvent.change(screen.getAllByLabelText("Stufe in Zeile 1")[1]!, { target: { value: "" } });
    type("Striche bei der Erschaffung für Kunst des Flirtens", 3);
    expect(screen.getByTestId("builder-creation-striche").textContent).toBe("Erschaffung: 1 Δ (3 Striche)");
    // Stilvoll + (1 Δ) and 3 Striche (1 Δ): 2 of 7 Δ.
    expect(screen.getByTestId("cost").textContent).toBe("2 Δ von 7 Δ");
    expect(storedDraft(session).creationStriche).toEqual({ "Kunst des Flirtens": 3 });
  });

  it("a Spezialisierung names its Fertigkeit, costs like any plus and shows its value", () => {
    renderEws([]);
    type("Name", "Lazaro");
    fireEvent.click(screen.getByRole("button", { name: "+ Fertigkeit" }));
    type("Name in Zeile 1", "Nahkampf");
    fireEvent.click(screen.getByRole("button", { name: "+ Spezialisierung" }));
    fireEvent.change(screen.getAllByLabelText("Name in Zeile 1")[1]!, { target: { value: "Degen" } });
    expect((screen.getByLabelText("Fertigkeit der Spezialisierung 1") as HTMLSelectElement).value).toBe(
      "Nahkampf",
    );
    // Nahkampf + (1 Δ), Degen + (1 Δ): 12 + 3 = 15.
    expect(screen.getByTestId("cost").textContent).toBe("2 Δ von 7 Δ");
    const values = screen.getAllByLabelText("Wert").map((o) => o.textContent);
    expect(values).toEqual(["12", "15"]);
  });
});
