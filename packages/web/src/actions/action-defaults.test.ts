import { getSystem, SYSTEM_IDS } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { explorerAxes, startValues } from "./action-defaults.js";
import { cleanOptions, fieldsOf } from "./fields.js";
import { computeOdds, mainProbability, tableActions } from "./odds.js";

const table = { modules: ["foka"], options: {} };

/**
 * What an action's form holds before anyone types: its starting values, and for the 3W6
 * initiative the participants its list starts with at a table without characters — two opponents
 * to name, equal in both numbers (`InitiativeParticipants`).
 */
const FROM_THE_TABLE: Readonly<Record<string, Record<string, unknown>>> = {
  "3w6-stunts/initiative": {
    participants: [
      { name: "Gegner 1", speed: 0, dexterity: 0 },
      { name: "Gegner 2", speed: 0, dexterity: 0 },
    ],
  },
};

const startOdds = (system: string, id: string) => {
  const entry = tableActions(system, ["foka"]).find((a) => a.id === id)!;
  const values = { ...startValues(system, entry), ...FROM_THE_TABLE[`${system}/${id}`] };
  return computeOdds(entry, cleanOptions(values, fieldsOf(entry.adapter.options, values)), table);
};

describe("starting values per system", () => {
  it("open every action that has a chance with one that is neither sure nor hopeless", () => {
    const sure: string[] = [];
    for (const system of SYSTEM_IDS) {
      for (const entry of tableActions(getSystem(system).id, ["foka"])) {
        const odds = startOdds(system, entry.id);
        if (!odds.ok) {
          sure.push(`${system}/${entry.id}: ${odds.message}`);
          continue;
        }
        const main = mainProbability(odds.json);
        if (main && (main.p <= 0.02 || main.p >= 0.98))
          sure.push(`${system}/${entry.id}: ${main.key} ${main.p}`);
      }
    }
    expect(sure).toEqual([]);
  });

  it("3W6 starts with Linda's +2 against 12, not 12 against 12", () => {
    const check = tableActions("3w6-stunts", []).find((a) => a.id === "check")!;
    expect(startValues("3w6-stunts", check)).toMatchObject({ value: 2, target: 12 });
    expect(startValues("3w6-stunts", check, { value: 4 })).toMatchObject({ value: 4, target: 12 });
  });
});

describe("explorer axes per system", () => {
  it("span numbers where the chance changes, for Kampfwürfel and 3W6 too", () => {
    for (const [system, id] of [
      ["kampfwuerfel", "check"],
      ["kampfwuerfel", "melee"],
      ["3w6-stunts", "check"],
      ["ews", "check"],
    ] as const) {
      const entry = tableActions(system, ["foka"]).find((a) => a.id === id)!;
      const axes = explorerAxes(system, entry);
      expect(axes, `${system}/${id}`).not.toBeNull();
      const [x, y] = axes!;
      const start = startValues(system, entry);
      const base = cleanOptions(start, fieldsOf(entry.adapter.options, start));
      const chances = new Set<number>();
      for (let a = x.from; a <= x.to; a++) {
        for (let b = y.from; b <= y.to; b++) {
          const odds = computeOdds(entry, { ...base, [x.field]: a, [y.field]: b }, table);
          expect(odds.ok, `${system}/${id} ${a}/${b}`).toBe(true);
          if (odds.ok) chances.add(Math.round((mainProbability(odds.json)?.p ?? -1) * 20));
        }
      }
      // Not flat and not empty: from (nearly) hopeless to (nearly) sure, with steps between.
      expect(Math.min(...chances), `${system}/${id}`).toBeLessThanOrEqual(1);
      expect(Math.max(...chances), `${system}/${id}`).toBeGreaterThanOrEqual(19);
      expect(chances.size, `${system}/${id}`).toBeGreaterThan(5);
    }
  });
});
