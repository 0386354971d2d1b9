import { describe, expect, it } from "vitest";
import { conditionChanges } from "./condition-text.js";

describe("a condition change in words", () => {
  it("prints TP below zero with the minus sign and leaves unlabelled fields to the JSON", () => {
    const before = { tp: 12, criticalWounds: 0, pending: [] };
    const after = { tp: -4, criticalWounds: 1, pending: [{ level: 1 }] };
    expect(conditionChanges("de", before, after)).toEqual(["TP 12 → −4", "kritische Wunden 0 → 1"]);
  });
});
