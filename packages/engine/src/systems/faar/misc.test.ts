import { describe, expect, it } from "vitest";
import type { FaarCharacter } from "./character.js";
import { daysToFullHealth, restEffect, restHealing } from "./healing.js";
import { faarInitiativeOrder } from "./initiative.js";
import { BASHASAR_CITY_GUARD, npcBlockOf, npcFromAttributes, npcState, npcTakeDamage } from "./npc.js";
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

  it("a span of rest slowed by severe injuries counts whole days per LP and carries the rest", () => {
    // Not slowed: as restHealing, a day per LP.
    expect(restEffect({ current: 9, max: 15, days: 4 }, 2)).toEqual({
      after: 13,
      restDays: 0,
      daysPerLp: 1,
      daysToFull: 2,
    });
    // Two days per LP: 5 days → +2, one day carried; 4 LP still to go at 2 days each, less that day.
    expect(restEffect({ current: 9, max: 15, days: 5, injuries: 1 }, 2)).toEqual({
      after: 11,
      restDays: 1,
      daysPerLp: 2,
      daysToFull: 7,
    });
    // The carried day counts first; at the maximum nothing is carried.
    expect(restEffect({ current: 14, max: 15, days: 1, injuries: 3, restDays: 2 }, 3)).toEqual({
      after: 15,
      restDays: 0,
      daysPerLp: 3,
      daysToFull: 0,
    });
    expect(() => restEffect({ current: 9, max: 15, days: 1, restDays: 1 }, 2)).toThrow(
      expect.objectContaining({ code: "impossible-combination" }),
    );
    expect(() => restEffect({ current: 9, max: 15, days: 1, injuries: 1, restDays: 30 }, 2)).toThrow(
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

  it("the NPC block of a character file: the sheet's values, weapons with their attack values, loot", () => {
    const dorn: FaarCharacter = {
      format: "spieltisch/character@1",
      system: "faar",
      name: "Dorn",
      attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
      skills: [{ name: "Heimlichkeit", level: 3 }],
    };
    // LP 8 + 7, initiative 10 + 7, movement ⌈17/2⌉, defence ⌈(7 + 10 + 7)/3⌉; unarmed ST 8, 1W6/2.
    expect(npcBlockOf(dorn)).toEqual({
      name: "Dorn",
      lifePoints: 15,
      initiative: 17,
      movement: 9,
      defense: 8,
      armor: 0,
      weapons: [{ name: "Waffenlos", attack: 8, damage: "1W6/2", type: "blunt" }],
      loot: [],
    });
    const armed = npcBlockOf({
      ...dorn,
      skills: [{ name: "Fernkampf", level: 2 }],
      npcBlock: {
        weapons: [
          { name: "Dolch", damage: "1w6", type: "cut" as const },
          { name: "Schleuder", damage: "1W6", ranged: true },
          { name: "Giftnadel", damage: "1W6/2+1", attack: 14 },
        ],
        armor: [0, 0, 1, 1, 2, 1],
        shield: 1,
        loot: ["Dietriche", "12 Kupfer"],
      },
    });
    expect(armed.weapons.map((w) => [w.name, w.attack, w.damage])).toEqual([
      ["Dolch", 8, "1W6"],
      ["Schleuder", 12, "1W6"],
      ["Giftnadel", 14, "1W6/2+1"],
    ]);
    expect(armed).toMatchObject({ armor: [0, 0, 1, 1, 2, 1], shield: 1, loot: ["Dietriche", "12 Kupfer"] });
    expect(() => npcBlockOf({ ...dorn, npcBlock: { weapons: [{ name: "X", damage: "W" }] } })).toThrow();
  });
});
