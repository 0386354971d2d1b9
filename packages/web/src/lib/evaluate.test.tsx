import { type CharacterRules, PLAIN_TABLE } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import lazaro from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { emptyCharacter, evaluateDraft, issuesAt, withHouseRules } from "./evaluate.js";

describe("builder logic", () => {
  it("evaluates a draft with the system's rules and the table's house rules", () => {
    const seen: unknown[] = [];
    const rules: CharacterRules = {
      evaluate: (character, table) => {
        seen.push(table.options);
        return { valid: true, issues: [], cost: 4, budget: 7, derived: { name: character.name } };
      },
      values: () => [],
    };
    const withSchema = evaluateDraft(lazaro, withHouseRules(PLAIN_TABLE, ["ews.over-budget"]), () => rules);
    // Without a registered body schema the protocol cannot read EWS files yet: the draft stays editable.
    if (withSchema.kind === "report") {
      expect(withSchema.report.cost).toBe(4);
      expect(seen).toEqual([{ houseRules: ["ews.over-budget"] }]);
    } else {
      expect(withSchema.kind).toBe("no-rules");
    }
  });

  it("names the path of a broken envelope", () => {
    const verdict = evaluateDraft({ format: "spieltisch/character@1", system: "ews", name: "" }, PLAIN_TABLE);
    expect(verdict.kind).toBe("problems");
    if (verdict.kind === "problems") expect(verdict.problems[0]?.path).toEqual(["name"]);
  });

  it("finds the issues of one row by path prefix", () => {
    const issues = [
      { code: "a", path: ["skills", 1, "level"], severity: "error" as const },
      { code: "b", path: ["skills", 0], severity: "warning" as const },
      { code: "c", path: ["budget"], severity: "error" as const },
    ];
    expect(issuesAt(issues, "skills", 1).map((i) => i.code)).toEqual(["a"]);
    expect(issuesAt(issues, "budget").map((i) => i.code)).toEqual(["c"]);
  });

  it("starts EWS characters with the contract's sections", () => {
    expect(Object.keys(emptyCharacter("ews", "X"))).toEqual(
      expect.arrayContaining([
        "attributes",
        "skills",
        "professions",
        "traits",
        "woundAttribute",
        "powerLevel",
      ]),
    );
  });
});
