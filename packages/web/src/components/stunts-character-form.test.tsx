import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderBuilder, storedDraft, type } from "./builder-test-support.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("3W6 + Stunts builder", () => {
  it("Linda from the text: Stärke +2 is rolled as 3W6 + 2; a skill adds its bonus points", () => {
    const { session } = renderBuilder("3w6-stunts");
    expect(screen.getByText(/3W6 \+ Attribut \+ Bonuspunkte gegen eine Schwierigkeit/)).toBeTruthy();
    type("Name", "Linda");
    fireEvent.click(screen.getByRole("button", { name: "+ Attribut" }));
    type("Name in Attribute, Zeile 1", "Stärke");
    type("Wert in Attribute, Zeile 1", 2);
    expect(screen.getByText("3W6 + 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "+ Attribut" }));
    type("Name in Attribute, Zeile 2", "Geschick");
    type("Wert in Attribute, Zeile 2", 3);
    fireEvent.click(screen.getByRole("button", { name: "+ Fertigkeit" }));
    type("Name in Fertigkeiten, Zeile 1", "Schleichen");
    fireEvent.change(screen.getByLabelText("Attribut in Fertigkeiten, Zeile 1"), {
      target: { value: "Geschick" },
    });
    type("Bonus in Fertigkeiten, Zeile 1", 2);
    expect(screen.getByText("3W6 + 5")).toBeTruthy();
    type("Geschwindigkeit", 3);
    type("Geschicklichkeit", 4);
    expect(screen.getByTestId("verdict").textContent).toBe("Regelgerecht.");
    expect(storedDraft(session)).toMatchObject({
      attributes: { Stärke: 2, Geschick: 3 },
      skills: [{ name: "Schleichen", attribute: "Geschick", bonus: 2 }],
      speed: 3,
      dexterity: 4,
    });
  });
});
