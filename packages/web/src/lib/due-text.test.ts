import {
  isMessageKey,
  type MemberEvent,
  type MessageKey,
  memberEventSchemas,
  translate,
} from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { type DueCheckView, dueCheckOn, dueOutcomeSentence } from "./due-text.js";
import { fighterLabels } from "./fight-memory.js";

const i18n = {
  t: (key: MessageKey, params?: Record<string, unknown>) => translate("de", key, params),
  tk: (key: string, fallback: string, params?: Record<string, unknown>) =>
    isMessageKey(key) ? translate("de", key, params) : fallback,
};

const condition = (status: string) => ({
  tp: -5,
  tpMax: 30,
  resistance: 15,
  wounds: [],
  stun: 0,
  exhaustion: 0,
  status,
});

/** A roll event of a due check as the table logs it (only what the sentence reads). */
const rolled = (fields: Record<string, unknown>): MemberEvent<"roll"> =>
  memberEventSchemas.roll.parse({
    seq: 9,
    kind: "roll",
    by: "gm",
    at: "2026-01-01T00:00:00.000Z",
    secret: false,
    action: "check",
    system: "ews-urfassung",
    modules: [],
    houseRules: {},
    options: {},
    byName: null,
    stream: "table",
    actor: { character: "c1", name: "Sliingach", modifiers: [] },
    ...fields,
  });

describe("due checks in words", () => {
  it("says what a check is rolled on: the Urfassung's KO check after a hit on KO − damage", () => {
    const daze: DueCheckView = {
      id: "daze",
      reason: "ur-daze",
      action: "check",
      options: { value: 14, target: 12, mod: -4 },
      params: { damage: 4 },
    };
    expect(dueCheckOn(daze, i18n)).toBe("KO-Probe auf KO − Schaden = 14 − 4 = 10 gegen 12");
    const threshold: DueCheckView = {
      id: "threshold-minus-sr",
      reason: "ur-threshold",
      action: "check",
      options: { value: 12, target: 15 },
    };
    expect(dueCheckOn(threshold, i18n)).toBe("SR-Probe auf SR 12 gegen 15");
    const kraft: DueCheckView = {
      id: "kraft-1",
      reason: "kraft",
      action: "check",
      options: { pool: 5, need: 4 },
    };
    expect(dueCheckOn(kraft, i18n)).toBe("Kraft-Probe mit 5 Würfeln, 4 Erfolge nötig");
    expect(
      dueCheckOn({ id: "x", reason: "new", action: "check", options: { value: 9, target: 12 } }, i18n),
    ).toBe("Probe auf 9 gegen 12");
  });

  it("says the outcome as the table does: „SR-Probe gegen 15: 14 – misslungen → kampfunfähig“", () => {
    const threshold: DueCheckView = {
      id: "threshold-minus-sr",
      reason: "ur-threshold",
      action: "check",
      options: { value: 12, target: 15 },
    };
    const event = rolled({
      result: 14,
      target: 15,
      success: false,
      applied: [{ character: "c1", before: condition("active"), after: condition("out") }],
    });
    expect(dueOutcomeSentence("ews-urfassung", { modules: [], options: {} }, threshold, event, i18n)).toBe(
      "SR-Probe gegen 15: 14 – misslungen → kampfunfähig",
    );
    const held = rolled({ result: 16, target: 15, success: true });
    expect(dueOutcomeSentence("ews-urfassung", { modules: [], options: {} }, threshold, held, i18n)).toBe(
      "SR-Probe gegen 15: 16 – gelungen → ohne Folgen",
    );
    const pool = rolled({ successes: 2, success: false, dice: [5, 6, 1, 2, 3] });
    const kraft: DueCheckView = {
      id: "kraft-1",
      reason: "kraft",
      action: "check",
      options: { pool: 5, need: 4 },
    };
    expect(dueOutcomeSentence("kampfwuerfel", { modules: [], options: {} }, kraft, pool, i18n)).toBe(
      "Kraft-Probe: 2 Erfolge, 4 nötig – misslungen → ohne Folgen",
    );
  });

  it("numbers hidden fighters by their refs when there are several, however the order moves", () => {
    const order = [
      { ref: "f4", secret: true, wounds: 0 },
      { ref: "f1", name: "Lazaro", wounds: 0 },
      { ref: "f2", secret: true, wounds: 0 },
    ];
    const labels = (o: typeof order) =>
      fighterLabels({ order: o }, "Verborgene Gestalt", (n) => `Verborgene Gestalt ${n}`);
    expect(labels(order)).toEqual(["Verborgene Gestalt 2", "Lazaro", "Verborgene Gestalt 1"]);
    expect(labels([order[2]!, order[1]!, order[0]!])).toEqual([
      "Verborgene Gestalt 1",
      "Lazaro",
      "Verborgene Gestalt 2",
    ]);
    expect(labels(order.slice(0, 2))).toEqual(["Verborgene Gestalt", "Lazaro"]);
  });
});
