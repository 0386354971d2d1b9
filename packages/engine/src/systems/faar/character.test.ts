import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TableSettings } from "../table-settings.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { evaluateFaarCharacter, type FaarCharacter } from "./character.js";
import { earnXp, spendXp, XP_COSTS } from "./experience.js";

const DORN: FaarCharacter = {
  format: "spieltisch/character@1",
  system: "faar",
  name: "Dorn",
  attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
  skills: [{ name: "Heimlichkeit", level: 3 }],
};

const withOptions = (options: TableSettings["options"]): TableSettings => ({ modules: [], options });
const codes = (c: FaarCharacter, table = PLAIN_TABLE) =>
  evaluateFaarCharacter(c, table).issues.map((i) => i.code);

describe("Faar characters", () => {
  it("Dorn is valid: 45 points, LP 15, initiative 17, movement 9, defence 8, Heimlichkeit 13", () => {
    const report = evaluateFaarCharacter(DORN, PLAIN_TABLE);
    expect(report).toMatchObject({ valid: true, issues: [], cost: 45, budget: 45 });
    expect(report.derived).toMatchObject({
      lifePoints: 15,
      initiative: 17,
      movement: 9,
      defense: 8,
      defenseDivisor: 3,
      attack: { melee: 8, ranged: 10, unarmed: 8 },
      unarmedDamage: "1W6/2",
      skills: { Heimlichkeit: 13 },
    });
  });

  it("the defence divisor ruling: / 3 rounded up by default, / 2 as table option", () => {
    // KO 7 + GE 10 + IT 8 = 25: 25 / 3 → 9 (rounded up), 25 / 2 → 13 (rounded up).
    const c = { ...DORN, attributes: { ST: 8, KO: 7, GE: 10, IN: 6, IT: 8, CH: 6 } };
    expect(evaluateFaarCharacter(c, PLAIN_TABLE).derived.defense).toBe(9);
    expect(evaluateFaarCharacter(c, withOptions({ faarDefenseDivisor: 3 })).derived.defense).toBe(9);
    expect(evaluateFaarCharacter(c, withOptions({ faarDefenseDivisor: 2 })).derived).toMatchObject({
      defense: 13,
      defenseDivisor: 2,
    });
    expect(() => evaluateFaarCharacter(c, withOptions({ faarDefenseDivisor: 4 }))).toThrow(
      expect.objectContaining({ code: "invalid-table-option" }),
    );
  });

  it("an attribute of 13 at creation is an error naming the attribute", () => {
    const c = { ...DORN, attributes: { ST: 13, KO: 7, GE: 10, IN: 5, IT: 5, CH: 5 } };
    const report = evaluateFaarCharacter(c, PLAIN_TABLE);
    expect(report.valid).toBe(false);
    expect(report.issues).toContainEqual({
      code: "attribute-above-max",
      path: ["attributes", "ST"],
      severity: "error",
      params: { attribute: "ST", value: 13, max: 12 },
    });
  });

  it("46 points is an error, 44 a warning", () => {
    const over = { ...DORN, attributes: { ...DORN.attributes, CH: 7 } };
    expect(evaluateFaarCharacter(over, PLAIN_TABLE)).toMatchObject({ valid: false, cost: 46 });
    expect(codes(over)).toEqual(["attribute-points-over"]);
    const under = { ...DORN, attributes: { ...DORN.attributes, CH: 5 } };
    expect(evaluateFaarCharacter(under, PLAIN_TABLE)).toMatchObject({ valid: true, cost: 44 });
    expect(codes(under)).toEqual(["attribute-points-under"]);
  });

  it("table options change both creation numbers", () => {
    const strong = { ...DORN, attributes: { ST: 14, KO: 10, GE: 10, IN: 8, IT: 8, CH: 10 } };
    expect(codes(strong)).toEqual(["attribute-above-max", "attribute-points-over"]);
    expect(codes(strong, withOptions({ faarAttributePoints: 60, faarAttributeMax: 14 }))).toEqual([]);
  });

  it("skills: the text's list binds attributes; others need one of the six", () => {
    const c: FaarCharacter = {
      ...DORN,
      skills: [
        { name: "Reiten", level: 2, attribute: "GE" },
        { name: "Kochen", level: 1 },
        { name: "Segeln", level: 1, attribute: "SEE" },
        { name: "Wahrnehmung", level: 2, attribute: "IN" },
        { name: "Reiten", level: 1, attribute: "GE" },
        { name: "toString", level: 1 },
      ],
    };
    const report = evaluateFaarCharacter(c, PLAIN_TABLE);
    expect(report.issues.map((i) => [i.code, i.path.join("."), i.severity])).toEqual([
      ["unknown-skill", "skills.1.name", "error"],
      ["unknown-skill-attribute", "skills.2.attribute", "error"],
      ["skill-attribute-differs", "skills.3.attribute", "warning"],
      ["duplicate-skill", "skills.4.name", "error"],
      ["unknown-skill", "skills.5.name", "error"],
    ]);
    expect(report.derived.skills).toMatchObject({ Reiten: 12, Wahrnehmung: 9 });
  });

  it("derives combat values from Nahkampf, Fernkampf and Waffenloser Kampf", () => {
    const c: FaarCharacter = {
      ...DORN,
      skills: [
        { name: "Nahkampf", level: 2 },
        { name: "Fernkampf", level: 1 },
        { name: "Waffenloser Kampf", level: 2 },
      ],
    };
    expect(evaluateFaarCharacter(c, PLAIN_TABLE).derived).toMatchObject({
      attack: { melee: 10, ranged: 11, unarmed: 10 },
      unarmedDamage: "1W6/2+2",
    });
  });
});

describe("experience (XP) spending with history", () => {
  const earned = { ...DORN, experience: { earned: 500 } };

  it("costs 200 per attribute or skill point, 100 for a new skill", () => {
    expect(XP_COSTS).toEqual({ attribute: 200, skill: 200, "new-skill": 100 });
  });

  it("spends step by step, keeps the history and stays valid beyond the creation limits", () => {
    let c: FaarCharacter = earned;
    for (const p of [
      { kind: "attribute", name: "GE" },
      { kind: "new-skill", name: "Klettern" },
      { kind: "skill", name: "Heimlichkeit", note: "Abenteuer 2" },
    ] as const) {
      const r = spendXp(c, p);
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      c = r.value;
    }
    expect(c.attributes.GE).toBe(11);
    expect(c.skills).toEqual([
      { name: "Heimlichkeit", level: 4 },
      { name: "Klettern", level: 1 },
    ]);
    expect(c.experience?.spent).toHaveLength(3);
    const report = evaluateFaarCharacter(c, PLAIN_TABLE);
    expect(report).toMatchObject({ valid: true, cost: 45, issues: [] });
    expect(report.derived).toMatchObject({ xpSpent: 500, xpLeft: 0, creationAttributes: { GE: 10 } });
    // GE 13 after creation is fine: 12 is a creation limit.
    let raised: FaarCharacter = { ...c, experience: { ...c.experience, earned: 900 } };
    for (let i = 0; i < 2; i++) {
      const r = spendXp(raised, { kind: "attribute", name: "GE" });
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      raised = r.value;
    }
    expect(raised.attributes.GE).toBe(13);
    expect(evaluateFaarCharacter(raised, PLAIN_TABLE)).toMatchObject({
      valid: true,
      derived: { creationAttributes: { GE: 10 }, xpLeft: 0 },
    });
  });

  it("refuses without enough points, unknown targets and learning a skill twice", () => {
    const poor = { ...DORN, experience: { earned: 150 } };
    const cases = [
      [poor, { kind: "attribute", name: "GE" }, "xp-insufficient"],
      [earned, { kind: "attribute", name: "XY" }, "xp-unknown-target"],
      [earned, { kind: "attribute", name: "toString" }, "xp-unknown-target"],
      [earned, { kind: "skill", name: "Klettern" }, "xp-unknown-target"],
      [earned, { kind: "new-skill", name: "Heimlichkeit" }, "xp-skill-known"],
    ] as const;
    for (const [c, p, code] of cases) {
      const r = spendXp(c, p);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.issues[0]?.code).toBe(code);
    }
  });

  it("a file whose history does not fit the sheet, or spends more than earned, is invalid", () => {
    const overspent: FaarCharacter = {
      ...DORN,
      experience: { earned: 100, spent: [{ kind: "skill", name: "Heimlichkeit" }] },
    };
    expect(codes(overspent)).toEqual(["xp-overspent"]);
    const mismatch: FaarCharacter = {
      ...DORN,
      experience: { earned: 1000, spent: [{ kind: "new-skill", name: "Heimlichkeit" }] },
    };
    expect(codes(mismatch)).toEqual(["xp-history-mismatch"]);
    const unknown: FaarCharacter = {
      ...DORN,
      experience: { earned: 1000, spent: [{ kind: "skill", name: "Segeln" }] },
    };
    expect(codes(unknown)).toEqual(["xp-unknown-target"]);
  });
});

describe('experience as the text tells it ("etwa 200 – 300 Punkte" per adventure)', () => {
  it("Dorn earns 250, raises Heimlichkeit 3 → 4 (his check 13 → 14), and 50 are not enough for more", () => {
    const awarded = earnXp(DORN, 250);
    if (!awarded.ok) throw new Error("award refused");
    const raised = spendXp(awarded.value, { kind: "skill", name: "Heimlichkeit" });
    if (!raised.ok) throw new Error("purchase refused");
    expect(evaluateFaarCharacter(DORN, PLAIN_TABLE).derived).toMatchObject({ skills: { Heimlichkeit: 13 } });
    expect(evaluateFaarCharacter(raised.value, PLAIN_TABLE).derived).toMatchObject({
      skills: { Heimlichkeit: 14 },
      xpEarned: 250,
      xpLeft: 50,
    });
    const more = spendXp(raised.value, { kind: "new-skill", name: "Klettern" });
    expect(more.ok ? [] : more.issues).toMatchObject([
      { code: "xp-insufficient", params: { cost: 100, left: 50 } },
    ]);
  });

  it("awards add up; a non-whole, zero, negative or huge award is refused and nothing changes", () => {
    const twice = earnXp(DORN, 200);
    const again = twice.ok ? earnXp(twice.value, 300) : twice;
    expect(again.ok && again.value.experience).toEqual({ earned: 500 });
    for (const points of [0, -5, 2.5, Number.NaN, 1e9]) {
      const r = earnXp(DORN, points);
      expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(["xp-award-invalid"]);
    }
  });
});

describe("property: the creation rules", () => {
  it("any six values 1..12 summing to 45 are valid; raising one by 1 is always over budget", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 6, maxLength: 6 }), (values) => {
        const sum = values.reduce((a, b) => a + b, 0);
        const attributes = Object.fromEntries(
          ["ST", "KO", "GE", "IN", "IT", "CH"].map((a, i) => [a, values[i]!]),
        );
        const report = evaluateFaarCharacter({ ...DORN, skills: [], attributes }, PLAIN_TABLE);
        const raised = evaluateFaarCharacter(
          { ...DORN, skills: [], attributes: { ...attributes, ST: (attributes.ST ?? 0) + 1 } },
          PLAIN_TABLE,
        );
        const d = report.derived as { lifePoints: number; movement: number; initiative: number };
        return (
          report.valid === sum <= 45 &&
          report.cost === sum &&
          (sum < 45 || !raised.valid) &&
          d.lifePoints === (attributes.ST ?? 0) + (attributes.KO ?? 0) &&
          d.movement === Math.ceil(d.initiative / 2)
        );
      }),
    );
  });
});
