import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../errors.js";
import { PLAIN_TABLE, type TableSettings } from "../../table-settings.js";
import { ews } from "../index.js";
import { attributeBonus } from "./bonuses.js";
import type { EwsCharacter } from "./character.js";
import { characterCost, levelCost } from "./cost.js";
import { evaluateEws } from "./evaluate.js";
import { EWS_HOUSE_RULE_CODES } from "./house-rules.js";
import { LAZARO } from "./lazaro.test-support.js";
import { formatLevel, parseLevel } from "./levels.js";
import { levelValue } from "./values.js";

/** Lazaro with a free Δ budget instead of his Machtstufe (no budget-conflict warning). */
const { powerLevel: _powerLevel, ...FREE } = LAZARO;

const codes = (c: EwsCharacter, table: TableSettings = PLAIN_TABLE) =>
  evaluateEws(c, table).issues.map((i) => [i.code, i.severity, i.path.join(".")]);

describe("Lazaro (ews-2.txt, Charaktererschaffung)", () => {
  const report = evaluateEws(LAZARO, PLAIN_TABLE);

  it("reproduces every value of the text", () => {
    expect(report.derived).toMatchObject({
      attributes: { Gewandt: 15, Stilvoll: 18 },
      skills: { Nahkampf: 13, "Kunst des Flirtens": 15 },
      skillBases: { Nahkampf: 12, "Kunst des Flirtens": 12 },
      skillBonuses: { Nahkampf: 1, "Kunst des Flirtens": 3 },
      professions: { Diplomat: 9 },
      woundThreshold: 4,
    });
  });

  it("spends exactly 7 Δ of 7 (angehender Held) and is valid without any issue", () => {
    expect(report.cost).toBe(7);
    expect(report.budget).toBe(7);
    expect(report.valid).toBe(true);
    expect(report.issues).toEqual([]);
  });

  it("gets the Beruf bonus of one situational Eigenschaft: Diplomat 10 gewandt, 11 stilvoll", () => {
    expect(report.derived.professionBonuses).toEqual({ Diplomat: { Gewandt: 10, Stilvoll: 11 } });
  });

  it("is reachable through the ews RuleSystem", () => {
    expect(ews.characters?.evaluate(LAZARO, PLAIN_TABLE)).toEqual(report);
  });
});

describe("the five rules", () => {
  it("rule 1/2: level → value for Eigenschaft, Fertigkeit and Beruf", () => {
    const levels = ["---", "--", "-", "±", "+", "++", "+++"];
    expect(levels.map((l) => levelValue("attribute", parseLevel(l)))).toEqual([3, 6, 9, 12, 15, 18, 21]);
    expect(["+", "++", "+++"].map((l) => levelValue("skill", parseLevel(l)))).toEqual([12, 15, 18]);
    expect(["+", "++", "+++"].map((l) => levelValue("profession", parseLevel(l)))).toEqual([9, 12, 15]);
    expect(levelValue("trait", 1)).toBeUndefined();
  });

  it("accepts ASCII '-', the en dash '–' and the minus sign for minuses", () => {
    expect(["-", "–", "−", "--", "––", "-–"].map(parseLevel)).toEqual([-1, -1, -1, -2, -2, -2]);
    expect(["", "0", "±"].map(parseLevel)).toEqual([0, 0, 0]);
    expect(() => parseLevel("+-")).toThrow(EngineError);
    expect(formatLevel(-2)).toBe("--");
  });

  it("rule 3/4: cost n(n+1)/2 per value; minuses give the same back", () => {
    expect([1, 2, 3, 4].map(levelCost)).toEqual([1, 3, 6, 10]);
    expect([-1, -2, -3].map(levelCost)).toEqual([-1, -3, -6]);
    expect(levelCost(0)).toBe(0);
  });

  it("rule 4 example: mickriger Mut (--) pays for one ++ Eigenschaft", () => {
    const c: EwsCharacter = {
      ...LAZARO,
      budget: 0,
      attributes: [
        { name: "Mut", level: "--" },
        { name: "Stark", level: "++" },
      ],
      skills: [],
      professions: [],
      traits: [],
    };
    expect(characterCost(c)).toBe(0);
  });

  it("rule 5: minus Eigenschaften give no malus unless asked (character or table option)", () => {
    const c: EwsCharacter = {
      ...LAZARO,
      budget: 7,
      attributes: [{ name: "Ungeschickt", level: "-" }, ...(LAZARO.attributes ?? [])],
      skills: [{ name: "Jonglieren", level: "+", attributes: ["Ungeschickt", "Gewandt"] }],
    };
    expect(evaluateEws(c, PLAIN_TABLE).derived.skills).toEqual({ Jonglieren: 13 });
    expect(evaluateEws({ ...c, attributeMalus: true }, PLAIN_TABLE).derived.skills).toEqual({
      Jonglieren: 12,
    });
    const table = { modules: [], options: { attributeMalus: true } };
    expect(evaluateEws(c, table).derived.skills).toEqual({ Jonglieren: 12 });
    expect(attributeBonus(6, true)).toBe(-2);
  });

  it("Wundschwelle = a third of the chosen Eigenschaft, EWS-rounded (Zäh ++ 18 → 6, + 15 → 5)", () => {
    const c = (level: string): EwsCharacter => ({
      ...LAZARO,
      budget: 20,
      attributes: [...(LAZARO.attributes ?? []), { name: "Zäh", level }],
      woundAttribute: "Zäh",
    });
    expect(evaluateEws(c("++"), PLAIN_TABLE).derived.woundThreshold).toBe(6);
    expect(evaluateEws(c("+"), PLAIN_TABLE).derived.woundThreshold).toBe(5);
    expect(evaluateEws(c("-"), PLAIN_TABLE).derived.woundThreshold).toBe(3);
  });

  it("budget from powerLevel beweger (16) or a free budget; budget wins", () => {
    expect(evaluateEws({ ...LAZARO, powerLevel: "beweger" }, PLAIN_TABLE).budget).toBe(16);
    expect(evaluateEws({ ...LAZARO, budget: 9 }, PLAIN_TABLE).budget).toBe(9);
    expect(codes({ ...LAZARO, budget: 9 })).toEqual([
      ["ews.budget-conflict", "warning", "budget"],
      ["ews.under-budget", "warning", "budget"],
    ]);
  });
});

describe("issues", () => {
  it("over budget is an error at the budget's path, under budget a warning", () => {
    expect(codes({ ...FREE, budget: 6 })).toEqual([["ews.over-budget", "error", "budget"]]);
    expect(codes({ ...LAZARO, powerLevel: "beweger" })).toEqual([
      ["ews.under-budget", "warning", "powerLevel"],
    ]);
    expect(codes(FREE)).toEqual([["ews.no-budget", "warning", ""]]);
    const over = evaluateEws({ ...FREE, budget: 6 }, PLAIN_TABLE);
    expect(over.valid).toBe(false);
    expect(over.issues[0]?.params).toEqual({ cost: 7, budget: 6 });
  });

  it("Fertigkeit or Beruf with a minus level, unknown / too many / repeated Eigenschaften", () => {
    const c: EwsCharacter = {
      ...LAZARO,
      budget: 7,
      skills: [
        { name: "Nahkampf", level: "-", attributes: ["Gewandt"] },
        { name: "Kunst des Flirtens", level: "+", attributes: ["Stilvoll", "Gewandt", "Stilvoll"] },
        { name: "Reiten", level: "+", attributes: ["Stark"] },
      ],
      professions: [{ name: "Diplomat", level: "–" }],
    };
    expect(codes(c)).toEqual([
      ["ews.under-budget", "warning", "budget"],
      ["ews.skill-minus", "error", "skills.0.level"],
      ["ews.too-many-attributes", "error", "skills.1.attributes"],
      ["ews.repeated-attribute", "error", "skills.1.attributes.2"],
      ["ews.unknown-attribute", "error", "skills.2.attributes.0"],
      ["ews.profession-minus", "error", "professions.0.level"],
    ]);
  });

  it("duplicate names anywhere on the sheet, Striche on unknown values, unknown wound attribute", () => {
    const c: EwsCharacter = {
      ...LAZARO,
      traits: [{ name: "Stilvoll", level: "+" }, ...(LAZARO.traits ?? []).slice(1)],
      striche: { Schwimmen: 2 },
      woundAttribute: "Zäh",
    };
    expect(codes(c)).toEqual([
      ["ews.duplicate-name", "error", "traits.0.name"],
      ["ews.striche-unknown-value", "error", "striche.Schwimmen"],
      ["ews.unknown-wound-attribute", "error", "woundAttribute"],
    ]);
  });

  it("warns about values beyond the human range, average Merkmale and unlearned values", () => {
    const c: EwsCharacter = {
      ...FREE,
      budget: 99,
      attributes: [{ name: "Riesig", level: "+++" }],
      skills: [{ name: "Kochen", level: "0" }],
      professions: [],
      traits: [{ name: "Launisch", level: "±" }],
    };
    expect(codes(c).filter(([code]) => code !== "ews.under-budget")).toEqual([
      ["ews.beyond-human", "warning", "attributes.0.level"],
      ["ews.unlearned-value", "warning", "skills.0.level"],
      ["ews.trait-average", "warning", "traits.0.level"],
    ]);
  });

  it("house rules turn chosen errors into warnings and keep them", () => {
    const c = { ...FREE, budget: 6 };
    for (const options of [
      { houseRules: ["ews.over-budget", "ews.skill-minus"] },
      { houseRules: ["ews.over-budget"] },
    ]) {
      const report = evaluateEws(c, { modules: [], options });
      expect(report.valid).toBe(true);
      expect(report.issues).toEqual([
        {
          code: "ews.over-budget",
          path: ["budget"],
          severity: "warning",
          params: { cost: 7, budget: 6, houseRule: true },
        },
      ]);
    }
    expect(evaluateEws(c, { modules: [], options: { houseRules: ["ews.under-budget"] } }).valid).toBe(false);
  });

  it("can allow every error the rules report: each error code is in EWS_HOUSE_RULE_CODES", () => {
    const broken: EwsCharacter = {
      ...FREE,
      budget: 1,
      attributes: [...(FREE.attributes ?? []), { name: "Gewandt", level: "+" }],
      skills: [
        { name: "Reiten", level: "-", attributes: ["Stark", "Gewandt", "Gewandt"] },
        { name: "Fechten", level: "+", attributes: ["Gewandt", "Stilvoll", "Klug"] },
      ],
      professions: [{ name: "Diplomat", level: "-", kind: "profession" }],
      woundAttribute: "Zäh",
      striche: { Niemand: 1 },
    };
    const errors = new Set(
      evaluateEws(broken, PLAIN_TABLE)
        .issues.filter((i) => i.severity === "error")
        .map((i) => i.code),
    );
    expect([...errors].sort()).toEqual([...EWS_HOUSE_RULE_CODES].sort());
    const allowed = { modules: [], options: { houseRules: EWS_HOUSE_RULE_CODES } };
    expect(evaluateEws(broken, allowed).valid).toBe(true);
  });
});

const LEVELS = ["---", "--", "-", "", "+", "++", "+++", "++++"];
const arbCharacter = fc.record({
  attributes: fc.array(fc.constantFrom(...LEVELS), { maxLength: 4 }),
  skills: fc.array(fc.constantFrom(...LEVELS.slice(3)), { maxLength: 4 }),
  professions: fc.array(fc.constantFrom(...LEVELS.slice(3)), { maxLength: 2 }),
  traits: fc.array(fc.constantFrom(...LEVELS), { maxLength: 3 }),
});
type Arb = { attributes: string[]; skills: string[]; professions: string[]; traits: string[] };
const build = (a: Arb): EwsCharacter => ({
  format: "spieltisch/character@1",
  system: "ews",
  name: "P",
  attributes: a.attributes.map((level, i) => ({ name: `A${i}`, level })),
  skills: a.skills.map((level, i) => ({ name: `S${i}`, level })),
  professions: a.professions.map((level, i) => ({ name: `B${i}`, level })),
  traits: a.traits.map((level, i) => ({ name: `M${i}`, level })),
});
const FIELDS = ["attributes", "skills", "professions", "traits"] as const;

describe("properties of the cost", () => {
  it("is monotonic in every level: one more plus on any value never lowers the cost", () => {
    fc.assert(
      fc.property(arbCharacter, fc.constantFrom(...FIELDS), fc.nat(), (a, field, pick) => {
        const list = a[field];
        if (list.length === 0) return;
        const i = pick % list.length;
        const raised = parseLevel(list[i]!) + 1;
        const next = { ...a, [field]: list.map((l, j) => (j === i ? formatLevel(raised) : l)) };
        expect(characterCost(build(next))).toBeGreaterThan(characterCost(build(a)));
      }),
    );
  });

  it("removing a positive value never raises the cost", () => {
    fc.assert(
      fc.property(arbCharacter, fc.constantFrom(...FIELDS), fc.nat(), (a, field, pick) => {
        const list = a[field];
        if (list.length === 0) return;
        const i = pick % list.length;
        if (parseLevel(list[i]!) <= 0) return;
        const next = { ...a, [field]: list.filter((_, j) => j !== i) };
        expect(characterCost(build(next))).toBeLessThanOrEqual(characterCost(build(a)));
      }),
    );
  });
});
