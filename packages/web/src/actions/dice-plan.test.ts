import { SYSTEM_IDS } from "@spieltisch/engine";
import { normaliseTableOptions } from "@spieltisch/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DiceNeed, type DiceTable, tryEnteredFaces } from "./dice-need.js";
import { dicePlan, faceGroups } from "./dice-plan.js";
import { type TableAction, tableActions } from "./odds.js";

const tableOf = (system: string, modules: readonly string[] = []): DiceTable => ({
  system,
  modules,
  options: normaliseTableOptions({}).options,
});

const entryOf = (system: string, id: string, modules: readonly string[] = []): TableAction => {
  const entry = tableActions(system, modules).find((a) => a.id === id);
  if (!entry) throw new Error(`${system} has no action ${id}`);
  return entry;
};

describe("dicePlan: what the pad says about the dice still to enter", () => {
  it("an EWS check without krit takes exactly one W6", () => {
    const plan = dicePlan(entryOf("ews", "check"), { value: 12, target: 15 }, tableOf("ews"), []);
    expect(plan).toEqual({
      need: { kind: "more", sides: 6 },
      fewest: 1,
      most: 1,
      group: "dice",
      groupLeft: 1,
    });
  });

  it("with krit a check takes one to three W6, and after a 6 a second die is asked for", () => {
    const table = tableOf("ews", ["krit"]);
    const entry = entryOf("ews", "check", ["krit"]);
    const first = dicePlan(entry, { value: 12, target: 15 }, table, []);
    expect([first.fewest, first.most]).toEqual([1, 3]);
    expect(dicePlan(entry, { value: 12, target: 15 }, table, [6]).need).toEqual({ kind: "more", sides: 6 });
    expect(dicePlan(entry, { value: 12, target: 15 }, table, [3]).need).toEqual({ kind: "done" });
    // 6 then 2: the chain ends after the second die.
    expect(dicePlan(entry, { value: 12, target: 15 }, table, [6, 2]).need).toEqual({ kind: "done" });
  });

  it("an EWS contest names A and then B", () => {
    const entry = entryOf("ews", "contest");
    const options = entry.adapter.examples[0] as Record<string, unknown>;
    expect(dicePlan(entry, options, tableOf("ews"), []).group).toBe("a.dice");
    expect(dicePlan(entry, options, tableOf("ews"), [2]).group).toBe("b.dice");
  });

  it("a Kampfwürfel melee: the attack pool, then the defence pool only after two successes", () => {
    const entry = entryOf("kampfwuerfel", "melee");
    const options = { attackDice: 5, defenseDice: 3, damage: "2-3" };
    const table = tableOf("kampfwuerfel");
    const start = dicePlan(entry, options, table, []);
    expect(start).toMatchObject({ fewest: 5, most: 8, group: "dice.attack", groupLeft: 5 });
    // Two successes in the attack: the defence rolls its three dice.
    const defence = dicePlan(entry, options, table, [6, 5, 1, 1, 1]);
    expect(defence).toMatchObject({ fewest: 8, most: 8, group: "dice.defense", groupLeft: 3 });
    // One success: the defender need not roll, the roll is complete.
    expect(dicePlan(entry, options, table, [6, 1, 1, 1, 1]).need).toEqual({ kind: "done" });
  });

  it("options that make no roll yet say nothing about the dice", () => {
    const plan = dicePlan(entryOf("ews", "check"), { value: "zwölf" }, tableOf("ews"), []);
    expect(plan).toEqual({ need: { kind: "unknown" }, fewest: null, most: null, group: null, groupLeft: 0 });
  });

  it("every example of every action of every system: any faces entered as asked end the roll within the plan's count", () => {
    const cases = SYSTEM_IDS.flatMap((system) =>
      tableActions(system, []).flatMap((entry) =>
        entry.adapter.examples.map((example) => ({
          system,
          entry,
          options: example as Record<string, unknown>,
        })),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 60,
          maxLength: 60,
        }),
        ({ system, entry, options }, draws) => {
          const table = tableOf(system);
          const first = dicePlan(entry, options, table, []);
          if (first.need.kind !== "more") return;
          const faces: number[] = [];
          let need: DiceNeed = first.need;
          // Dice as a person rolls them, at most 60 (a roll-off may go on longer, rarely).
          while (need.kind === "more" && faces.length < draws.length) {
            faces.push(1 + Math.floor((draws[faces.length] ?? 0) * need.sides));
            const tried = tryEnteredFaces(entry, options, table, faces);
            need = tried.kind === "done" ? { kind: "done" } : tried;
          }
          if (need.kind === "more") {
            expect(first.most, `${system} ${entry.id} goes on: its count is open`).toBeNull();
            return;
          }
          expect(need, `${system} ${entry.id} ${faces}`).toEqual({ kind: "done" });
          expect(faces.length, `${system} ${entry.id} ${faces}`).toBeGreaterThanOrEqual(first.fewest ?? 0);
          if (first.most !== null)
            expect(faces.length, `${system} ${entry.id} ${faces}`).toBeLessThanOrEqual(first.most);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("faceGroups: where each face of a roll sits", () => {
  it("reads the fields in the order the table core reads faces back", () => {
    expect(faceGroups({ a: { dice: [6, 2] }, b: { dice: [3] } })).toEqual(["a.dice", "a.dice", "b.dice"]);
    expect(faceGroups({ dice: { attack: [5, 1], defense: [6] } })).toEqual([
      "dice.attack",
      "dice.attack",
      "dice.defense",
    ]);
    expect(faceGroups({ checks: [{ dice: [2] }, { dice: [1] }], otherDie: null })).toEqual([
      "checks.0.dice",
      "checks.1.dice",
    ]);
  });
});
