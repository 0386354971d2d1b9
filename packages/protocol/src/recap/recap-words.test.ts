import { describe, expect, it } from "vitest";
import { RecapWords } from "./recap-words.js";

const de = new RecapWords("de");
const en = new RecapWords("en");

describe("the recap's words", () => {
  it("writes how rare a chance is as „1 zu N“ up to one in five, else as a percentage", () => {
    expect(de.rarity(1 / 14)).toBe("1 zu 14");
    expect(en.rarity(1 / 14)).toBe("1 in 14");
    expect(de.rarity(0.0004)).toBe("1 zu 2.500");
    expect(en.rarity(0.0004)).toBe("1 in 2,500");
    expect(de.rarity(0.234)).toBe("23,4\u00a0%");
    expect(en.rarity(0.234)).toBe("23.4%");
  });

  it("writes numbers, lists, counts and dates as the language does", () => {
    expect(de.decimal(6.44)).toBe("6,4");
    expect(en.decimal(6.44)).toBe("6.4");
    expect(de.decimal(3)).toBe("3");
    expect(de.list(["Lazaro", "Dorn", "Ork"])).toBe("Lazaro, Dorn und Ork");
    expect(en.list(["Lazaro", "Dorn"])).toBe("Lazaro and Dorn");
    expect([1, 2, 5].map((n) => de.times(n))).toEqual(["einmal", "zweimal", "5-mal"]);
    expect([1, 2, 5].map((n) => en.times(n))).toEqual(["once", "twice", "5 times"]);
    expect(de.date("2026-05-03T18:00:00.000Z")).toBe("03.05.2026");
    expect(en.date("2026-05-03T18:00:00.000Z")).toBe("03/05/2026");
  });

  it("judges luck by the tail on its side: rare luck, rare bad luck, or as expected", () => {
    const row = { character: "c", name: "Lazaro", rolls: 10, expectedSuccesses: 5 };
    expect(de.verdict({ ...row, successes: 9, pAtLeast: 0.01, pAtMost: 1 })).toBe(
      "so viel Glück oder mehr: 1 zu 100",
    );
    expect(de.verdict({ ...row, successes: 1, pAtLeast: 1, pAtMost: 0.3 })).toBe(
      "so wenig Glück oder weniger: 30,0\u00a0%",
    );
    expect(de.verdict({ ...row, successes: 6, pAtLeast: 0.62, pAtMost: 0.83 })).toBe("wie erwartet");
  });

  it("says what the evening did to a character in one sentence, TP or LP", () => {
    const hurt = {
      name: "Lazaro",
      woundsTaken: 2,
      woundsHealed: 1,
      pointsLost: 12,
      pointsGained: 0,
      unit: "tp" as const,
    };
    expect(de.hurt(hurt)).toBe("Lazaro erlitt 2 Wunden, verlor 12\u00a0TP und heilte 1 Wunde.");
    expect(en.hurt({ ...hurt, woundsTaken: 1, unit: "lp" })).toBe(
      "Lazaro took 1 wound, lost 12\u00a0LP and healed 1 wound.",
    );
    expect(de.hurt({ ...hurt, name: null, woundsTaken: 0, woundsHealed: 0, pointsGained: 3 })).toBe(
      "Verborgene Gestalt verlor 12\u00a0TP und gewann 3\u00a0TP zurück.",
    );
  });
});
