import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderBuilder, storedDraft, type } from "./builder-test-support.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const add = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("EWS-Urfassung builder: Waffen und Rüstung (ews-urfassung.txt L52, L139–L146)", () => {
  it("Sliingach's Kurzschwert 1W3+2 with ST 13: the rule beside it, the damage with his Stärke", () => {
    const { session } = renderBuilder("ews-urfassung");
    const section = screen.getByTestId("ur-gear");
    expect(section.textContent).toContain(
      "plus dem Schadenswert der benutzten Waffe abzüglich seines Rüstungsschutzes",
    );
    type("Name", "Sliingach");
    add("+ Attribut");
    type("Name in Attribute, Zeile 2", "Stärke");
    type("Kürzel in Attribute, Zeile 2", "ST");
    type("Wert in Attribute, Zeile 2", 13);
    // The text's examples are one tap each: Messer 1W3, leichte scharfe Waffe 1W3+2, Schwert 1W6.
    add("+ Leichte scharfe Waffe (1W3+2)");
    type("Name in Waffen, Zeile 1", "Kurzschwert");
    expect(within(screen.getByTestId("ur-weapon-0")).getByTestId("ur-weapon-summary").textContent).toBe(
      "1W3+2, mit ST 13: +1",
    );
    add("+ Messer (1W3)");
    type("Kraftschwelle in Waffen, Zeile 2", 10);
    expect(within(screen.getByTestId("ur-weapon-1")).getByTestId("ur-weapon-summary").textContent).toBe(
      "1W3, mit ST 13: +3",
    );
    add("+ Rüstung");
    type("Name in Rüstung, Zeile 1", "Lederharnisch");
    type("Rüstungsschutz in Rüstung, Zeile 1", 1);
    expect(screen.getByTestId("ur-armor-0").textContent).toContain("zählt: zieht 1 von jedem Treffer ab");
    expect(storedDraft(session)).toMatchObject({
      weapons: [
        { name: "Kurzschwert", damage: "1W3+2", strengthThreshold: 12 },
        { name: "Messer", damage: "1W3", strengthThreshold: 10 },
      ],
      armor: [{ name: "Lederharnisch", protection: 1 }],
    });
    expect(screen.getByTestId("builder-summary").textContent).not.toContain("Fehler");
  });

  it("a damage the text cannot read is named at its field, set aside, and the file is not saved", () => {
    const { session } = renderBuilder("ews-urfassung");
    type("Name", "Sliingach");
    add("+ Waffe");
    type("Name in Waffen, Zeile 1", "Keule");
    type("Schaden in Waffen, Zeile 1", "1W7");
    const field = screen.getByLabelText("Schaden in Waffen, Zeile 1").closest(".field") as HTMLElement;
    expect(within(field).getByText(/Schaden so, wie der Text ihn schreibt: 1W3, 1W3\+2/)).toBeTruthy();
    expect(screen.getByLabelText("Schaden in Waffen, Zeile 1").getAttribute("aria-invalid")).toBe("true");
    // The rest of the sheet is still judged: the GeP summary stays.
    expect(screen.getByTestId("cost").textContent).toMatch(/von 100 GeP/);
    const save = vi.spyOn(session, "saveCharacter");
    add("Am Tisch speichern");
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toContain("Nicht gespeichert");
    type("Schaden in Waffen, Zeile 1", "2W6");
    expect(within(field).queryByText(/wie der Text ihn schreibt/)).toBeNull();
  });

  it("the same name twice is named at the second row; a piece taken off is kept but does not count", () => {
    const { session } = renderBuilder("ews-urfassung");
    type("Name", "Sliingach");
    add("+ Schwert (1W6)");
    add("+ Schwert (1W6)");
    const second = screen.getByLabelText("Name in Waffen, Zeile 2").closest(".field") as HTMLElement;
    expect(within(second).getByText(/Diesen Namen trägt schon ein Eintrag darüber/)).toBeTruthy();
    add("+ Rüstung");
    type("Name in Rüstung, Zeile 1", "Kettenhemd");
    type("Rüstungsschutz in Rüstung, Zeile 1", 3);
    add("+ Rüstung");
    type("Name in Rüstung, Zeile 2", "Lederwams");
    expect(screen.getByTestId("ur-armor-1").textContent).toContain("zählt nicht");
    fireEvent.click(screen.getByLabelText("getragen in Rüstung, Zeile 1"));
    expect(screen.getByTestId("ur-armor-0").textContent).toContain("nicht getragen");
    expect(screen.getByTestId("ur-armor-1").textContent).toContain("zählt: zieht 1");
    expect(storedDraft(session).armor).toEqual([
      { name: "Kettenhemd", protection: 3, worn: false },
      { name: "Lederwams", protection: 1 },
    ]);
    fireEvent.click(screen.getByLabelText("getragen in Rüstung, Zeile 1"));
    expect(storedDraft(session).armor).toEqual([
      { name: "Kettenhemd", protection: 3 },
      { name: "Lederwams", protection: 1 },
    ]);
  });
});
