import { describe, expect, it } from "vitest";
import { PLAIN_TABLE } from "../../table-settings.js";
import { recoveryTp, tpHealing, weeklyTp } from "./tp-healing.js";

describe("FoKa healing, every example of ews-2.txt", () => {
  it("WS 4: bed rest 2 TP a week; one wound 1; two wounds or one critical 0; two critical −2", () => {
    const bed = (wounds: number, critical: number) =>
      tpHealing({ attribute: 12, wounds, critical, situation: "bed" }, PLAIN_TABLE).tpPerWeek;
    expect([bed(0, 0), bed(1, 0), bed(2, 0), bed(0, 1), bed(0, 2)]).toEqual([2, 1, 0, 0, -2]);
  });

  it("KO 12 on gentle travel: WS − 3 → 4 TP a month, nothing with a wound; bed rest 8, with a wound 4", () => {
    expect(tpHealing({ attribute: 12, situation: "ship" }, PLAIN_TABLE).tpPerMonth).toBe(4);
    expect(tpHealing({ attribute: 12, wounds: 1, situation: "ship" }, PLAIN_TABLE).tpPerMonth).toBe(0);
    expect(tpHealing({ attribute: 12, situation: "bed" }, PLAIN_TABLE).tpPerMonth).toBe(8);
    expect(tpHealing({ attribute: 12, wounds: 1, situation: "bed" }, PLAIN_TABLE).tpPerMonth).toBe(4);
  });

  it("KO 15 travelling: 8 TP a month, with a wound 4, which heals in about a month", () => {
    expect(tpHealing({ attribute: 15, situation: "ship" }, PLAIN_TABLE).tpPerMonth).toBe(8);
    const wounded = tpHealing({ attribute: 15, wounds: 1, situation: "ship" }, PLAIN_TABLE);
    expect(wounded.tpPerMonth).toBe(4);
    expect(wounded.schedule[0]?.doneAfterWeeks?.toString()).toBe("4/1");
  });

  it("KO 12 in hospital: with a wound 3 TP a week, home after 10 days; critical ~2 a week and ~6 weeks", () => {
    const wound = tpHealing({ attribute: 12, wounds: 1, situation: "hospital" }, PLAIN_TABLE);
    expect(wound.tpPerWeek).toBe(3);
    expect(wound.schedule[0]?.doneAfterDays).toBe(10);
    const critical = tpHealing({ attribute: 12, critical: 1, situation: "hospital" }, PLAIN_TABLE);
    expect(critical.tpPerWeek).toBe(2);
    expect(critical.schedule[0]?.doneAfterWeeks?.toString()).toBe("6/1");
  });

  it("KO 9 in hospital: with a wound 2 TP a week, 14 days; critical 1 a week, 3 months (12 weeks)", () => {
    const wound = tpHealing({ attribute: 9, wounds: 1, situation: "hospital" }, PLAIN_TABLE);
    expect([wound.tpPerWeek, wound.schedule[0]?.doneAfterDays]).toEqual([2, 14]);
    const critical = tpHealing({ attribute: 9, critical: 1, situation: "hospital" }, PLAIN_TABLE);
    expect([critical.tpPerWeek, critical.schedule[0]?.doneAfterWeeks?.toString()]).toEqual([1, "12/1"]);
  });

  it("a forced march (WS − 6) costs TP unless the Konstitution is 18; the recovery TP are a table option", () => {
    expect(tpHealing({ attribute: 15, situation: "march" }, PLAIN_TABLE).tpPerWeek).toBe(-1);
    expect(tpHealing({ attribute: 18, situation: "march" }, PLAIN_TABLE).tpPerWeek).toBe(0);
    const never = tpHealing({ attribute: 12, wounds: 1, situation: "march" }, PLAIN_TABLE);
    expect(never.schedule[0]).toMatchObject({ weeks: null, doneAfterDays: null });
    const house = tpHealing(
      { attribute: 12, wounds: 1, situation: "hospital" },
      { modules: ["foka"], options: { fokaWoundRecoveryTp: 6 } },
    );
    expect(house.schedule[0]?.doneAfterWeeks?.toString()).toBe("2/1");
  });

  it("several wounds heal one after another, each freeing a point of healing", () => {
    const r = tpHealing({ attribute: 12, wounds: 1, critical: 1, situation: "hospital" }, PLAIN_TABLE);
    // 4 − 1 − 2 = 1 TP/week: the wound takes 4 weeks; then 2 TP/week: the critical one 6 more.
    expect(r.schedule.map((s) => [s.kind, s.tpPerWeek, s.doneAfterWeeks?.toString()])).toEqual([
      ["wound", 1, "4/1"],
      ["critical", 2, "10/1"],
    ]);
  });

  it("the week's rate and the recovery thresholds on their own; a threshold outside 1..100 is refused", () => {
    expect(weeklyTp({ attribute: 12, wounds: 1, situation: "bed" })).toBe(1);
    expect(weeklyTp({ attribute: 18, situation: "march" })).toBe(0);
    expect([recoveryTp(PLAIN_TABLE, "wound"), recoveryTp(PLAIN_TABLE, "critical")]).toEqual([4, 12]);
    expect(recoveryTp({ modules: [], options: { fokaCriticalRecoveryTp: 9 } }, "critical")).toBe(9);
    expect(() => recoveryTp({ modules: [], options: { fokaWoundRecoveryTp: 0 } }, "wound")).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });
});
