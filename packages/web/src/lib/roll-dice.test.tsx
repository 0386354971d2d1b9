import { findActionAdapter } from "@spieltisch/protocol";
import { beforeEach, describe, expect, it } from "vitest";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { diceGroups } from "./roll-dice.js";

beforeEach(() => localStorage.clear());

/** A roll of `action` with its adapter's first example at a local table of `system`. */
const rollExample = (system: string, action: string, modules: string[] = []) =>
  new LocalSession(createLocalTable({ name: "T", system, modules, houseRules: {} })).roll(
    action,
    findActionAdapter(system, action)!.examples[0]!,
  );

describe("the dice a roll shows, by side", () => {
  it("a check: its own dice", async () => {
    const event = await rollExample("ews", "check");
    expect(diceGroups(event)).toEqual([{ side: null, field: null, dice: event.dice }]);
  });

  it("a contest: each side's die, A the actor's", async () => {
    const event = await rollExample("ews", "confront");
    const groups = diceGroups(event);
    expect(groups.map((g) => [g.side, g.field])).toEqual([
      ["actor", "a"],
      ["opponent", "b"],
    ]);
    expect(event).toMatchObject({ a: { dice: groups[0]!.dice }, b: { dice: groups[1]!.dice } });
  });

  it("a Kampfwürfel melee: the attack pool, and the defence pool where the defender rolled one", async () => {
    const event = await rollExample("kampfwuerfel", "melee");
    const [attack, defense, ...rest] = diceGroups(event);
    expect(attack).toMatchObject({ side: "actor", field: "attack" });
    expect(event).toMatchObject({ dice: { attack: attack!.dice } });
    expect(rest).toEqual([]);
    if (defense) {
      expect(defense).toMatchObject({ side: "opponent", field: "defense" });
      expect(event).toMatchObject({ dice: { defense: defense.dice } });
    } else expect(event).toMatchObject({ dice: { defense: [] } });
  });

  it("a roll without dice shows none", async () => {
    const event = await rollExample("kampfwuerfel", "phase");
    expect(diceGroups(event)).toEqual([]);
  });
});
