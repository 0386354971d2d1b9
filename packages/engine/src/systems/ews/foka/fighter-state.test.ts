import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../dice/scripted-rng.js";
import { PLAIN_TABLE } from "../../table-settings.js";
import {
  actionMalus,
  applyDamage,
  createFighter,
  hitSeverity,
  loseTp,
  lowTpLevel,
  lowTpMalus,
  nextStep,
  regainTp,
  resolveCheck,
  rollDueCheck,
} from "./fighter-state.js";

describe("FoKa damage and the low-TP state machine", () => {
  it("TP and WS from the Eigenschaft: 12 → 12 TP, WS 4; 18 → WS 6", () => {
    expect(createFighter()).toMatchObject({ tpMax: 12, woundThreshold: 4, tp: 12, status: "active" });
    expect(createFighter(18).woundThreshold).toBe(6);
  });

  it("scratch below WS, wound from WS, critical from the Eigenschaft; one per hit", () => {
    const f = createFighter(12);
    expect([0, 3, 4, 11, 12, 40].map((d) => hitSeverity(d, f))).toEqual([
      "none",
      "scratch",
      "wound",
      "wound",
      "critical",
      "critical",
    ]);
    const hit = applyDamage(f, 15).fighter;
    expect(hit).toMatchObject({ wounds: 0, criticalWounds: 1, tp: -3 });
  });

  it("Stahlkatze's 15 damage drop an average soldier below 0: a check vs 12 is due, failing puts him out", () => {
    const hurt = applyDamage(createFighter(12), 15).fighter;
    expect(nextStep(hurt)).toEqual({ kind: "check", check: { level: 1, target: 12, onFail: "out" } });
    const failed = rollDueCheck(hurt, scriptedRng([1]), PLAIN_TABLE).fighter; // 12 − 1 = 11 < 12
    expect(nextStep(failed)).toEqual({ kind: "out" });
    const passed = rollDueCheck(hurt, scriptedRng([2]), PLAIN_TABLE).fighter;
    // −3 for low TP, −6 for the critical wound while the adrenaline lasts.
    expect(nextStep(passed)).toEqual({ kind: "act", malus: 9 });
    expect(actionMalus({ ...passed, adrenaline: false })).toBe(15);
  });

  it("−1 once TP fall to the WS ('taumeln')", () => {
    expect(nextStep(applyDamage(createFighter(12), 3).fighter)).toEqual({ kind: "act", malus: 0 });
    expect(nextStep(applyDamage(createFighter(12), 8).fighter)).toEqual({ kind: "act", malus: 4 }); // wound 3 + taumeln 1
  });

  it("every multiple of −TPmax asks for a harder check: 12, 15, 18, 21; −5× is death", () => {
    expect([1, 0, -11, -12, -24, -36, -48, -59, -60].map((tp) => lowTpLevel(tp, 12))).toEqual([
      0, 1, 1, 2, 3, 4, 5, 5, 6,
    ]);
    const deep = applyDamage(createFighter(12), 12 + 36).fighter; // TP −36: levels 1..4 at once
    expect(deep.pending.map((c) => [c.target, c.onFail])).toEqual([
      [12, "out"],
      [12, "dead"],
      [15, "dead"],
      [18, "dead"],
    ]);
    const survivor = [true, true, true, true].reduce(resolveCheck, deep);
    expect(nextStep(survivor)).toMatchObject({ kind: "act" });
    expect(resolveCheck(resolveCheck(deep, true), false).status).toBe("dead");
    const dead = applyDamage(createFighter(12), 72).fighter;
    expect(nextStep(dead)).toEqual({ kind: "dead" });
  });

  it("a failed first check puts the fighter out, but the death checks still follow", () => {
    const deep = applyDamage(createFighter(12), 25).fighter; // TP −13: levels 1 and 2
    const out = resolveCheck(deep, false);
    expect(out.status).toBe("out");
    expect(nextStep(out)).toEqual({ kind: "check", check: { level: 2, target: 12, onFail: "dead" } });
  });

  it("rejects damage on a dead character and checks that are not due", () => {
    const dead = applyDamage(createFighter(12), 80).fighter;
    expect(() => applyDamage(dead, 1)).toThrow(expect.objectContaining({ code: "character-dead" }));
    expect(() => resolveCheck(createFighter(), true)).toThrow(
      expect.objectContaining({ code: "no-check-due" }),
    );
    expect(() => applyDamage(createFighter(), -2)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });

  it("losing TP without a hit (wasting away) crosses the levels like a hit, but gives no wound", () => {
    const wasted = loseTp(createFighter(12), 13); // TP −1
    expect(wasted).toMatchObject({ tp: -1, wounds: 0, criticalWounds: 0, levelReached: 1 });
    expect(wasted.pending).toEqual([{ level: 1, target: 12, onFail: "out" }]);
    expect(loseTp(createFighter(12), 72).status).toBe("dead");
    expect(() => loseTp(loseTp(createFighter(12), 72), 1)).toThrow(
      expect.objectContaining({ code: "character-dead" }),
    );
  });

  it("regaining TP: capped at TPmax; the level falls with TP, so the next fall asks again; above 0 the fighter is up", () => {
    const out = resolveCheck(applyDamage(createFighter(12), 25).fighter, false); // TP −13, out, level-2 check due
    const better = regainTp(out, 5); // TP −8: level 1, the level-2 check no longer applies
    expect(better).toMatchObject({ tp: -8, levelReached: 1, status: "out", pending: [] });
    const up = regainTp(better, 9);
    expect(up).toMatchObject({ tp: 1, levelReached: 0, status: "active", passedZero: false });
    expect(applyDamage(up, 1).fighter.pending).toEqual([{ level: 1, target: 12, onFail: "out" }]);
    expect(regainTp(createFighter(12), 5).tp).toBe(12);
    const passed = resolveCheck(applyDamage(createFighter(12), 14).fighter, true);
    expect(lowTpMalus(regainTp(passed, 1))).toBe(3); // TP −1: still below 0
    expect(lowTpMalus(regainTp(passed, 3))).toBe(1); // TP 1 ≤ WS: taumeln only
    expect(() => regainTp(loseTp(createFighter(12), 72), 1)).toThrow(
      expect.objectContaining({ code: "character-dead" }),
    );
  });
});
