import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PLAIN_TABLE } from "../table-settings.js";
import { attributeCost, gradedCost, skillCost, specialisationCost, subAttributeCost } from "./point-buy.js";

describe("objective point-buy (GeP)", () => {
  test("a skill from −6 to +6 with special knowledge costs 3 + 3 + 6 + 2 = 14", () => {
    expect(skillCost(6, true)).toBe(14);
    expect(skillCost(6)).toBe(12);
    expect(skillCost(-6, true)).toBe(2);
    expect(skillCost(-6)).toBe(0);
    expect(skillCost(-5)).toBe(0.5);
    expect(skillCost(0)).toBe(3);
    expect(skillCost(9)).toBe(24);
    expect(skillCost(12)).toBe(48);
    expect(() => skillCost(-7)).toThrow();
  });

  test("attributes: 6 per point up to 12, 9 up to 15, 12 above; lowering refunds; option a/b", () => {
    expect(attributeCost(15, 12, PLAIN_TABLE)).toBe(27);
    expect(attributeCost(18, 12, PLAIN_TABLE)).toBe(63);
    expect(attributeCost(9, 6, PLAIN_TABLE)).toBe(18);
    expect(attributeCost(9, 12, PLAIN_TABLE)).toBe(-18);
    expect(attributeCost(15, 12, { modules: [], options: { urfassungAttributeSteps: "13/14" } })).toBe(
      6 + 9 + 12,
    );
    expect(() => attributeCost(15, 12, { modules: [], options: { urfassungAttributeSteps: "x" } })).toThrow();
  });

  test("sub-attributes cost a third; graded advantages follow the skill scheme from −6 = level 0", () => {
    expect(subAttributeCost(15, 12, PLAIN_TABLE)).toBe(9);
    expect(gradedCost(6)).toBe(3);
    expect(gradedCost(9)).toBe(6);
    expect(gradedCost(2, 5)).toBe(10);
    expect(specialisationCost(4)).toBe(5);
  });

  test("costs rise monotonically and are additive over levels", () => {
    fc.assert(
      fc.property(fc.integer({ min: -6, max: 20 }), fc.boolean(), (level, special) => {
        expect(skillCost(level + 1, special)).toBeGreaterThan(skillCost(level, special));
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (a, b, c) => {
          expect(attributeCost(c, a, PLAIN_TABLE)).toBe(
            attributeCost(b, a, PLAIN_TABLE) + attributeCost(c, b, PLAIN_TABLE),
          );
        },
      ),
    );
  });
});
