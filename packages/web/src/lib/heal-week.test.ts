import * as ewsRules from "@spieltisch/engine/systems/ews";
import { isMessageKey, type MessageKey, translate } from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { beforeWeek, healWeekSituations, healWeekStep, stallText } from "./heal-week.js";

/** The app's German words without the React context. */
const de = {
  t: (key: MessageKey, params?: Record<string, unknown>) => translate("de", key, params),
  tk: (key: string, fallback: string, params?: Record<string, unknown>) =>
    isMessageKey(key) ? translate("de", key, params) : fallback,
};

describe("a FoKa week that heals nothing, in words (ews-2.txt L597)", () => {
  it("bed rest with two wounds: 0 TP, the hospital's rate as the way out", () => {
    const stall = ewsRules.fokaRestStall({ attribute: 12, wounds: 2, criticalWounds: 0 }, "bed")!;
    expect(stallText(stall, "Lazaro", de)).toBe(
      "Eine Woche Bettruhe bringt Lazaro mit 2 Wunden 0 TP: ohne Krankenhaus oder Arzt ändert sich nichts. Im Krankenhaus wären es 2 TP pro Woche.",
    );
  });

  it("a forced march with a wound and a critical one wastes away, with the minus sign nowhere wrong", () => {
    const stall = ewsRules.fokaRestStall({ attribute: 12, wounds: 1, criticalWounds: 1 }, "march")!;
    expect(stallText(stall, "Lazaro", de)).toBe(
      "Eine Woche Gewaltmarsch kostet Lazaro mit einer Wunde und einer kritischen Wunde 5 TP – der Körper kommt damit nicht zurecht: ohne Krankenhaus oder Arzt wird es schlimmer. Im Krankenhaus wären es 1 TP pro Woche.",
    );
  });

  it("in hospital already: only a physician can help", () => {
    const stall = ewsRules.fokaRestStall({ attribute: 12, wounds: 0, criticalWounds: 3 }, "hospital")!;
    expect(stallText(stall, "Lazaro", de)).toBe(
      "Eine Woche im Krankenhaus kostet Lazaro mit 3 kritischen Wunden 2 TP – der Körper kommt damit nicht zurecht: nur ein Arzt kann noch helfen.",
    );
  });
});

describe("the Urfassung's week", () => {
  it("offers „Behandlung und Ruhe“ after the journeys, and books it as the rules' week-passes", () => {
    expect(healWeekSituations("ews-urfassung", [])).toEqual([
      "gentle",
      "normal",
      "riding",
      "forced-march",
      "treatment",
    ]);
    const condition = { tp: 1 };
    expect(healWeekStep("ews-urfassung", [], "treatment", condition, {})).toBeNull();
  });

  it("a bleeding wound is what must be settled first; a bandaged one is not", () => {
    const wound = { id: 1, kind: "wound", bleeding: true, bandaged: false, seconds: 0, due: 2 };
    const condition = {
      resistance: 15,
      constitution: 18,
      tpMax: 30,
      tp: 26,
      stun: 0,
      wounds: [wound],
      nextWound: 2,
      status: "active",
      dyingRounds: null,
      thresholdChecks: [],
      dazeCheck: null,
      dazed: 0,
      exhaustion: 0,
      actions: 0,
      stance: "balanced",
      healWeek: null,
    };
    expect(beforeWeek("ews-urfassung", condition)).toEqual({
      kind: "bleeding",
      wounds: [{ id: 1, kind: "wound", due: 2 }],
    });
    const bandaged = { ...condition, wounds: [{ ...wound, bleeding: false, bandaged: true, due: 0 }] };
    expect(beforeWeek("ews-urfassung", bandaged)).toBeNull();
    expect(healWeekStep("ews-urfassung", [], "riding", bandaged, {})).toEqual({
      kind: "command",
      command: { command: "week-passes", situation: { mode: "travel", exertion: "riding" } },
      due: "heal-week",
    });
  });
});
