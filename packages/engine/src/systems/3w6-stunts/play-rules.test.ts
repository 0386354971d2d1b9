import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import { EngineError } from "../../errors.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { stuntCheckAction } from "./check.js";
import { OFF_TURN, type StuntsCommand, type StuntsCondition } from "./play-condition.js";
import { stuntsConditions as rules } from "./play-rules.js";
import { applyTurnEvent, type RoundState, startRounds, type TurnEvent } from "./turn.js";

const LINDA: CharacterEnvelope = { format: "spieltisch/character@1", system: "3w6-stunts", name: "Linda" };
const command = (c: StuntsCondition, k: StuntsCommand) => rules.applyCommand(c, k, PLAIN_TABLE);
const run = (c: StuntsCondition, ...kinds: ("start-turn" | "action" | "bonus-action" | "end-turn")[]) =>
  kinds.reduce((x, kind) => command(x, { command: kind }), c);

describe("the round state of 3W6 + Stunts (Das Rundenprinzip, Aktionen)", () => {
  it("a character starts off turn, active, with nothing due and no modifiers", () => {
    const c = rules.initialCondition(LINDA, PLAIN_TABLE);
    expect(c).toEqual({ onTurn: false, actionUsed: false, bonusActionUsed: false });
    expect([rules.status(c), rules.dueChecks(c, PLAIN_TABLE)]).toEqual(["active", []]);
    for (const use of ["action", "condition-check", "healing"] as const) {
      expect(rules.modifiersFrom(run(c, "start-turn", "action"), use, PLAIN_TABLE)).toEqual([]);
    }
  });

  it("an action and a bonus action, in either order", () => {
    const first = run(OFF_TURN, "start-turn", "action", "bonus-action");
    const second = run(OFF_TURN, "start-turn", "bonus-action", "action");
    expect(first).toEqual({ onTurn: true, actionUsed: true, bonusActionUsed: true });
    expect(second).toEqual(first);
  });

  it("both optional: a turn may do nothing, or only one of them", () => {
    expect(run(OFF_TURN, "start-turn", "end-turn")).toEqual(OFF_TURN);
    expect(run(OFF_TURN, "start-turn", "bonus-action", "end-turn")).toEqual(OFF_TURN);
  });

  it("one of each per turn; nothing off turn; a turn starts once", () => {
    const acted = run(OFF_TURN, "start-turn", "action");
    expect(() => command(acted, { command: "action" })).toThrow(
      expect.objectContaining({ code: "action-used" }),
    );
    const bonus = run(OFF_TURN, "start-turn", "bonus-action");
    expect(() => command(bonus, { command: "bonus-action" })).toThrow(
      expect.objectContaining({ code: "bonus-action-used" }),
    );
    for (const kind of ["action", "bonus-action", "end-turn"] as const) {
      expect(() => command(OFF_TURN, { command: kind })).toThrow(
        expect.objectContaining({ code: "not-on-turn" }),
      );
    }
    expect(() => command(acted, { command: "start-turn" })).toThrow(
      expect.objectContaining({ code: "turn-in-progress" }),
    );
  });

  it("using both does not end the turn: only end-turn does (RULINGS §6)", () => {
    const both = run(OFF_TURN, "start-turn", "action", "bonus-action");
    expect(both.onTurn).toBe(true);
    expect(run(both, "end-turn", "start-turn")).toEqual({
      onTurn: true,
      actionUsed: false,
      bonusActionUsed: false,
    });
  });

  it("stunt points expire with their check: Linda's 4 + 4 + 5 + 2 changes no condition", () => {
    const linda = stuntCheckAction.roll({ value: 2, target: 12 }, scriptedRng([4, 4, 5]), PLAIN_TABLE);
    expect([linda.result, linda.stuntPoints]).toEqual([15, 5]);
    expect(stuntCheckAction.consequences).toBeUndefined();
  });

  it("set restores any legal condition and refuses an illegal one; inverse is that set", () => {
    const before = run(OFF_TURN, "start-turn", "bonus-action");
    const after = command(before, { command: "action" });
    expect(command(after, rules.inverse(before, after))).toEqual(before);
    expect(() =>
      command(after, {
        command: "set",
        condition: { onTurn: false, actionUsed: true, bonusActionUsed: false },
      }),
    ).toThrow(expect.objectContaining({ code: "invalid-condition" }));
  });

  it("a round: everyone once, in the combat order; each condition follows the table's turn machine", () => {
    const order = ["Ork", "Linda", "Goblin"];
    let table: RoundState = startRounds(order);
    const conditions = new Map(order.map((name) => [name, OFF_TURN]));
    const step = (event: TurnEvent["type"]) => {
      const actor = table.turn.actor;
      const next = applyTurnEvent(table, { type: event });
      if (!next.ok) throw new Error(next.issues[0]?.code);
      table = next.value;
      conditions.set(actor, command(conditions.get(actor)!, { command: event }));
      if (event === "end-turn")
        conditions.set(table.turn.actor, command(OFF_TURN, { command: "start-turn" }));
      for (const name of order) {
        const c = conditions.get(name)!;
        expect(c.onTurn).toBe(name === table.turn.actor);
        if (c.onTurn) {
          expect([c.actionUsed, c.bonusActionUsed]).toEqual([
            table.turn.actionUsed,
            table.turn.bonusActionUsed,
          ]);
        }
      }
    };
    conditions.set("Ork", command(OFF_TURN, { command: "start-turn" }));
    step("action");
    step("end-turn");
    step("bonus-action");
    step("action");
    step("end-turn");
    step("end-turn");
    expect([table.round, table.turn.actor]).toEqual([2, "Ork"]);
    expect(conditions.get("Ork")).toEqual({ onTurn: true, actionUsed: false, bonusActionUsed: false });
  });
});

describe("3W6 + Stunts condition properties", () => {
  const kindArb = fc.constantFrom("start-turn", "action", "bonus-action", "end-turn") satisfies fc.Arbitrary<
    StuntsCommand["command"]
  >;

  /** Applies the commands one by one; one the rules refuse (an `EngineError`) is left out. */
  function stepByStep(kinds: readonly ("start-turn" | "action" | "bonus-action" | "end-turn")[]) {
    const accepted: StuntsCommand[] = [];
    const states = [OFF_TURN];
    let c = OFF_TURN;
    for (const kind of kinds) {
      try {
        c = command(c, { command: kind });
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        continue;
      }
      accepted.push({ command: kind });
      states.push(c);
    }
    return { accepted, states, last: c };
  }

  it("never leaves its legal range: off turn nothing is used", () => {
    fc.assert(
      fc.property(fc.array(kindArb, { maxLength: 40 }), (kinds) => {
        for (const c of stepByStep(kinds).states)
          expect(c.onTurn || (!c.actionUsed && !c.bonusActionUsed)).toBe(true);
      }),
    );
  });

  it("the inverse command restores; the fold of the accepted commands equals the step-by-step result", () => {
    fc.assert(
      fc.property(fc.array(kindArb, { maxLength: 40 }), (kinds) => {
        const { accepted, states, last } = stepByStep(kinds);
        for (let i = 1; i < states.length; i++) {
          expect(command(states[i]!, rules.inverse(states[i - 1]!, states[i]!))).toEqual(states[i - 1]);
        }
        expect(accepted.reduce(command, OFF_TURN)).toEqual(last);
      }),
    );
  });
});
