import { describe, expect, it } from "vitest";
import type { Result } from "../../result.js";
import {
  applyTurnEvent,
  availableEvents,
  type RoundState,
  removeFromOrder,
  startRounds,
  type TurnEvent,
} from "./turn.js";

const run = (state: RoundState, ...events: TurnEvent["type"][]): RoundState =>
  events.reduce((s, type) => {
    const r: Result<RoundState> = applyTurnEvent(s, { type });
    if (!r.ok) throw new Error(r.issues[0]?.code);
    return r.value;
  }, state);

describe("rounds and turns (3w6-stunts.txt, Rundenprinzip)", () => {
  it("everyone acts once per round in order; after the last a new round starts with the first", () => {
    let s = startRounds(["Ork", "Linda", "Goblin"]);
    expect([s.round, s.turn.actor]).toEqual([1, "Ork"]);
    s = run(s, "end-turn", "end-turn");
    expect([s.round, s.turn.actor]).toEqual([1, "Goblin"]);
    s = run(s, "end-turn");
    expect([s.round, s.turn.actor]).toEqual([2, "Ork"]);
  });

  it("one action and one bonus action, in either order, both optional", () => {
    const s = startRounds(["Ork", "Linda"]);
    expect(run(s, "action", "bonus-action").turn).toMatchObject({ actionUsed: true, bonusActionUsed: true });
    expect(run(s, "bonus-action", "action").turn).toMatchObject({ actionUsed: true, bonusActionUsed: true });
    expect(run(s, "end-turn").turn).toEqual({ actor: "Linda", actionUsed: false, bonusActionUsed: false });
    expect(availableEvents(run(s, "action"))).toEqual(["bonus-action", "end-turn"]);
  });

  it("a second action or bonus action in the same turn is an issue and changes nothing", () => {
    const s = run(startRounds(["Ork"]), "action", "bonus-action");
    const again = applyTurnEvent(s, { type: "action" });
    expect(again).toEqual({
      ok: false,
      issues: [{ code: "action-used", path: ["turn"], severity: "error", params: { actor: "Ork" } }],
    });
    const bonus = applyTurnEvent(s, { type: "bonus-action" });
    expect(bonus.ok || bonus.issues[0]?.code).toBe("bonus-action-used");
    expect(availableEvents(s)).toEqual(["end-turn"]);
  });
});

describe("taking someone out of the order", () => {
  it("keeps the current turn, or passes it on when the acting one leaves", () => {
    const s = run(startRounds(["Ork", "Linda", "Goblin"]), "end-turn", "action"); // Linda acting
    const goblinGone = removeFromOrder(s, "Goblin");
    expect(goblinGone.ok && [goblinGone.value.order, goblinGone.value.turn]).toEqual([
      ["Ork", "Linda"],
      { actor: "Linda", actionUsed: true, bonusActionUsed: false },
    ]);
    const orkGone = removeFromOrder(s, "Ork");
    expect(orkGone.ok && [orkGone.value.index, orkGone.value.turn.actor]).toEqual([0, "Linda"]);
    const lindaGone = removeFromOrder(s, "Linda");
    expect(lindaGone.ok && [lindaGone.value.turn.actor, lindaGone.value.round]).toEqual(["Goblin", 1]);
    const last = run(startRounds(["Ork", "Linda"]), "end-turn");
    const wrapped = removeFromOrder(last, "Linda");
    expect(wrapped.ok && [wrapped.value.turn.actor, wrapped.value.round]).toEqual(["Ork", 2]);
  });

  it("refuses unknown names and the last participant", () => {
    const s = startRounds(["Ork"]);
    const unknown = removeFromOrder(s, "Linda");
    expect(unknown.ok || unknown.issues[0]?.code).toBe("unknown-participant");
    const last = removeFromOrder(s, "Ork");
    expect(last.ok || last.issues[0]?.code).toBe("last-participant");
  });
});
