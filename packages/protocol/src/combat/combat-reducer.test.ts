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
  fc.record({
    command: fc.constant("move" as const),
    participant: fc.integer({ min: 0, max: 7 }),
    to: fc.integer({ min: 0, max: 7 }),
  }),
  fc.record({ command: fc.constant("remove" as const), participant: fc.integer({ min: 0, max: 7 }) }),
  fc.record({
    command: fc.constant("join" as const),
    participants: fc.array(participant, { minLength: 1, maxLength: 3 }),
  }),
  fc.constant({ command: "end" as const }),
);
const commands = fc.array(command, { maxLength: 40 });
const asText = (value: unknown) => JSON.stringify(value);

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
          if (state.active) {
            expect(state.order.length).toBeGreaterThan(0);
            expect(state.turn).toBeLessThan(state.order.length);
            expect(state.round).toBeGreaterThanOrEqual(1);
          }
        }
      }),
    );
  });

  it("move and remove keep the turn with the fighter who has it; move keeps everyone in the fight", () => {
    fc.assert(
      fc.property(commands, command, (list, next) => {
        const before = foldCombat(list);
        const after = applyCombat(before, next);
        if (!before.active || combatProblem(before, next) !== null) return;
        const onTurn = before.order[before.turn]!;
        if (next.command === "move") {
          expect(after.order[after.turn]).toBe(onTurn);
          expect(after.order.map(asText).sort()).toEqual(before.order.map(asText).sort());
          expect(after.round).toBe(before.round);
        }
        if (next.command === "remove") {
          expect(after.order).toHaveLength(before.order.length - 1);
          expect(after.order).not.toContain(before.order[next.participant]);
          if (next.participant !== before.turn) expect(after.order[after.turn]).toBe(onTurn);
        }
        if (next.command === "join") {
          expect(after.order[after.turn]).toBe(onTurn);
          expect(after.round).toBe(before.round);
          expect(after.order).toHaveLength(before.order.length + next.participants.length);
          for (const fighter of before.order) expect(after.order).toContain(fighter);
        }
        if (next.command === "next") {
          // Every fighter gets exactly one turn per round: n steps from any turn come back to it.
          const lap = foldCombat(
            before.order.map(() => ({ command: "next" }) as const),
            before,
          );
          expect(lap.turn).toBe(before.turn);
          expect(lap.round).toBe(before.round + 1);
        }
      }),
    );
  });

  it("a fight's order after start is sorted by initiative, highest first", () => {
    fc.assert(
      fc.property(fc.array(participant, { minLength: 1, maxLength: 8 }), (participants) => {
        const { order } = applyCombat(NO_COMBAT, { command: "start", participants });
        for (let i = 1; i < order.length; i++) {
          expect(order[i - 1]!.initiative ?? 0).toBeGreaterThanOrEqual(order[i]!.initiative ?? 0);
        }
      }),
    );
  });

  it("moves a fighter up and down, removes one and refuses to remove the last", () => {
    const start: CombatCommand = {
      command: "start",
      participants: [{ name: "A" }, { name: "B" }, { name: "C" }],
    };
    const moved = foldCombat([start, { command: "next" }, { command: "move", participant: 2, to: 0 }]);
    expect(moved.order.map((f) => f.name)).toEqual(["C", "A", "B"]);
    expect(moved.order[moved.turn]!.name).toBe("B");
    const removed = applyCombat(moved, { command: "remove", participant: 2 });
    // B had the turn and left: past the end of the order, a new round begins with C.
    expect(removed).toMatchObject({ round: 2, turn: 0 });
    expect(removed.order.map((f) => f.name)).toEqual(["C", "A"]);
    const alone = foldCombat([{ command: "start", participants: [{ name: "A" }] }]);
    expect(combatProblem(alone, { command: "remove", participant: 0 })).toBe("last-participant");
  });

  it("every fighter of a fight has its own ref, never handed out twice in that fight", () => {
    const number = (ref: string | undefined) => Number(ref?.slice(1));
    fc.assert(
      fc.property(commands, (list) => {
        let state = NO_COMBAT;
        for (const c of list) {
          const after = applyCombat(state, c);
          expect(new Set(after.order.map((f) => f.ref)).size).toBe(after.order.length);
          for (const f of after.order) expect(f.ref).toMatch(/^f[1-9]\d*$/);
          if (c.command === "join" && after !== state) {
            // Newcomers get numbers above every one handed out before, removed fighters' included.
            const fresh = after.order.filter((f) => !state.order.includes(f));
            for (const f of fresh) expect(number(f.ref)).toBeGreaterThan(state.lastRef ?? 0);
            expect(after.lastRef).toBe((state.lastRef ?? 0) + fresh.length);
          }
          state = after;
        }
      }),
    );
  });

  it("a newcomer with initiative goes before the first with less; without, last; the turn stays", () => {
    const fight = foldCombat([
      {
        command: "start",
        participants: [
          { name: "A", initiative: 9 },
          { name: "B", initiative: 5 },
          { name: "C", initiative: 2 },
        ],
      },
      { command: "next" },
    ]);
    const joined = applyCombat(fight, {
      command: "join",
      participants: [{ name: "D", initiative: 5 }, { name: "E", initiative: 7 }, { name: "F" }],
    });
    expect(joined.order.map((f) => `${f.name}${f.ref}`)).toEqual(["Af1", "Ef5", "Bf2", "Df4", "Cf3", "Ff6"]);
    expect(joined.order[joined.turn]!.name).toBe("B");
    expect(combatProblem(joined, { command: "join", participants: [{ name: "D" }] })).toBe(
      "already-fighting",
    );
    expect(combatProblem(NO_COMBAT, { command: "join", participants: [{ name: "D" }] })).toBe("no-combat");
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
