import { PLAIN_TABLE, type TableSettings } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { conditionChanges, conditionFields } from "./condition-text.js";

const HEAVY: TableSettings = { modules: [], options: { kampfwuerfelHeavyHits: true } };

describe("a condition change in words", () => {
  it("prints TP below zero with the minus sign and leaves unlabelled fields to the JSON", () => {
    const before = { tp: 12, criticalWounds: 0, pending: [] };
    const after = { tp: -4, criticalWounds: 1, pending: [{ level: 1 }] };
    expect(conditionChanges("de", before, after, PLAIN_TABLE)).toEqual([
      "TP 12 → −4",
      "kritische Wunden 0 → 1",
    ]);
  });

  it("an Urfassung severe wound reads „schwere Wunden 0 → 1“, not „Wunden 0 → 1“", () => {
    const severe = { id: 1, kind: "severe", bleeding: true, bandaged: false, seconds: 0, due: 0 };
    const wound = { ...severe, id: 2, kind: "wound" };
    expect(conditionChanges("de", { tp: 30, wounds: [] }, { tp: 14, wounds: [severe] }, PLAIN_TABLE)).toEqual(
      ["TP 30 → 14", "schwere Wunden 0 → 1"],
    );
    expect(conditionChanges("en", { wounds: [severe] }, { wounds: [severe, wound] }, PLAIN_TABLE)).toEqual([
      "wounds 0 → 1",
    ]);
    expect(conditionFields("de", { wounds: [severe, wound] }, PLAIN_TABLE)).toBe(
      "Wunden 1, schwere Wunden 1",
    );
  });

  // RULINGS §7: every consequence of an optional rule names its cause („bewusstlos: schwerer Treffer über der Schwelle 14“).
  it("a Kampfwürfel knock-out and a lowered threshold say why", () => {
    const track = { base: 9, start: 18, threshold: 18 };
    const before = { lp: 30, unconscious: false, heavyHit: track };
    const after = {
      lp: 11,
      unconscious: true,
      unconsciousCause: { cause: "heavy-hit", damage: 19, threshold: 18 },
      heavyHit: { ...track, threshold: -1, loweredBy: 19 },
    };
    expect(conditionChanges("de", before, after, HEAVY)).toEqual([
      "LP 30 → 11",
      "bewusstlos nein → ja: schwerer Treffer (19 SP) über der Schwelle 18",
      "Schwelle für schwere Treffer 18 → −1: Treffer mit 19 SP über K + G (9)",
    ]);
    const kraft = { ...before, unconscious: true, unconsciousCause: { cause: "kraft-check" } };
    expect(conditionChanges("en", before, kraft, HEAVY)).toEqual([
      "unconscious no → yes: Kraft check failed",
    ]);
    // A table without the optional rule does not show its threshold.
    expect(conditionFields("de", before, PLAIN_TABLE)).toBe("LP 30, bewusstlos nein");
  });
});
