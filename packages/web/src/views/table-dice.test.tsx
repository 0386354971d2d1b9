import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import DiceView from "./dice-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The dice view at a local table (its one member is the GM) with the given table options. */
function diceAt(houseRules: Record<string, unknown>) {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules }),
  );
  render(
    <I18nProvider lang="de">
      <DiceView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  return session;
}

const lastRoll = (session: LocalSession) => {
  const rolls = session.events().filter((e) => e.kind === "roll");
  return rolls[rolls.length - 1] as Record<string, unknown> | undefined;
};

describe("dice rolled at the table (CONTRACT §7)", () => {
  it("asks die by die for what the rules roll, enters the faces, and marks the result", async () => {
    const session = diceAt({ tableDice: "everyone" });
    fireEvent.click(screen.getByRole("button", { name: "Nahkampf" }));
    expect((screen.getByRole("checkbox", { name: "Mit echten Würfeln" }) as HTMLInputElement).checked).toBe(
      true,
    );
    const submit = screen.getByRole("button", { name: "Ergebnis eintragen" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // Each die named by whose it is, and how many the melee takes (no krit: one each).
    expect(screen.getByRole("group", { name: "Würfel 1: ein W6 (Angreifer)" })).toBeTruthy();
    expect(screen.getByTestId("table-dice-count").textContent).toBe("Dieser Wurf braucht 2 Würfel.");
    fireEvent.click(screen.getByRole("button", { name: "5 für Würfel 1" }));
    expect(screen.getByRole("group", { name: "Würfel 2: ein W6 (Verteidiger)" })).toBeTruthy();
    // A face taken back is asked again.
    fireEvent.click(screen.getByRole("button", { name: "3 für Würfel 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Letzten Würfel löschen" }));
    fireEvent.click(screen.getByRole("button", { name: "2 für Würfel 2" }));
    expect(screen.getByText("Alle Würfel sind eingetragen.")).toBeTruthy();
    expect(screen.getByTestId("table-dice-faces").textContent).toBe("Eingetragen: 52");
    fireEvent.click(screen.getByRole("button", { name: "Ergebnis eintragen" }));
    const result = await screen.findByTestId("roll-result");
    expect(result.textContent).toContain("Am Tisch gewürfelt");
    const roll = lastRoll(session);
    expect(roll).toMatchObject({ action: "melee", entered: true });
    expect(roll?.attacker).toMatchObject({ dice: [5] });
    expect(roll?.defender).toMatchObject({ dice: [2] });
    // The pad is empty again for the next roll.
    expect(screen.getByTestId("table-dice-faces").textContent).toBe("Noch kein Würfel eingetragen.");
  });

  it("rolls the table's dice when the member unticks real dice", async () => {
    const session = diceAt({ tableDice: "everyone" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Mit echten Würfeln" }));
    expect(screen.queryByRole("group", { name: /Würfel 1/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Würfeln" }));
    const result = await screen.findByTestId("roll-result");
    expect(result.textContent).not.toContain("Am Tisch gewürfelt");
    expect(lastRoll(session)).toBeDefined();
    expect(lastRoll(session)).not.toHaveProperty("entered");
  });

  it("offers no real dice where the table keeps them off, or lets only players enter them", () => {
    for (const houseRules of [{}, { tableDice: "players" }]) {
      diceAt(houseRules);
      expect(screen.queryByRole("checkbox", { name: "Mit echten Würfeln" })).toBeNull();
      expect((screen.getByRole("button", { name: "Würfeln" }) as HTMLButtonElement).disabled).toBe(false);
      cleanup();
    }
  });
});
