import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { PLAIN_TABLE, type TableSettings } from "../table-settings.js";
import { urfassungDazeAction, urfassungExhaustionAction, urfassungInjuryAction } from "./rule-checks.js";

const BASIC: TableSettings = { modules: [], options: { urfassungInjuryTable: "basic" } };

describe("exhaustion as an action (text: schwere KO-Probe, in Reiner Abwehr/Zurückweichen durchschnittlich)", () => {
  it("rolls KO against 15 in the balanced stance; a failure costs −1 on checks and 1 KO", () => {
    const r = urfassungExhaustionAction.roll({ constitution: 12 }, scriptedRng([1]), PLAIN_TABLE);
    expect(r.check).toMatchObject({ value: 12, target: 15, result: 11, success: false });
    expect(r).toMatchObject({ exhausted: true, checkMalus: -1, constitutionLoss: 1 });
  });

  it("rolls only against 12 in Reiner Abwehr and while retreating", () => {
    for (const stance of ["full-defense", "retreat"] as const) {
      const r = urfassungExhaustionAction.roll({ constitution: 12, stance }, scriptedRng([2]), PLAIN_TABLE);
      expect(r.check.target).toBe(12);
      expect(r).toMatchObject({ exhausted: false, checkMalus: 0, constitutionLoss: 0 });
      expect(
        urfassungExhaustionAction.odds({ constitution: 12, stance }, PLAIN_TABLE).pSuccess.toString(),
      ).toBe("1/2");
    }
    expect(urfassungExhaustionAction.odds({ constitution: 12 }, PLAIN_TABLE).pSuccess.toString()).toBe("1/3");
  });
});

describe("the daze check as an action (KO − Schaden gegen 12)", () => {
  it("puts the damage on the check and the next round's malus on a failure", () => {
    const r = urfassungDazeAction.roll({ constitution: 12, damage: 4 }, scriptedRng([3]), PLAIN_TABLE);
    expect(r.check).toMatchObject({ effective: 8, target: 12, result: 5, success: false });
    expect(r).toMatchObject({ dazed: true, malus: -4 });
    expect(urfassungDazeAction.odds({ constitution: 12, damage: 4 }, PLAIN_TABLE).pSuccess.toString()).toBe(
      "1/3",
    );
  });

  it("a passed check costs nothing", () => {
    const r = urfassungDazeAction.roll({ constitution: 15, damage: 2 }, scriptedRng([2]), PLAIN_TABLE);
    expect(r).toMatchObject({ dazed: false, malus: 0 });
  });
});

describe("the Verletzungstabelle as an action", () => {
  it("Sliingach (SR 15, 30 TP) falling to 9 rolls the 2/3 (12) and 1/3 (15) checks, mildest first", () => {
    const r = urfassungInjuryAction.roll(
      { resistance: 15, before: 30, after: 9 },
      scriptedRng([2, 1]),
      PLAIN_TABLE,
    );
    expect(r.checks.map((c) => [c.threshold, c.check.target, c.fate])).toEqual([
      ["two-thirds", 12, "passed"],
      ["one-third", 15, "unconscious"],
    ]);
    expect(r.penalty).toBe(-2);
    const odds = urfassungInjuryAction.odds({ resistance: 15, before: 30, after: 9 }, PLAIN_TABLE);
    expect(odds.thresholds.map((t) => [t.threshold, t.pPass.toString()])).toEqual([
      ["two-thirds", "5/6"],
      ["one-third", "1/2"],
    ]);
    expect(odds.pAllPass.toString()).toBe("5/12");
  });

  it("at 0 TP a failure means dying in SR rounds; at −SR in SR/3", () => {
    const zero = urfassungInjuryAction.roll(
      { resistance: 12, before: 5, after: 0 },
      scriptedRng([1]),
      PLAIN_TABLE,
    );
    expect(zero.checks).toMatchObject([{ threshold: "zero", fate: "dying", roundsToDeath: 12 }]);
    expect(zero.penalty).toBe(-4);
    const minus = urfassungInjuryAction.roll(
      { resistance: 12, before: 0, after: -12 },
      scriptedRng([1]),
      PLAIN_TABLE,
    );
    expect(minus.checks).toMatchObject([
      { threshold: "minus-sr", check: { target: 21 }, fate: "dying", roundsToDeath: 4 },
    ]);
  });

  // L59/L68: "Fallen die Trefferpunkte unter -2*SR ist der Charakter tot, wenn ihm kein
  // legendärer Erfolg beschieden ist (24)" — the audit's `injury --resistance 15 --before 0 --after -30`.
  it("L68 „unter -2*SR“: SR 15 from 0 to −30 rolls only the −SR check (21); −31 adds the check against 24", () => {
    const at = urfassungInjuryAction.roll(
      { resistance: 15, before: 0, after: -30 },
      scriptedRng([3]),
      PLAIN_TABLE,
    );
    expect(at.checks).toMatchObject([{ threshold: "minus-sr", check: { target: 21 } }]);
    expect(at.penalty).toBe(-8);
    const below = urfassungInjuryAction.odds({ resistance: 15, before: -30, after: -31 }, PLAIN_TABLE);
    expect(below.thresholds).toMatchObject([{ threshold: "minus-two-sr", target: 24 }]);
    expect(below.penalty).toBe(-16);
    // A roll logged under the older readings recomputes as it was rolled.
    const old = urfassungInjuryAction.roll({ resistance: 15, before: 0, after: -30 }, scriptedRng([3, 4]), {
      ...PLAIN_TABLE,
      readings: 1,
    });
    expect(old.checks.map((c) => c.threshold)).toEqual(["minus-sr", "minus-two-sr"]);
  });

  it("the basic table knows only 0, −SR and −2×SR; no threshold crossed means no check", () => {
    expect(urfassungInjuryAction.odds({ resistance: 15, before: 30, after: 9 }, BASIC).thresholds).toEqual(
      [],
    );
    const none = urfassungInjuryAction.roll(
      { resistance: 15, before: 30, after: 25 },
      scriptedRng([]),
      PLAIN_TABLE,
    );
    expect(none).toEqual({ checks: [], penalty: 0 });
    expect(
      urfassungInjuryAction.outcomes({ resistance: 15, before: 30, after: 25 }, PLAIN_TABLE),
    ).toHaveLength(1);
  });
});
