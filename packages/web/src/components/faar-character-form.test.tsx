import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { derived, renderBuilder, storedDraft, type } from "./builder-test-support.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** Dorn, the text's thief: GE 10, Heimlichkeit 3 (the rest of his 45 points as the engine's fixture). */
const enterDorn = () => {
  type("Name", "Dorn");
  const attributes = { "Stärke (ST)": 8, "Konstitution (KO)": 7, "Geschicklichkeit (GE)": 10 };
  for (const [label, value] of Object.entries(attributes)) type(label, value);
  type("Intelligenz (IN)", 7);
  type("Intuition (IT)", 7);
  type("Charisma (CH)", 6);
  type("Heimlichkeit (GE)", 3);
};

describe("Faar builder", () => {
  it("counts the 45 points live and explains the rule before anything is wrong", () => {
    renderBuilder("faar");
    const section = screen.getByTestId("faar-attributes");
    expect(within(section).getByText(/stehen 45 Punkte zur Verfügung/)).toBeTruthy();
    expect(within(section).getByText(/Kein Attribut darf zu Beginn höher als 12 sein/)).toBeTruthy();
    // A new sheet starts at 7 in each: 42 of 45.
    expect(screen.getByTestId("cost").textContent).toBe("42 von 45 Punkten verteilt");
    expect(screen.getByTestId("points-left").textContent).toBe("Noch 3 Punkte zu verteilen");
    type("Stärke (ST)", 9);
    expect(screen.getByTestId("points-left").textContent).toBe("Noch 1 Punkte zu verteilen");
    type("Stärke (ST)", 12);
    expect(screen.getByTestId("points-left").textContent).toBe("2 Punkte zu viel verteilt");
    // Points, never Δ.
    expect(screen.queryByText(/Δ/)).toBeNull();
  });

  it("gives Dorn's numbers from the text: Heimlichkeit 3 on GE 10 checks against 13; LP, initiative, movement, defence, attacks", () => {
    const { session } = renderBuilder("faar");
    enterDorn();
    expect(screen.getByTestId("cost").textContent).toBe("45 von 45 Punkten verteilt");
    expect(screen.getByTestId("points-left").textContent).toBe("Alle Punkte verteilt");
    expect(screen.getByText("Probe auf 13")).toBeTruthy();
    expect(derived("lp")).toBe("15");
    expect(derived("initiative")).toBe("17");
    expect(derived("movement")).toBe("9 m");
    // Defence (KO + GE + IT) / 3 rounded up (table option; RULINGS §4): 24 / 3 = 8.
    expect(derived("defense")).toBe("8");
    expect(derived("melee")).toBe("8");
    expect(derived("ranged")).toBe("10");
    expect(screen.getByTestId("verdict").textContent).toBe("Regelgerecht.");
    expect(storedDraft(session)).toMatchObject({
      system: "faar",
      name: "Dorn",
      attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
      skills: [{ name: "Heimlichkeit", level: 3 }],
    });
  });

  it("shows the engine's issue at the attribute above 12 and keeps what was typed", () => {
    const { session } = renderBuilder("faar");
    type("Name", "Taruk");
    type("Geschicklichkeit (GE)", 13);
    const field = screen.getByLabelText("Geschicklichkeit (GE)").closest(".field") as HTMLElement;
    expect(within(field).getByText(/kein Attribut darf höher als 12 sein/)).toBeTruthy();
    expect(screen.getByTestId("verdict").textContent).toBe("Noch nicht regelgerecht – siehe Hinweise.");
    expect((storedDraft(session).attributes as Record<string, number>).GE).toBe(13);
    // An emptied field keeps its text, says what it wants, and the draft keeps the last number.
    type("Geschicklichkeit (GE)", "");
    expect(within(field).getByText(/ganze Zahl von 1 bis 100 eingeben – bis dahin gilt 13/)).toBeTruthy();
    expect((storedDraft(session).attributes as Record<string, number>).GE).toBe(13);
  });

  it("adds own skills with their attribute and spends experience at the text's prices", () => {
    const { session } = renderBuilder("faar");
    enterDorn();
    fireEvent.click(screen.getByRole("button", { name: "+ Eigene Fertigkeit" }));
    type("Name der eigenen Fertigkeit 1", "Reiten");
    type("Stufe der eigenen Fertigkeit 1", 2);
    // Reiten on GE (the preset attribute): 10 + 2.
    expect(screen.getByText("Probe auf 12")).toBeTruthy();
    type("Erhaltene Erfahrungspunkte", 250);
    fireEvent.click(screen.getByRole("button", { name: "+ Kauf" }));
    fireEvent.change(screen.getByLabelText("Wofür (Kauf 1)"), { target: { value: "Heimlichkeit" } });
    // Raising a skill costs 200: 50 left. Heimlichkeit 3 now means 2 at creation plus one bought.
    expect(screen.getByText("200 ausgegeben, 50 übrig")).toBeTruthy();
    expect(storedDraft(session).experience).toEqual({
      earned: 250,
      spent: [{ kind: "skill", name: "Heimlichkeit" }],
    });
    fireEvent.click(screen.getByRole("button", { name: "+ Kauf" }));
    expect(screen.getByText("400 ausgegeben, −150 übrig")).toBeTruthy();
    expect(
      screen.getAllByText(/400 Erfahrungspunkte ausgegeben, aber nur 250 erhalten/).length,
    ).toBeGreaterThan(0);
  });

  it("imports Dorn's character file into the form and exports it with every field kept", async () => {
    const text = readFileSync(join(process.cwd(), "examples/characters/dorn.json"), "utf8");
    renderBuilder("faar");
    const input = screen.getByLabelText("Datei importieren");
    fireEvent.change(input, {
      target: { files: [new File([text], "dorn.json", { type: "application/json" })] },
    });
    await screen.findByText("dorn.json importiert.");
    expect((screen.getByLabelText("Geschicklichkeit (GE)") as HTMLInputElement).value).toBe("10");
    expect((screen.getByLabelText("Heimlichkeit (GE)") as HTMLInputElement).value).toBe("3");
    expect(derived("lp")).toBe("15");
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:dorn";
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    fireEvent.click(screen.getByRole("button", { name: "Als Datei exportieren" }));
    expect(JSON.parse(await blobs[0]!.text())).toEqual(JSON.parse(text));
  });

  it("refuses a file of another system with a German reason and keeps the draft", async () => {
    const text = readFileSync(join(process.cwd(), "examples/characters/lazaro.json"), "utf8");
    renderBuilder("faar");
    type("Name", "Dorn");
    const input = screen.getByLabelText("Datei importieren");
    fireEvent.change(input, { target: { files: [new File([text], "lazaro.json")] } });
    await screen.findByText(
      /lazaro.json ist ein Charakter für „Ein-Würfel-System \(EWS 2\)“ und passt nicht an diesen Tisch/,
    );
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Dorn");
  });
});
