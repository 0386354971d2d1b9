import { describe, expect, it } from "vitest";
import { daysToFullHealth, restHealing } from "./healing.js";
import { faarInitiativeOrder } from "./initiative.js";
import { BASHASAR_CITY_GUARD, npcFromAttributes, npcState, npcTakeDamage } from "./npc.js";
import { ceilDiv } from "./rounding.js";
import { SEA_BLADE_ODDS, seaBladeOutcome } from "./sea-blade.js";

describe("Faar odds and ends", () => {
  it("always rounds up", () => {
    expect([ceilDiv(17, 2), ceilDiv(16, 2), ceilDiv(25, 3), ceilDiv(24, 3)]).toEqual([9, 8, 9, 8]);
  });

  it("rest heals 1 LP per day up to the maximum", () => {
    expect(restHealing({ current: 9, max: 15, days: 4 })).toBe(13);
    expect(restHealing({ current: 9, max: 15, days: 40 })).toBe(15);
    expect(daysToFullHealth(-2, 15)).toBe(17);
    expect(() => restHealing({ current: 9, max: 15, days: -1 })).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });

  it("initiative order: GE + IT descending, ties by GE, then the list order", () => {
    const order = faarInitiativeOrder([
      { name: "Dorn", GE: 10, IT: 7 },
      { name: "Wache", GE: 8, IT: 9 },
      { name: "Taruk", GE: 12, IT: 6 },
      { name: "Zweite Wache", GE: 8, IT: 9 },
    ]);
    expect(order.map((e) => [e.name, e.initiative])).toEqual([
      ["Taruk", 18],
      ["Dorn", 17],
      ["Wache", 17],
      ["Zweite Wache", 17],
    ]);
  });

  it("Meermenschen blade table: 10/4/4/2 of 20", () => {
    expect([1, 10, 11, 14, 15, 18, 19, 20].map(seaBladeOutcome)).toEqual([
      "intact",
      "intact",
      "broken",
      "broken",
      "shattered",
      "shattered",
      "shattered-in-wound",
      "shattered-in-wound",
    ]);
    expect(Object.values(SEA_BLADE_ODDS).map(String)).toEqual(["1/2", "1/5", "1/5", "1/10"]);
  });

  it("NPC stat blocks: derived values, a life-point track, loot", () => {
    expect(BASHASAR_CITY_GUARD).toMatchObject({ lifePoints: 19, initiative: 15, movement: 8, defense: 8 });
    expect(BASHASAR_CITY_GUARD.loot).toContain("3 Silbermünzen");
    let s = npcState(BASHASAR_CITY_GUARD);
    s = npcTakeDamage(npcTakeDamage(s, 7), 12);
    expect(s).toMatchObject({ lifePoints: 0, hits: [7, 12], down: true });
    const rat = npcFromAttributes({
      name: "Riesenratte",
      attributes: { ST: 3, KO: 4, GE: 9, IN: 1, IT: 6, CH: 1 },
      weapons: [{ name: "Biss", attack: 9, damage: "1W6/2" }],
      armor: 0,
      loot: [],
    });
    expect(rat).toMatchObject({ lifePoints: 7, defense: 7, initiative: 15, movement: 8 });
  });
});
