import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../errors.js";
import { PLAIN_TABLE } from "../../table-settings.js";
import type { EwsCharacter } from "./character.js";
import { evaluateEws } from "./evaluate.js";
import { LAZARO, readLazaro } from "./lazaro.test-support.js";
import { advance, undoAdvance } from "./stem-advance.js";
import { formatNotation, notationFor, parseNotation, triangles } from "./stem-notation.js";
import { planStriche } from "./stem-planner.js";
import { perPoint, stemState, stricheBetween } from "./stem-track.js";
import type { ValueKind } from "./values.js";

describe("SteM examples of ews-2.txt", () => {
  it("Kochen + (12): 1st Strich 12, 2nd 13, 6th ++ (15), 9th 16", () => {
    const at = (s: number) => stemState("skill", 1, s);
    expect(at(1).value).toBe(12);
    expect(at(2).value).toBe(13);
    expect([at(6).level, at(6).value]).toEqual([2, 15]);
    expect(at(9).value).toBe(16);
    expect(notationFor("skill", 1, 6)).toBe("++ (15)");
  });

  it("Fitness + (15): every notation line of the text", () => {
    const lines = [0, 1, 2, 3, 4, 5].map((s) => `Fitness: ${notationFor("attribute", 1, s)}`);
    expect(lines).toEqual([
      "Fitness: + (15)",
      "Fitness: +,´ (15)",
      "Fitness: +,´´ (16)",
      "Fitness: +,^´ (16)",
      "Fitness: +,^^ (17)",
      "Fitness: +,Δ^ (17)",
    ]);
    // "Fitness: +,ΔΔ (18) = ++": the full band is the next Schwelle, written canonically as "++ (18)".
    expect(notationFor("attribute", 1, 6)).toBe("++ (18)");
    expect(parseNotation("attribute", "Fitness: +,ΔΔ (18) = ++")).toMatchObject({
      striche: 6,
      state: { level: 2, value: 18 },
    });
    // "Fitness: ++,´´´ (19)": three triangles from ++ on, one side each = one point.
    expect(notationFor("attribute", 1, 9)).toBe("++,´´´ (19)");
  });

  it("Striche per point = pluses of the next Schwelle, on the Grundwert", () => {
    expect([-2, -1, 0, 1, 2, 3].map((l) => perPoint("attribute", l))).toEqual([1, 1, 1, 2, 3, 4]);
    expect([0, 1, 2].map((l) => perPoint("skill", l))).toEqual([1, 2, 3]);
    expect([0, 1, 2].map((l) => perPoint("profession", l))).toEqual([1, 2, 3]);
  });

  it("new values Strich by Strich: Fertigkeit 9, 11, 12; Beruf 6, 8, 9; Eigenschaft from 12", () => {
    expect([1, 2, 3].map((s) => stemState("skill", 0, s).value)).toEqual([9, 11, 12]);
    expect([1, 2, 3].map((s) => stemState("profession", 0, s).value)).toEqual([6, 8, 9]);
    expect([0, 1, 2, 3, 4].map((s) => stemState("attribute", 0, s).value)).toEqual([12, 13, 14, 15, 15]);
    expect([1, 2, 3].map((s) => notationFor("skill", 0, s))).toEqual(["´ (9)", "^ (11)", "+ (12)"]);
  });

  // The SteM example calls Lazaro "bereits sehr Stilvoll (+: 15)" although creation gave him
  // Stilvoll ++ (18); with ++ his Flirten would already be 12+3 = 15 before the advance, not
  // 12+2 = 14 as the example says. We test the rule with Stilvoll + (15), which is what the example
  // computes with, and note the slip in the README.
  const lazaroSteM: EwsCharacter = {
    ...LAZARO,
    attributes: [
      { name: "Gewandt", level: "+" },
      { name: "Stilvoll", level: "+" },
    ],
  };

  it("Lazaro's first advance: 2 Striche on Stilvoll 15 → 16, 2 on Flirten base 12 → 13 (15)", () => {
    const before = evaluateEws(lazaroSteM, PLAIN_TABLE).derived;
    expect(before.skills).toMatchObject({ "Kunst des Flirtens": 14 });
    const after = advance(advance(lazaroSteM, "Stilvoll", 2), "Kunst des Flirtens", 2);
    const d = evaluateEws(after, PLAIN_TABLE).derived;
    expect(d.attributes).toMatchObject({ Stilvoll: 16 });
    expect(d.skillBases).toMatchObject({ "Kunst des Flirtens": 13 });
    expect(d.skills).toMatchObject({ "Kunst des Flirtens": 15 });
    expect(d.notation).toMatchObject({ Stilvoll: "+,´´ (16)", "Kunst des Flirtens": "+,´´ (13)" });

    // Three weeks later: 4 more Striche on Flirten → base 15 (++), effective 17; next point costs 3.
    const later = advance(after, "Kunst des Flirtens", 4);
    const d2 = evaluateEws(later, PLAIN_TABLE).derived;
    expect(d2.skillBases).toMatchObject({ "Kunst des Flirtens": 15 });
    expect(d2.skills).toMatchObject({ "Kunst des Flirtens": 17 });
    expect(stemState("skill", 1, 6).toNextPoint).toBe(3);
    expect(later.advancements?.map((a) => [a.value, a.striche])).toEqual([
      ["Stilvoll", 2],
      ["Kunst des Flirtens", 2],
      ["Kunst des Flirtens", 4],
    ]);
  });

  it("with the creation's Stilvoll ++ (18) the same 2 Striche do not raise it (3 per point)", () => {
    const d = evaluateEws(advance(LAZARO, "Stilvoll", 2), PLAIN_TABLE).derived;
    expect(d.attributes).toMatchObject({ Stilvoll: 18 });
    expect(d.notation).toMatchObject({ Stilvoll: "++,´´ (18)" });
  });

  it("the Striche plan: (16 − 7) × 3 = 27 Striche, 2.25 per evening over 12", () => {
    expect(planStriche(7, 16, 12)).toEqual({ total: 27, perEvening: 2.25 });
    expect(() => planStriche(7, 16, 0)).toThrow(EngineError);
  });
});

describe("advance and undo", () => {
  it("undo takes back the newest advance; the input is never changed", () => {
    const once = advance(LAZARO, "Stilvoll", 2, { note: "Seefahrt", at: "Abend 3" });
    const twice = advance(once, "Stilvoll", 1);
    expect(LAZARO).toEqual(readLazaro());
    expect(twice.striche).toEqual({ Stilvoll: 3 });
    expect(undoAdvance(twice)).toEqual(once);
    expect(undoAdvance(once)).toEqual({ ...LAZARO, striche: {}, advancements: [] });
    expect(() => undoAdvance(LAZARO)).toThrow(expect.objectContaining({ code: "nothing-to-undo" }));
  });

  it("a new value is created by the advance and removed by its undo", () => {
    const learned = advance(LAZARO, "Reiten", 1, { newKind: "skill", attributes: ["Gewandt"] });
    expect(learned.skills?.at(-1)).toEqual({ name: "Reiten", level: "0", attributes: ["Gewandt"] });
    const report = evaluateEws(learned, PLAIN_TABLE);
    expect(report.derived.skills).toMatchObject({ Reiten: 10 }); // 9 + 1 for Gewandt +
    expect(report.valid).toBe(true);
    expect(undoAdvance(learned)).toEqual({ ...LAZARO, striche: {}, advancements: [] });
    expect(() => advance(LAZARO, "Reiten", 1)).toThrow(expect.objectContaining({ code: "unknown-value" }));
    expect(() => advance(LAZARO, "Stilvoll", 0)).toThrow(EngineError);
  });

  it("a history that spends more than the file records is a warning", () => {
    const c = { ...advance(LAZARO, "Stilvoll", 2), striche: { Stilvoll: 1 } };
    expect(evaluateEws(c, PLAIN_TABLE).issues.map((i) => i.code)).toEqual(["ews.history-mismatch"]);
    expect(() => undoAdvance(c)).toThrow(expect.objectContaining({ code: "history-mismatch" }));
  });
});

describe("notation", () => {
  it("draws triangles round-robin, fuller first", () => {
    expect(triangles(0, 3)).toBe("");
    expect(triangles(4, 3)).toBe("^´´");
    expect(triangles(8, 3)).toBe("ΔΔ^");
  });

  it("rejects marks that are not round-robin, wrong numbers and unknown marks", () => {
    for (const bad of ["+,´^ (16)", "+,´´´ (16)", "+,Δ^ (18)", "+,x (15)", "+,ΔΔΔ", "a,b,c"]) {
      expect(() => parseNotation("attribute", bad), bad).toThrow(EngineError);
    }
  });

  it("reads Merkmale (no number) and new Fertigkeiten", () => {
    expect(formatNotation(stemState("trait", 1, 4))).toBe("+,^^");
    expect(parseNotation("trait", "+,^^").striche).toBe(4);
    const raised = advance(LAZARO, "Flieht vor familiären Verpflichtungen", 3);
    expect(evaluateEws(raised, PLAIN_TABLE).derived.traits).toMatchObject({
      "Flieht vor familiären Verpflichtungen": "±",
    });
    expect(parseNotation("skill", "Reiten: ^ (11)").striche).toBe(2);
  });

  const kinds: ValueKind[] = ["attribute", "skill", "profession", "trait"];
  it("notation → Striche → notation round-trips (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.integer({ min: -3, max: 4 }),
        fc.nat(120),
        (kind, level, s) => {
          const start = kind === "skill" || kind === "profession" ? Math.max(0, level) : level;
          const text = notationFor(kind, start, s);
          const parsed = parseNotation(kind, text, start);
          expect(parsed.striche).toBe(s);
          expect(formatNotation(parsed.state)).toBe(text);
          const own = parseNotation(kind, text);
          expect(stricheBetween(kind, start, own.state.level, own.state.inBand)).toBe(s);
        },
      ),
    );
  });

  it("the value never falls and rises by at most one point per Strich (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ValueKind>("attribute", "skill", "profession"),
        fc.integer({ min: -2, max: 3 }),
        fc.nat(90),
        (kind, level, s) => {
          const a = stemState(kind, level, s).value ?? 0;
          const b = stemState(kind, level, s + 1).value ?? 0;
          expect(b - a).toBeGreaterThanOrEqual(0);
          // A new Fertigkeit jumps 0 → 9 with its first Strich; everything else is ≤ 2 per Strich.
          if (s > 0) expect(b - a).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});
