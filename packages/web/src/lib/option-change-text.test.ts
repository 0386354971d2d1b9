import { isMessageKey, type MessageKey, translate } from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { describeEvent } from "../components/event-text.js";
import { optionChangeText } from "./option-change-text.js";

const words = (lang: "de" | "en") => ({
  t: (key: MessageKey, params?: Record<string, unknown>) => translate(lang, key, params),
  tk: (key: string, fallback: string, params?: Record<string, unknown>) =>
    isMessageKey(key) ? translate(lang, key, params) : fallback,
  pct: (p: number) => `${p}`,
});

describe("a change of the table's options in the log", () => {
  it("names each option with its new value in words", () => {
    const options = {
      kampfwuerfelHeavyHits: true,
      kampfwuerfelArmorRounding: "up" as const,
      combatAutoAdvance: false,
    };
    const event = {
      seq: 4,
      kind: "table-options-changed" as const,
      by: "c-gm",
      at: "2026-12-01T20:01:00.000Z",
      secret: false,
      change: options,
      options,
    };
    expect(describeEvent(event, words("de"))).toBe(
      "Regeln des Tisches geändert: Besonders schwere Treffer: an; Gesamtschutz runden: Aufrunden; Nach dem Wurf ist der Nächste dran: aus",
    );
    expect(describeEvent(event, words("en"))).toBe(
      "The table's rules changed: Especially heavy hits: on; Round the total protection: Up; After the roll, the next one is up: off",
    );
  });

  it("says which house rules are allowed now, or none", () => {
    const de = words("de");
    expect(optionChangeText("ews", { houseRules: ["ews.over-budget"] }, de)).toBe(
      "Hausregeln: Mehr Δ als das Budget erlauben (Warnung statt Fehler)",
    );
    expect(optionChangeText("ews", { houseRules: [], faarDefenseDivisor: 2 }, de)).toBe("Hausregeln: keine");
    expect(optionChangeText(undefined, { faarDefenseDivisor: 2 }, de)).toBe(
      "Verteidigungswert: KO + GE + IT geteilt durch: 2 (Charakterkapitel)",
    );
  });
});
