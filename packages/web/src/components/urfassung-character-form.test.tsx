import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { derived, renderBuilder, storedDraft, type } from "./builder-test-support.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const add = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const select = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const rowText = (section: string, i: number) => screen.getByTestId(`ur-${section}-${i}`).textContent ?? "";

describe("EWS-Urfassung builder", () => {
  it("Sliingach from the text: SR 15 on a Kareska's KO 18 gives 30 TP, the sub-attribute priced at a third", () => {
    const { session } = renderBuilder("ews-urfassung");
    type("Name", "Sliingach");
    // The new sheet has Konstitution (KO) 12; a Kareska's standard is 18.
    type("Wert in Attribute, Zeile 1", 18);
    type("Standard in Attribute, Zeile 1", 18);
    expect(rowText("attributes", 0)).toContain("0 GeP");
    add("+ Unterattribut");
    type("Name in Unterattribute, Zeile 1", "Schadensresistenz");
    type("Kürzel in Unterattribute, Zeile 1", "SR");
    select("Basisattribut in Unterattribute, Zeile 1", "Konstitution");
    type("Wert in Unterattribute, Zeile 1", 15);
    expect(derived("tp")).toBe("30");
    expect(screen.getByText("TP = 2 × SR (15)")).toBeTruthy();
    // Three points below the standard of 18 (16, 17, 18 at 12 GeP each) give back a third: −12.
    expect(rowText("subAttributes", 0)).toContain("−12 GeP");
    expect(screen.getByTestId("cost").textContent).toBe("−12 von 100 GeP");
    expect(storedDraft(session)).toMatchObject({
      subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "Konstitution", value: 15 }],
    });
  });

  it("prices attributes, skills, special knowledge and specialisations with the text's cost steps", () => {
    renderBuilder("ews-urfassung");
    type("Name", "Sliingach");
    add("+ Attribut");
    type("Name in Attribute, Zeile 2", "Geschicklichkeit");
    type("Kürzel in Attribute, Zeile 2", "GE");
    type("Wert in Attribute, Zeile 2", 15);
    // 13, 14, 15 above the standard 12 at 9 GeP each.
    expect(rowText("attributes", 1)).toContain("27 GeP");
    add("+ Fertigkeit");
    type("Name in Fertigkeiten, Zeile 1", "Nahkampf");
    select("Attribut in Fertigkeiten, Zeile 1", "GE");
    type("Stufe in Fertigkeiten, Zeile 1", 6);
    // −6 → 0 at ½, 0 → +3 at 1, +3 → +6 at 2: 3 + 3 + 6 = 12 GeP; value GE 15 + 6.
    expect(rowText("skills", 0)).toContain("12 GeP");
    expect(rowText("skills", 0)).toContain("Wert 21");
    fireEvent.click(screen.getByLabelText("Spezialwissen in Fertigkeiten, Zeile 1"));
    expect(rowText("skills", 0)).toContain("14 GeP");
    add("+ Spezialisierung");
    type("Name in Spezialisierungen und Manöver, Zeile 1", "Giftnadel");
    select("Fertigkeit in Spezialisierungen und Manöver, Zeile 1", "Nahkampf");
    type("Stufe in Spezialisierungen und Manöver, Zeile 1", 3);
    expect(rowText("specialisations", 0)).toContain("3 GeP");
    expect(rowText("specialisations", 0)).toContain("Wert 24");
    add("+ Nachteil");
    type("Name in Nachteile, Zeile 1", "Alt");
    type("Stufe in Nachteile, Zeile 1", 9);
    expect(rowText("disadvantages", 0)).toContain("−6 GeP");
    // KO 12 (0) + GE 27 + Nahkampf 14 + Giftnadel 3 − Alt 6.
    expect(screen.getByTestId("cost").textContent).toBe("38 von 100 GeP");
    // Above +6 the text wants a reason from the backstory: the field appears with the note.
    type("Stufe in Fertigkeiten, Zeile 1", 8);
    expect(
      screen.getByLabelText("Begründung aus der Hintergrundgeschichte in Fertigkeiten, Zeile 1"),
    ).toBeTruthy();
  });

  it("subjective creation reports the balance of advantages and disadvantages", () => {
    renderBuilder("ews-urfassung");
    type("Name", "Held");
    fireEvent.click(screen.getByLabelText("Subjektiv: Vorteile gegen Nachteile aufwiegen"));
    expect(screen.queryByLabelText("Pool in GeP")).toBeNull();
    type("Wert in Attribute, Zeile 1", 18);
    expect(screen.getByTestId("balance").textContent).toBe("0 von 1 nötigen Nachteilen genommen");
    add("+ Nachteil");
    // A nameless row does not count yet and says so at its field.
    expect(within(screen.getByTestId("ur-disadvantages-0")).getByText(/noch keinen Namen/)).toBeTruthy();
    type("Name in Nachteile, Zeile 1", "Jähzornig");
    expect(screen.getByTestId("balance").textContent).toBe("1 von 1 nötigen Nachteilen genommen");
  });

  it("shows half GeP as a German decimal in the row and the summary", () => {
    renderBuilder("ews-urfassung");
    type("Name", "Tilkei");
    add("+ Fertigkeit");
    type("Name in Fertigkeiten, Zeile 1", "Klettern");
    select("Attribut in Fertigkeiten, Zeile 1", "KO");
    // From the start −6 to −5 costs half a point.
    type("Stufe in Fertigkeiten, Zeile 1", -5);
    expect(rowText("skills", 0)).toContain("0,5 GeP");
    expect(screen.getByTestId("cost").textContent).toBe("0,5 von 100 GeP");
  });
});
