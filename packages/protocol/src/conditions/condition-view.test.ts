import { PLAIN_TABLE } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { conditionViewOf } from "./condition-view.js";

describe("conditionViewOf", () => {
  it("shows a condition with its status, the checks due and the mali per use", () => {
    const foka = {
      kind: "foka",
      attribute: 12,
      tpMax: 12,
      woundThreshold: 4,
      tp: -2,
      wounds: 1,
      criticalWounds: 0,
      levelReached: 1,
      passedZero: false,
      status: "active",
      pending: [{ level: 1, target: 12, onFail: "out" }],
      adrenaline: true,
      woundRecoveryTp: 0,
      criticalRecoveryTp: 0,
    };
    expect(conditionViewOf("ews", PLAIN_TABLE, foka)).toEqual({
      condition: foka,
      status: "active",
      due: [
        {
          id: "low-tp-1",
          reason: "low-tp-out",
          action: "check",
          options: { value: 12, target: 12 },
          params: { level: 1, target: 12, threshold: 0 },
        },
      ],
      modifiers: {
        action: [
          { amount: -1, source: "low-tp" },
          { amount: -3, source: "wounds" },
        ],
        "condition-check": [],
        healing: [],
      },
    });
  });

  it("is empty for a null condition", () => {
    expect(conditionViewOf("faar", PLAIN_TABLE, null)).toEqual({
      condition: null,
      status: null,
      due: [],
      modifiers: { action: [], "condition-check": [], healing: [] },
    });
  });
});
