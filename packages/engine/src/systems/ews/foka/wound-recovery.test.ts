import { describe, expect, it } from "vitest";
import { PLAIN_TABLE } from "../../table-settings.js";
import { recoverWounds } from "./wound-recovery.js";

const state = (wounds: number, criticalWounds: number, woundRecoveryTp = 0, criticalRecoveryTp = 0) => ({
  wounds,
  criticalWounds,
  woundRecoveryTp,
  criticalRecoveryTp,
});

describe("wounds stop hindering after the TP regenerated with them (RULINGS §1.8, §6)", () => {
  it("a wound after 4 TP, a critical one after 12; plain wounds first, the rest goes on", () => {
    expect(recoverWounds(state(1, 0), 3, PLAIN_TABLE)).toEqual(state(1, 0, 3));
    expect(recoverWounds(state(1, 0, 3), 1, PLAIN_TABLE)).toEqual(state(0, 0));
    expect(recoverWounds(state(1, 1), 6, PLAIN_TABLE)).toEqual(state(0, 1, 0, 2));
    expect(recoverWounds(state(2, 1), 4 + 4 + 12, PLAIN_TABLE)).toEqual(state(0, 0));
    expect(recoverWounds(state(0, 1, 0, 11), 1, PLAIN_TABLE)).toEqual(state(0, 0));
  });

  it("TP beyond the last wound are not kept; none regenerated changes nothing", () => {
    expect(recoverWounds(state(1, 0), 40, PLAIN_TABLE)).toEqual(state(0, 0));
    expect(recoverWounds(state(1, 1, 2, 5), 0, PLAIN_TABLE)).toEqual(state(1, 1, 2, 5));
  });

  it("a new critical wound keeps its own progress apart from the plain wounds'", () => {
    // A critical wound 5 TP along, then a plain wound: the next TP go to the plain one.
    expect(recoverWounds(state(1, 1, 0, 5), 4, PLAIN_TABLE)).toEqual(state(0, 1, 0, 5));
  });

  it("the thresholds are table options; a lowered one completes a wound already past it", () => {
    const table = { modules: ["foka"], options: { fokaWoundRecoveryTp: 2, fokaCriticalRecoveryTp: 3 } };
    expect(recoverWounds(state(2, 1), 7, table)).toEqual(state(0, 0));
    expect(recoverWounds(state(1, 0, 3), 1, table)).toEqual(state(0, 0));
  });
});
