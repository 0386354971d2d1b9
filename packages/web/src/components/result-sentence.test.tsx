import { translate } from "@spieltisch/protocol";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { printedNumber } from "../lib/play-text.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { rollSummary } from "./event-text.js";
import { resultSentence } from "./result-sentence.js";
import { RollResult } from "./roll-result.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The German words as the app's context gives them. */
const de = {
  t: (key: Parameters<typeof translate>[1], params?: Record<string, unknown>) => translate("de", key, params),
  tk: (key: string, fallback: string) => {
    try {
      return translate("de", key as Parameters<typeof translate>[1]);
    } catch {
      return fallback;
    }
  },
};

describe("results as sentences in the system's words", () => {
  it("FoKa melee says who hits and the damage", () => {
    expect(resultSentence({ system: "ews", action: "melee", hit: "defender", damage: 7 }, de)).toBe(
      "Angreifer trifft: 7 Schaden",
    );
    expect(resultSentence({ system: "ews", action: "melee", hit: "attacker", damage: 3 }, de)).toBe(
      "Verteidiger trifft: 3 Schaden",
    );
    expect(resultSentence({ system: "ews-urfassung", action: "melee", hit: "defender", damage: 0 }, de)).toBe(
      "Angreifer trifft, aber ohne Schaden",
    );
  });

  it("a shot is a hit, a dodge or a miss", () => {
    const shot = {
      system: "ews",
      action: "shoot",
      damage: 5,
      struck: "target",
      dodged: false,
      caught: false,
    };
    expect(resultSentence({ ...shot, hit: true }, de)).toBe("Getroffen: 5 Schaden");
    expect(resultSentence({ ...shot, hit: true, struck: "other" }, de)).toBe(
      "Das andere Ziel getroffen: 5 Schaden",
    );
    expect(resultSentence({ ...shot, hit: true, struck: null, dodged: true }, de)).toBe(
      "Getroffen, aber ausgewichen",
    );
    expect(resultSentence({ ...shot, hit: false, struck: null, damage: 0 }, de)).toBe("Verfehlt");
  });

  it("a 3W6 check names its stunt points", () => {
    const check = { system: "3w6-stunts", action: "check", result: 15, target: 12, success: true };
    expect(resultSentence({ ...check, stuntPoints: 5 }, de)).toBe("Geschafft: 15 gegen 12 · Stunt: 5 Punkte");
    expect(resultSentence({ ...check, stuntPoints: 1 }, de)).toBe("Geschafft: 15 gegen 12 · Stunt: 1 Punkt");
    expect(resultSentence({ ...check, success: false, result: 9, stuntPoints: 0 }, de)).toBe(
      "Misslungen: 9 gegen 12",
    );
  });

  it("Kampfwürfel and Faar in their own words; other actions keep the generic summary", () => {
    expect(
      resultSentence(
        {
          system: "kampfwuerfel",
          action: "melee",
          hit: true,
          damage: 4,
          attackSuccesses: 3,
          defenseSuccesses: 1,
        },
        de,
      ),
    ).toBe("Treffer: 4 Schaden (3 gegen 1 Erfolge)");
    expect(resultSentence({ system: "faar", action: "melee", outcome: "parried", damage: 0 }, de)).toBe(
      "Abgewehrt",
    );
    expect(
      resultSentence({ system: "ews", action: "check", result: 15, target: 12, success: true }, de),
    ).toBeNull();
  });

  it("a rolled FoKa exchange shows its sentence and every value by its label, no key", async () => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
    );
    const event = await session.roll("melee", { attacker: 14, defender: 10, attackerWeapon: 3 });
    render(
      <I18nProvider lang="de">
        <RollResult event={event} />
      </I18nProvider>,
    );
    const card = screen.getByTestId("roll-result");
    const who = event.hit === "defender" ? "Angreifer trifft" : "Verteidiger trifft";
    expect(screen.getByRole("heading").textContent).toContain(who);
    expect(card.textContent).not.toMatch(/getroffen: (attacker|defender)/);
    expect(card.querySelector('[data-key="diff"]')?.textContent).toBe(String(event.diff));
    expect(screen.getByText("Differenz")).toBeTruthy();
  });
});

describe("the log line of a melee", () => {
  it("names who was hit by its word", () => {
    expect(rollSummary({ hit: "attacker", damage: 3 }, de)).toBe("getroffen: Angreifer · Schaden 3");
    expect(rollSummary({ hit: "defender", damage: 0 }, de)).not.toMatch(/defender/);
    // An Ein-Wurf of characters names its winner; typed values keep A and B.
    const sides = { a: { result: 15 }, b: { result: 16 } };
    expect(
      rollSummary(
        {
          ...sides,
          winner: "b",
          actor: { character: "c1", name: "Lazaro" },
          opponent: { character: "c2", name: "Ork" },
        },
        de,
      ),
    ).toBe("Ork gewinnt (15 gegen 16)");
    expect(rollSummary({ ...sides, winner: "b" }, de)).toBe("B gewinnt (15 gegen 16)");
  });
});

describe("a 3W6 result in 3W6 words", () => {
  it("measures the margin against the Schwierigkeit, not a MW", async () => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: "3w6-stunts", modules: [], houseRules: {} }),
    );
    const event = await session.roll("check", { value: 2, target: 12 });
    render(
      <I18nProvider lang="de">
        <RollResult event={event} />
      </I18nProvider>,
    );
    const text = screen.getByTestId("roll-result").textContent ?? "";
    // Printed as the table writes it: a margin below zero with the minus sign.
    expect(text).toContain(`Abstand zur Schwierigkeit: ${printedNumber(Number(event.margin))}`);
    expect(text).not.toContain("MW");
  });
});
