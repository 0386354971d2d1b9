import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAIN_TABLE } from "../../table-settings.js";
import type { EwsCharacter } from "./character.js";
import { characterCost, characterCostStriche, deltaText, levelCost } from "./cost.js";
import { evaluateEws } from "./evaluate.js";
import { LAZARO } from "./lazaro.test-support.js";
import { formatLevel } from "./levels.js";
import { stricheSpent } from "./lookup.js";
import { ewsSheet } from "./sheet.js";
import { ewsSheetValues } from "./sheet-values.js";
import { advance, undoAdvance } from "./stem-advance.js";
import { notationFor, parseNotation } from "./stem-notation.js";
import { planStriche } from "./stem-planner.js";
import { spendIssues, unspentStriche } from "./stem-spend.js";
import { perPoint, stemState, stricheBetween } from "./stem-track.js";
import type { ValueKind } from "./values.js";

const base = (fields: Partial<EwsCharacter>): EwsCharacter => ({
  format: "spieltisch/character@1",
  system: "ews",
  name: "Probe",
  ...fields,
});

const codes = (c: EwsCharacter) => evaluateEws(c, PLAIN_TABLE).issues.map((i) => i.code);

// The SteM example computes with Stilvoll + (15); see stem.test.ts and the README, ruling 2.
const lazaroSteM: EwsCharacter = {
  ...LAZARO,
  attributes: [
    { name: "Gewandt", level: "+" },
    { name: "Stilvoll", level: "+" },
  ],
};

describe("ews-2.txt SteM: the awards of the Beispielsteigerung", () => {
  it("4 Striche after the sea voyage pay for 2 on Stilvoll and 2 on Flirten, nothing more", () => {
    const voyage = advance(advance(lazaroSteM, "Stilvoll", 2), "Kunst des Flirtens", 2);
    expect(spendIssues(lazaroSteM, voyage, { available: 4, stem: true })).toEqual([]);
    expect(unspentStriche(4, { spentNow: stricheSpent(voyage), spentAtStart: 0 })).toBe(0);
    // A fifth Strich is not covered by the award.
    const greedy = advance(voyage, "Kunst des Flirtens", 1);
    expect(spendIssues(voyage, greedy, { available: 0, stem: true })).toEqual([
      {
        code: "ews.striche-over-award",
        path: ["striche"],
        severity: "error",
        params: { spend: 1, available: 0 },
      },
    ]);
  });

  it("4 more Striche three weeks later go fully on Flirten: 13+2 → 15+2 = 17", () => {
    const voyage = advance(advance(lazaroSteM, "Stilvoll", 2), "Kunst des Flirtens", 2);
    const later = advance(voyage, "Kunst des Flirtens", 4);
    const available = unspentStriche(8, { spentNow: stricheSpent(voyage), spentAtStart: 0 });
    expect(available).toBe(4);
    expect(spendIssues(voyage, later, { available, stem: true })).toEqual([]);
    expect(evaluateEws(later, PLAIN_TABLE).derived.skills).toMatchObject({ "Kunst des Flirtens": 17 });
  });

  it("without the module SteM no Striche can be spent, but an undo is always allowed", () => {
    const raised = advance(lazaroSteM, "Stilvoll", 2);
    expect(spendIssues(lazaroSteM, raised, { available: 9, stem: false }).map((i) => i.code)).toEqual([
      "ews.stem-off",
    ]);
    expect(spendIssues(raised, undoAdvance(raised), { available: 0, stem: false })).toEqual([]);
  });

  it("Striche brought along on an advanced character do not use up the table's awards", () => {
    expect(unspentStriche(3, { spentNow: 10, spentAtStart: 8 })).toBe(1);
    expect(unspentStriche(3, { spentNow: 5, spentAtStart: 8 })).toBe(3);
  });
});

describe("ews-2.txt SteM: Ein Beispiel für die Strichvergabe", () => {
  it("angehende Helden (7 Δ) to Beweger (16 Δ): 27 Striche, about 2 per evening over 12", () => {
    const plan = planStriche(7, 16, 12);
    expect(plan.total).toBe(27);
    expect(Math.round(plan.perEvening)).toBe(2);
  });

  it("the alternative of seven sections gives 3 to 5 Striche each", () => {
    const { perEvening } = planStriche(7, 16, 7);
    expect(perEvening).toBeGreaterThanOrEqual(3);
    expect(perEvening).toBeLessThanOrEqual(5);
  });
});

describe("creation in Striche (text L297)", () => {
  it("3 creation Striche on a new Fertigkeit make it + (12) and cost 1 Δ, like the level +", () => {
    const inStriche = base({
      budget: 2,
      attributes: [{ name: "Gewandt", level: "+" }],
      skills: [{ name: "Reiten", level: "", attributes: ["Gewandt"] }],
      creationStriche: { Reiten: 3 },
    });
    const byLevel = base({
      budget: 2,
      attributes: [{ name: "Gewandt", level: "+" }],
      skills: [{ name: "Reiten", level: "+", attributes: ["Gewandt"] }],
    });
    expect(characterCost(inStriche)).toBe(2);
    expect(evaluateEws(inStriche, PLAIN_TABLE).derived.skills).toEqual({ Reiten: 13 });
    expect(evaluateEws(inStriche, PLAIN_TABLE).derived.skills).toEqual(
      evaluateEws(byLevel, PLAIN_TABLE).derived.skills,
    );
    expect(codes(inStriche)).toEqual([]);
  });

  it("thirds of a Δ are exact: 7 Striche are 2⅓ Δ, over a budget of 2 and under one of 3", () => {
    const c = base({ attributes: [{ name: "Fitness", level: "" }], creationStriche: { Fitness: 7 } });
    expect(characterCostStriche(c)).toBe(7);
    expect(characterCost(c)).toBeCloseTo(7 / 3, 10);
    const over = evaluateEws({ ...c, budget: 2 }, PLAIN_TABLE).issues;
    expect(over).toEqual([
      { code: "ews.over-budget", path: ["budget"], severity: "error", params: { cost: 2.33, budget: 2 } },
    ]);
    const under = evaluateEws({ ...c, budget: 3 }, PLAIN_TABLE).issues;
    expect(under.map((i) => [i.code, i.params?.left])).toEqual([["ews.under-budget", 0.67]]);
    // 7 Striche from ±: 3 to 15 (+), then 2 per point: 16 after 5, 17 after 7.
    expect(evaluateEws(c, PLAIN_TABLE).derived.attributes).toEqual({ Fitness: 17 });
  });

  it("Δ as people write them: 16 Striche are 5⅓ Δ, 2 are ⅔, 21 are 7", () => {
    expect(deltaText(16 / 3)).toBe("5⅓");
    expect(deltaText(2 / 3)).toBe("⅔");
    expect(deltaText(7)).toBe("7");
    expect(deltaText(0)).toBe("0");
    expect(deltaText(-4 / 3)).toBe("−1⅓");
  });

  it("creation Striche come before those of SteM on the same track, and SteM stays off budget", () => {
    const c = base({
      budget: 1,
      attributes: [{ name: "Fitness", level: "" }],
      creationStriche: { Fitness: 3 },
      striche: { Fitness: 2 },
    });
    expect(characterCost(c)).toBe(1);
    expect(evaluateEws(c, PLAIN_TABLE).derived.notation).toEqual({ Fitness: "+,´´ (16)" });
    expect(ewsSheet(c, PLAIN_TABLE).attributes[0]).toMatchObject({ striche: 2, creationStriche: 3 });
  });

  it("creation Striche on a value the sheet lacks are an error at their path", () => {
    const issues = evaluateEws(base({ creationStriche: { Reiten: 2 } }), PLAIN_TABLE).issues;
    expect(issues.find((i) => i.severity === "error")).toMatchObject({
      code: "ews.striche-unknown-value",
      path: ["creationStriche", "Reiten"],
    });
  });

  const levelKinds: ValueKind[] = ["attribute", "skill", "profession", "trait", "specialisation"];
  it("a level bought with Δ equals the same Δ in Striche from nothing: value and cost (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...levelKinds), fc.integer({ min: 1, max: 4 }), (kind, level) => {
        const striche = 3 * levelCost(level);
        const fromLevel = stemState(kind, level, 0);
        const fromStriche = stemState(kind, 0, striche);
        expect([fromStriche.level, fromStriche.value, fromStriche.inBand]).toEqual([
          fromLevel.level,
          fromLevel.value,
          0,
        ]);
        expect(stricheBetween(kind, 0, level, 0)).toBe(striche);
      }),
    );
  });
});

describe("Spezialisierungen (text L297)", () => {
  const flirt = (fields: Partial<EwsCharacter> = {}): EwsCharacter => ({
    ...lazaroSteM,
    skills: [
      { name: "Nahkampf", level: "+", attributes: ["Gewandt"] },
      { name: "Kunst des Flirtens", level: "+", attributes: ["Stilvoll", "Gewandt"] },
    ],
    striche: { "Kunst des Flirtens": 2 },
    specialisations: [{ name: "Damen von Adel", skill: "Kunst des Flirtens", level: "" }],
    ...fields,
  });

  it("Kunst des Flirtens (Damen von Adel): 13+2 = 15, one Strich on the specialisation → 16", () => {
    const c = advance(flirt(), "Damen von Adel", 1);
    const d = evaluateEws(c, PLAIN_TABLE).derived;
    expect(d.skills).toMatchObject({ "Kunst des Flirtens": 15 });
    expect(d.specialisations).toEqual({ "Damen von Adel": 16 });
    expect(d.notation).toMatchObject({ "Damen von Adel": "´ (+1)" });
    expect(ewsSheetValues(c, PLAIN_TABLE)).toContainEqual({
      name: "Kunst des Flirtens (Damen von Adel)",
      kind: "Spezialisierung",
      value: 16,
    });
    const line = ewsSheet(c, PLAIN_TABLE).specialisations[0];
    expect(line).toMatchObject({ skill: "Kunst des Flirtens", bonus: 1, base: 15, value: { value: 16 } });
  });

  it("one plus gives the Fertigkeit + 3 and costs 1 Δ; then 2 Striche per point, like an Eigenschaft", () => {
    const c = flirt({
      specialisations: [{ name: "Damen von Adel", skill: "Kunst des Flirtens", level: "+" }],
    });
    expect(characterCost(c) - characterCost(flirt())).toBe(1);
    expect(evaluateEws(c, PLAIN_TABLE).derived.specialisations).toEqual({ "Damen von Adel": 18 });
    expect(perPoint("specialisation", 1)).toBe(2);
    expect(notationFor("specialisation", 1, 2)).toBe("+,´´ (+4)");
    expect(parseNotation("specialisation", "Damen von Adel: +,´´ (+4)").striche).toBe(2);
  });

  it("a Spezialisierung needs a Fertigkeit of the sheet and has no minus levels", () => {
    const orphan = flirt({ specialisations: [{ name: "Schwerter", skill: "Fechten", level: "+" }] });
    expect(evaluateEws(orphan, PLAIN_TABLE).issues.find((i) => i.severity === "error")).toMatchObject({
      code: "ews.specialisation-unknown-skill",
      path: ["specialisations", 0, "skill"],
      params: { name: "Schwerter", skill: "Fechten" },
    });
    const minus = flirt({ specialisations: [{ name: "Pilze", skill: "Kunst des Flirtens", level: "-" }] });
    expect(codes(minus)).toContain("ews.specialisation-minus");
    expect(codes(flirt())).toContain("ews.unlearned-value");
  });

  it("a new Spezialisierung is learned in SteM and its undo removes it", () => {
    const learned = advance(lazaroSteM, "Degen", 1, { newKind: "specialisation", skill: "Nahkampf" });
    expect(learned.specialisations).toEqual([{ name: "Degen", level: "±", skill: "Nahkampf" }]);
    expect(evaluateEws(learned, PLAIN_TABLE).derived.specialisations).toEqual({ Degen: 14 });
    // lazaroSteM spends 1 Δ less than angehender Held (Stilvoll +): only that warning remains.
    expect(codes(learned)).toEqual(["ews.under-budget"]);
    expect(undoAdvance(learned)).toEqual({
      ...lazaroSteM,
      specialisations: [],
      striche: {},
      advancements: [],
    });
  });
});

describe("SteM properties", () => {
  const kinds: ValueKind[] = ["attribute", "skill", "profession", "trait", "specialisation"];
  const valued = ["Gewandt", "Stilvoll", "Nahkampf", "Kunst des Flirtens", "Diplomat"];

  it("spending Striche and then undoing the spends restores the character exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...valued), fc.integer({ min: 1, max: 12 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (spends) => {
          const start: EwsCharacter = { ...lazaroSteM, striche: {}, advancements: [] };
          let c = start;
          for (const [name, n] of spends) c = advance(c, name, n);
          expect(stricheSpent(c)).toBe(spends.reduce((a, [, n]) => a + n, 0));
          for (let i = 0; i < spends.length; i++) c = undoAdvance(c);
          expect(c).toEqual(start);
        },
      ),
    );
  });

  it("costs are monotone: Striche per point never fall as the value climbs", () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: -3, max: 6 }), (kind, level) => {
        expect(perPoint(kind, level + 1)).toBeGreaterThanOrEqual(perPoint(kind, level));
        expect(levelCost(level + 1)).toBeGreaterThan(levelCost(level));
        expect(stricheBetween(kind, -3, level + 1, 0)).toBeGreaterThan(stricheBetween(kind, -3, level, 0));
      }),
    );
  });

  it("the Striche to the next point equal the Striche per point of the band (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ValueKind>("attribute", "skill", "profession", "specialisation"),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(60),
        (kind, level, s) => {
          const now = stemState(kind, level, s);
          const next = stemState(kind, level, s + now.toNextPoint);
          expect(next.value).toBeGreaterThan(now.value ?? 0);
          if (now.toNextPoint > 1) {
            expect(stemState(kind, level, s + now.toNextPoint - 1).value).toBe(now.value);
          }
          expect(formatLevel(next.level)).toBeTypeOf("string");
        },
      ),
    );
  });
});
