import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CombatStart } from "./combat-command.js";
import { combatConditionSteps } from "./combat-conditions.js";
import { applyCombat } from "./combat-reducer.js";
import { type CombatCharacter, resolveCombatJoin, resolveCombatStart } from "./combat-start.js";
import { NO_COMBAT } from "./combat-state.js";
import { initiativeRuleOf } from "./initiative-rule-of.js";
import { publicCombatBody, publicCombatState } from "./public-combat.js";

const value = (name: string, n: number) => ({ name, kind: "Attribut", value: n });
const faarChar = (id: string, name: string, ge: number, it: number, secret = false): CombatCharacter => ({
  id,
  name,
  secret,
  values: [value("GE", ge), value("IT", it)],
});
const finder = (list: readonly CombatCharacter[]) => (id: string) => list.find((c) => c.id === id);
const start = (participants: CombatStart["participants"], initiativeRoll?: number): CombatStart => ({
  command: "start",
  participants,
  ...(initiativeRoll ? { initiativeRoll } : {}),
});

describe("initiative rules", () => {
  it("names each system's rule", () => {
    expect(initiativeRuleOf("3w6-stunts")).toBe("3w6-roll");
    expect(initiativeRuleOf("faar")).toBe("faar-ge-it");
    expect(initiativeRuleOf("kampfwuerfel")).toBe("kampfwuerfel-phases");
    expect(initiativeRuleOf("ews")).toBe("gm-order");
    expect(initiativeRuleOf("ews-urfassung")).toBe("gm-order");
  });

  it("Faar: GE + IT from the sheets, highest first, ties to the higher GE; names and secrecy from the sheet", () => {
    const chars = [
      faarChar("a", "Dorn", 10, 7),
      faarChar("b", "Taruk", 12, 5),
      faarChar("c", "Ork", 9, 9, true),
    ];
    const r = resolveCombatStart(
      "faar",
      start([
        { characterId: "a" },
        { characterId: "b" },
        { characterId: "c" },
        { name: "Wolf", initiative: 20 },
      ]),
      finder(chars),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.command.rule).toBe("faar-ge-it");
    // Dorn 17, Taruk 17 (GE 12 wins), Ork 18, Wolf 20 as the GM gave it.
    expect(r.command.participants.map((p) => [p.name, p.initiative])).toEqual([
      ["Wolf", 20],
      ["Ork", 18],
      ["Taruk", 17],
      ["Dorn", 17],
    ]);
    expect(r.command.participants[1]).toMatchObject({ characterId: "c", secret: true, tieBreak: 9 });
    const state = applyCombat(NO_COMBAT, r.command);
    expect(state.order.map((f) => f.name)).toEqual(["Wolf", "Ork", "Taruk", "Dorn"]);
  });

  it("3W6: takes the rolled order (Stechen included) and refuses a roll that does not name everyone once", () => {
    const chars = [faarChar("a", "Linda", 0, 0), faarChar("b", "Grok", 0, 0)];
    const rolled = {
      order: [
        { name: "b", total: 7, dexterity: 2 },
        { name: "a", total: 7, dexterity: 2 },
      ],
    };
    const r = resolveCombatStart(
      "3w6-stunts",
      start([{ characterId: "a" }, { characterId: "b" }], 4),
      finder(chars),
      rolled,
    );
    expect(r.ok && r.command.participants.map((p) => p.name)).toEqual(["Grok", "Linda"]);
    expect(r.ok && r.command.initiativeRoll).toBe(4);
    // Equal totals after Stechen: the reducer keeps the rolled order.
    expect(r.ok && applyCombat(NO_COMBAT, r.command).order.map((f) => f.name)).toEqual(["Grok", "Linda"]);
    const wrong = resolveCombatStart("3w6-stunts", start([{ characterId: "a" }], 4), finder(chars), rolled);
    expect(wrong).toEqual({
      ok: false,
      problem: { code: "initiative-roll-mismatch", path: ["initiativeRoll"] },
    });
  });

  it("refuses unknown characters and the same fighter twice, with the field", () => {
    expect(resolveCombatStart("ews", start([{ characterId: "x" }]), finder([]))).toEqual({
      ok: false,
      problem: { code: "character-not-found", path: ["participants", 0, "characterId"] },
    });
    const chars = [faarChar("a", "A", 1, 1)];
    expect(
      resolveCombatStart("ews", start([{ characterId: "a" }, { characterId: "a" }]), finder(chars)),
    ).toEqual({
      ok: false,
      problem: { code: "duplicate-participant", path: ["participants", 1] },
    });
  });

  it("EWS: the GM's order and values stand; a GM cannot make a character secret by hand", () => {
    const chars = [faarChar("a", "Alrik", 0, 0)];
    const r = resolveCombatStart(
      "ews",
      start([{ name: "Goblin" }, { characterId: "a", secret: true, name: "typed" }]),
      finder(chars),
    );
    expect(r.ok && r.command.participants).toEqual([{ name: "Goblin" }, { characterId: "a", name: "Alrik" }]);
  });
});

describe("combat condition steps", () => {
  const fight = applyCombat(NO_COMBAT, {
    command: "start",
    participants: [{ characterId: "a", name: "A" }, { characterId: "b", name: "B" }, { name: "Wolf" }],
  });
  it("Kampfwürfel: a new fight at start, a new Kampfphase each round, nothing within a round", () => {
    const begun = combatConditionSteps(
      "kampfwuerfel",
      { command: "start", participants: [{ name: "x" }] },
      NO_COMBAT,
      fight,
    );
    expect(begun.map((s) => [s.characterId, s.command.command])).toEqual([
      ["a", "new-fight"],
      ["b", "new-fight"],
    ]);
    const second = applyCombat(fight, { command: "next" });
    expect(combatConditionSteps("kampfwuerfel", { command: "next" }, fight, second)).toEqual([]);
    const third = applyCombat(second, { command: "next" });
    const round2 = applyCombat(third, { command: "next" });
    expect(
      combatConditionSteps("kampfwuerfel", { command: "next" }, third, round2).map((s) => s.command.command),
    ).toEqual(["new-phase", "new-phase"]);
  });

  it("3W6: the turn passes from one character to the next; bare names have no condition", () => {
    const second = applyCombat(fight, { command: "next" });
    expect(combatConditionSteps("3w6-stunts", { command: "next" }, fight, second)).toEqual([
      { characterId: "a", command: { command: "end-turn" } },
      { characterId: "b", command: { command: "start-turn" } },
    ]);
    const wolf = applyCombat(second, { command: "next" });
    expect(combatConditionSteps("3w6-stunts", { command: "next" }, second, wolf)).toEqual([
      { characterId: "b", command: { command: "end-turn" } },
    ]);
    expect(combatConditionSteps("faar", { command: "next" }, fight, second)).toEqual([]);
  });
});

describe("newcomers join a running fight", () => {
  it("Faar: a newcomer's GE + IT from the sheet puts it in its place; the one on turn keeps it", () => {
    const chars = [
      faarChar("a", "Dorn", 10, 7),
      faarChar("b", "Taruk", 12, 5),
      faarChar("w", "Wolf", 9, 9, true),
    ];
    const started = resolveCombatStart(
      "faar",
      start([{ characterId: "a" }, { characterId: "b" }]),
      finder(chars),
    );
    if (!started.ok) throw new Error("start");
    const fight = applyCombat(applyCombat(NO_COMBAT, started.command), { command: "next" });
    expect(fight.order[fight.turn]!.name).toBe("Dorn");
    const r = resolveCombatJoin(
      "faar",
      fight,
      { command: "join", participants: [{ characterId: "w" }] },
      finder(chars),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.command.participants).toEqual([
      { characterId: "w", name: "Wolf", secret: true, initiative: 18, tieBreak: 9 },
    ]);
    const after = applyCombat(fight, r.command);
    // Wolf 18 before Taruk 17 and Dorn 17; Dorn keeps the turn; refs are never reused.
    expect(after.order.map((f) => [f.name, f.ref])).toEqual([
      ["Wolf", "f3"],
      ["Taruk", "f1"],
      ["Dorn", "f2"],
    ]);
    expect(after.order[after.turn]!.name).toBe("Dorn");
    expect(after.lastRef).toBe(3);
  });

  it("refuses one who fights already, twins among the newcomers and unknown characters", () => {
    const chars = [faarChar("a", "Dorn", 10, 7), faarChar("b", "Taruk", 12, 5)];
    const fight = applyCombat(NO_COMBAT, {
      command: "start",
      participants: [{ characterId: "a", name: "Dorn" }],
    });
    const join = (participants: CombatStart["participants"]) =>
      resolveCombatJoin("ews", fight, { command: "join", participants }, finder(chars));
    expect(join([{ characterId: "a" }])).toEqual({
      ok: false,
      problem: { code: "already-fighting", path: ["participants", 0] },
    });
    expect(join([{ characterId: "b" }, { characterId: "b" }])).toEqual({
      ok: false,
      problem: { code: "duplicate-participant", path: ["participants", 1] },
    });
    expect(join([{ characterId: "x" }])).toMatchObject({
      ok: false,
      problem: { code: "character-not-found" },
    });
    // The GM's order: a newcomer without initiative joins at the end.
    const ok = join([{ characterId: "b" }]);
    if (!ok.ok) throw new Error("join");
    expect(applyCombat(fight, ok.command).order.map((f) => f.name)).toEqual(["Dorn", "Taruk"]);
  });

  it("3W6: takes the newcomers' totals from their initiative roll; Kampfwürfel: a new fight for them", () => {
    const chars = [faarChar("a", "Linda", 0, 0), faarChar("b", "Grok", 0, 0)];
    const fight = applyCombat(NO_COMBAT, {
      command: "start",
      participants: [{ characterId: "a", name: "Linda", initiative: 7 }],
    });
    const join = { command: "join" as const, participants: [{ characterId: "b" }], initiativeRoll: 4 };
    const rolled = { order: [{ name: "b", total: 9, dexterity: 2 }] };
    const r = resolveCombatJoin("3w6-stunts", fight, join, finder(chars), rolled);
    if (!r.ok) throw new Error("join");
    expect(r.command.participants[0]).toMatchObject({ initiative: 9, tieBreak: 2 });
    const after = applyCombat(fight, r.command);
    expect(after.order.map((f) => f.name)).toEqual(["Grok", "Linda"]);
    expect(after.turn).toBe(1);
    expect(
      resolveCombatJoin("3w6-stunts", fight, join, finder(chars), {
        order: [{ name: "a", total: 1, dexterity: 1 }],
      }),
    ).toMatchObject({ ok: false, problem: { code: "initiative-roll-mismatch" } });
    expect(combatConditionSteps("kampfwuerfel", r.command, fight, after)).toEqual([
      { characterId: "b", command: { command: "new-fight" } },
    ]);
    expect(combatConditionSteps("3w6-stunts", r.command, fight, after)).toEqual([]);
  });
});

describe("public combat view", () => {
  it("a secret NPC keeps its place and numbers but neither name nor character, in command and state", () => {
    const command: CombatStart = {
      command: "start",
      participants: [
        { characterId: "n", name: "Ork", secret: true, initiative: 9 },
        { characterId: "a", name: "Alrik" },
      ],
    };
    const state = applyCombat(NO_COMBAT, command);
    const view = publicCombatBody({ command, state }) as { command: CombatStart; state: typeof state };
    expect(view.command.participants[0]).toEqual({ secret: true, initiative: 9 });
    // Its ref stays: a player can target the place without learning who stands there.
    expect(view.state.order[0]).toEqual({ ref: "f1", secret: true, initiative: 9, wounds: 0 });
    expect(view.state.order[1]).toEqual(state.order[1]);
    expect(JSON.stringify(view)).not.toContain("Ork");
    // The public commands fold to the public state.
    expect(applyCombat(NO_COMBAT, view.command)).toEqual(publicCombatState(state));
  });

  it("a secret newcomer joins the players' fold in the same place as the GM's", () => {
    const begin: CombatStart = {
      command: "start",
      participants: [
        { characterId: "a", name: "Alrik", initiative: 5 },
        { characterId: "b", name: "Bera", initiative: 2 },
      ],
    };
    const join = {
      command: "join" as const,
      participants: [{ characterId: "n", name: "Schatten", secret: true, initiative: 3 }],
    };
    const gm = applyCombat(applyCombat(NO_COMBAT, begin), join);
    const seen = publicCombatBody({ command: join, state: gm }) as { command: typeof join };
    const players = applyCombat(applyCombat(NO_COMBAT, begin), seen.command);
    expect(players).toEqual(publicCombatState(gm));
    expect(players.order[1]).toEqual({ ref: "f3", secret: true, initiative: 3, wounds: 0 });
  });

  it("bodies without secret NPCs pass as they are", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (names) => {
          const command: CombatStart = { command: "start", participants: names.map((name) => ({ name })) };
          const body = { command, state: applyCombat(NO_COMBAT, command) };
          expect(publicCombatBody(body)).toBe(body);
        },
      ),
    );
  });
});
