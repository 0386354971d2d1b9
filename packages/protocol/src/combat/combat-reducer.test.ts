import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TableEvent } from "../events/table-event.js";
import { type CombatCommand, combatCommandSchema } from "./combat-command.js";
import { combatOfLog } from "./combat-log.js";
import { applyCombat, combatProblem, foldCombat } from "./combat-reducer.js";
import { type CombatState, combatStateSchema, NO_COMBAT } from "./combat-state.js";

const delta = fc.integer({ min: -30, max: 30 });
const participant = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 8 }),
    initiative: fc.integer({ min: -5, max: 20 }),
    tp: fc.integer({ min: 0, max: 30 }),
    lp: fc.integer({ min: 0, max: 30 }),
    wounds: fc.integer({ min: 0, max: 5 }),
  },
  { requiredKeys: ["name"] },
);
const command: fc.Arbitrary<CombatCommand> = fc.oneof(
  fc.record({
    command: fc.constant("start" as const),
    participants: fc.array(participant, { minLength: 1, maxLength: 6 }),
  }),
  fc.constant({ command: "next" as const }),
  fc.record(
    {
      command: fc.constant("update" as const),
      participant: fc.integer({ min: 0, max: 7 }),
      tp: delta,
      lp: delta,
      wounds: delta,
    },
    { requiredKeys: ["command", "participant"] },
  ),
  fc.constant({ command: "end" as const }),
);
const commands = fc.array(command, { maxLength: 40 });

/** Every state the commands pass through, one by one. */
const steps = (list: readonly CombatCommand[]): CombatState[] => {
  const out: CombatState[] = [];
  let state = NO_COMBAT;
  for (const c of list) {
    state = applyCombat(state, c);
    out.push(state);
  }
  return out;
};

describe("combat reducer", () => {
  it("the fold of a command sequence equals applying it step by step, from any split point", () => {
    fc.assert(
      fc.property(commands, fc.nat(), (list, cut) => {
        const at = list.length === 0 ? 0 : cut % (list.length + 1);
        const stepwise = steps(list).at(-1) ?? NO_COMBAT;
        expect(foldCombat(list)).toEqual(stepwise);
        expect(foldCombat(list.slice(at), foldCombat(list.slice(0, at)))).toEqual(stepwise);
      }),
    );
  });

  it("every command the schema accepts keeps a valid state; wounds never fall below 0", () => {
    fc.assert(
      fc.property(commands, (list) => {
        for (const c of list) expect(combatCommandSchema.safeParse(c).success).toBe(true);
        for (const state of steps(list)) {
          expect(combatStateSchema.safeParse(state).success).toBe(true);
          for (const fighter of state.order) expect(fighter.wounds).toBeGreaterThanOrEqual(0);
          if (state.active) expect(state.turn).toBeLessThan(Math.max(1, state.order.length));
        }
      }),
    );
  });

  it("end resets to no fight, whatever came before", () => {
    fc.assert(
      fc.property(commands, (list) => {
        expect(foldCombat([...list, { command: "end" }])).toEqual(NO_COMBAT);
      }),
    );
  });

  it("refuses what the state cannot take exactly where the reducer would change nothing", () => {
    fc.assert(
      fc.property(commands, command, (list, next) => {
        const state = foldCombat(list);
        if (combatProblem(state, next) !== null) expect(applyCombat(state, next)).toBe(state);
      }),
    );
  });

  it("orders by initiative (ties in the given order), advances turns and rounds", () => {
    const state = foldCombat([
      {
        command: "start",
        participants: [
          { name: "Ork", initiative: 3, tp: 10 },
          { name: "Lazaro", initiative: 5, tp: 12 },
          { name: "Bandit" },
          { name: "Zweiter Ork", initiative: 3 },
        ],
      },
      { command: "next" },
      { command: "next" },
      { command: "next" },
      { command: "next" },
    ]);
    expect(state.order.map((f) => f.name)).toEqual(["Lazaro", "Ork", "Zweiter Ork", "Bandit"]);
    expect(state).toMatchObject({ active: true, round: 2, turn: 0 });
  });

  it("lets TP and LP fall below 0 (FoKa checks at TP ≤ 0 and below) but not wounds", () => {
    const state = foldCombat([
      { command: "start", participants: [{ name: "Ork", tp: 4, lp: 2, wounds: 1 }] },
      { command: "update", participant: 0, tp: -10, lp: -5, wounds: -3 },
    ]);
    expect(state.order[0]).toMatchObject({ tp: -6, lp: -3, wounds: 0 });
    expect(combatStateSchema.parse(state)).toEqual(state);
  });

  it("combatOfLog folds only the combat events of a log", () => {
    const base = { by: "gm", at: "2024-01-01T00:00:00.000Z", secret: false };
    const start: CombatCommand = { command: "start", participants: [{ name: "A" }, { name: "B" }] };
    const log: TableEvent[] = [
      { ...base, seq: 1, kind: "note", text: "los", byName: null },
      { ...base, seq: 2, kind: "combat", command: start, state: applyCombat(NO_COMBAT, start) },
      {
        ...base,
        seq: 3,
        kind: "combat",
        command: { command: "next" },
        // The logged state is what the server saw; the fold of the commands decides.
        state: NO_COMBAT,
      },
    ];
    expect(combatOfLog(log)).toEqual(foldCombat([start, { command: "next" }]));
  });
});
