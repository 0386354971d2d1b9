import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { PLAIN_TABLE, type TableSettings } from "../table-settings.js";
import { kampfwuerfelCheckAction } from "./check.js";
import { parseDamageRatio } from "./damage.js";
import { type KwMeleeParams, kampfwuerfelMeleeAction } from "./melee.js";
import { type KampfwuerfelCondition, kwPhaseDice } from "./play-condition.js";
import type { KampfwuerfelCommand, KampfwuerfelOutcome } from "./play-events.js";
import { kampfwuerfelConditions as rules } from "./play-rules.js";
import { kampfwuerfelReflexAction } from "./reflex.js";

const sheet = (fields: Record<string, unknown>): CharacterEnvelope => ({
  format: "spieltisch/character@1",
  system: "kampfwuerfel",
  name: "Brom",
  ...fields,
});

/** Brom: LP 30, RLP 6, K 5 + G 4 = 9 × factor 2 → threshold 18; KW 10 − BE 3 = 7, reflex 5 − 3 = 2. */
const BROM = sheet({
  lp: 30,
  dailyRegeneration: 6,
  kraft: 5,
  geschick: 4,
  factor: 2,
  combatDice: 10,
  reflexDice: 5,
  armorBE: 2,
  shieldBE: 1,
});
/** An orc without BE and without the heavy-hit values: LP 25, RLP 5, KW 8. */
const ORK = sheet({ name: "Ork", lp: 25, dailyRegeneration: 5, kraft: 6, combatDice: 8 });

const outcome = (c: KampfwuerfelCondition, o: KampfwuerfelOutcome, table: TableSettings = PLAIN_TABLE) =>
  rules.applyOutcome(c, o, table);
const command = (c: KampfwuerfelCondition, k: KampfwuerfelCommand, table: TableSettings = PLAIN_TABLE) =>
  rules.applyCommand(c, k, table);
const hitFor = (c: KampfwuerfelCondition, amount: number, table?: TableSettings) =>
  outcome(c, { kind: "damage", amount }, table);
/** A table that turned the OPTIONAL heavy hits on (L51; off by default, RULINGS §7). */
const HEAVY: TableSettings = { modules: [], options: { kampfwuerfelHeavyHits: true } };
/** Hits of at most K + G = 9 SP, which leave Brom's heavy-hit threshold alone. */
const blows = (c: KampfwuerfelCondition, ...amounts: number[]) => amounts.reduce((x, a) => hitFor(x, a), c);

describe("the sheet a Kampfwürfel condition reads", () => {
  it("starts with full LP, the KW of a phase after BE and the heavy-hit threshold of a fight", () => {
    const c = rules.initialCondition(BROM, PLAIN_TABLE);
    expect(c).toMatchObject({
      lp: 30,
      lpMax: 30,
      dailyRegeneration: 6,
      kraft: 5,
      kwLeft: 7,
      reflexUsed: false,
    });
    expect(c.heavyHit).toEqual({ base: 9, threshold: 18, start: 18 });
    expect(kwPhaseDice(c)).toEqual({ combatDice: 7, reflexDice: 2 });
    expect(rules.status(c)).toBe("active");
    expect(rules.dueChecks(c, PLAIN_TABLE)).toEqual([]);
    expect(rules.initialCondition(ORK, PLAIN_TABLE).heavyHit).toBeNull();
  });

  it("names a missing or bad field", () => {
    expect(() => rules.initialCondition(sheet({ lp: 30, kraft: 5, combatDice: 8 }), PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "missing-character-field", params: { field: "dailyRegeneration" } }),
    );
    expect(() =>
      rules.initialCondition(
        sheet({ lp: "viel", dailyRegeneration: 5, kraft: 5, combatDice: 8 }),
        PLAIN_TABLE,
      ),
    ).toThrow(
      expect.objectContaining({ code: "invalid-argument", params: expect.objectContaining({ name: "lp" }) }),
    );
    expect(() =>
      rules.initialCondition(sheet({ lp: 30, dailyRegeneration: 5, kraft: 41, combatDice: 8 }), PLAIN_TABLE),
    ).toThrow(expect.objectContaining({ code: "invalid-argument" }));
  });
});

describe("damage (kampfwuerfel.txt, SCHADEN and BASISSCHADEN)", () => {
  it("“2 – 3”: each Five 2 SP, each Six 3 SP, less the armour, off the defender's LP", () => {
    const params: KwMeleeParams = {
      attackDice: 3,
      defenseDice: 2,
      damage: parseDamageRatio("2 – 3"),
      armor: 1,
    };
    // Attack 5, 6, 5: three successes = 2 + 3 + 2 = 7 SP; the defence's one success does not block.
    const result = kampfwuerfelMeleeAction.roll(params, scriptedRng([5, 6, 5, 6, 1]), PLAIN_TABLE);
    expect(result).toMatchObject({ hit: true, attackSuccesses: 3, defenseSuccesses: 1, damage: 6 });
    const effects = kampfwuerfelMeleeAction.consequences!(result, params, PLAIN_TABLE);
    expect(effects).toEqual({
      actor: [{ kind: "spend-kw", dice: 3 }],
      opponent: [
        { kind: "spend-kw", dice: 2 },
        { kind: "damage", amount: 6 },
      ],
    });
    const brom = effects.opponent.reduce((c, o) => outcome(c, o), rules.initialCondition(BROM, PLAIN_TABLE));
    expect(brom).toMatchObject({ lp: 24, kwLeft: 5 });
  });

  it("an attack with fewer than 2 successes: no damage, the defender keeps the declared KW", () => {
    const params: KwMeleeParams = { attackDice: 2, defenseDice: 4, damage: { five: 2, six: 3 } };
    const result = kampfwuerfelMeleeAction.roll(params, scriptedRng([6, 1]), PLAIN_TABLE);
    expect(kampfwuerfelMeleeAction.consequences!(result, params, PLAIN_TABLE)).toEqual({
      actor: [{ kind: "spend-kw", dice: 2 }],
      opponent: [],
    });
  });

  it("a blocked attack costs both their KW and no LP", () => {
    const params: KwMeleeParams = { attackDice: 2, defenseDice: 3, damage: { five: 1, six: 1 } };
    const result = kampfwuerfelMeleeAction.roll(params, scriptedRng([5, 6, 5, 5, 1]), PLAIN_TABLE);
    expect(result.hit).toBe(false);
    expect(kampfwuerfelMeleeAction.consequences!(result, params, PLAIN_TABLE).opponent).toEqual([
      { kind: "spend-kw", dice: 3 },
    ]);
  });

  it("LP below the RLP: a Kraft check on 4 successes with the Kraft dice, or unconscious", () => {
    const c = blows(rules.initialCondition(BROM, PLAIN_TABLE), 8, 8, 8);
    expect(c.lp).toBe(6);
    expect(rules.dueChecks(c, PLAIN_TABLE)).toEqual([]); // 6 is not below 6
    const low = hitFor(c, 1);
    expect(rules.dueChecks(low, PLAIN_TABLE)).toEqual([
      {
        id: "kraft-1",
        reason: "kraft",
        action: "check",
        options: { pool: 5, need: 4 },
        params: { lp: 5, dailyRegeneration: 6 },
      },
    ]);
    expect(rules.status(low)).toBe("active");
    const passed = outcome(low, { kind: "check", id: "kraft-1", passed: true });
    expect([rules.status(passed), rules.dueChecks(passed, PLAIN_TABLE)]).toEqual(["active", []]);
    const failed = outcome(low, { kind: "check", id: "kraft-1", passed: false });
    expect(failed.unconscious).toBe(true);
    expect(rules.status(failed)).toBe("out");
    expect(() => outcome(passed, { kind: "check", id: "kraft-1", passed: true })).toThrow(
      expect.objectContaining({ code: "no-check-due" }),
    );
  });

  it("every hit that leaves the LP below the RLP asks again; table option once asks on the way down only", () => {
    const low = outcome(blows(rules.initialCondition(BROM, PLAIN_TABLE), 9, 8, 8), {
      kind: "check",
      id: "kraft-1",
      passed: true,
    });
    expect(rules.dueChecks(hitFor(low, 1), PLAIN_TABLE).map((d) => d.id)).toEqual(["kraft-2"]);
    const once: TableSettings = { modules: [], options: { kampfwuerfelKraftCheck: "once" } };
    expect(rules.dueChecks(hitFor(low, 1, once), once)).toEqual([]);
    expect(() => hitFor(low, 1, { modules: [], options: { kampfwuerfelKraftCheck: "sometimes" } })).toThrow(
      expect.objectContaining({ code: "invalid-table-option" }),
    );
  });

  it("healing above the RLP before the roll: the check is no longer due", () => {
    const low = blows(rules.initialCondition(BROM, PLAIN_TABLE), 9, 9, 8);
    expect(rules.dueChecks(command(low, { command: "heal", amount: 3 }), PLAIN_TABLE)).toEqual([]);
  });

  it("LP below 0: the GM decides how long the fighter lives (dying), until death or help", () => {
    const c = blows(rules.initialCondition(BROM, PLAIN_TABLE), 9, 9, 9, 4);
    expect([c.lp, rules.status(c), rules.dueChecks(c, PLAIN_TABLE)]).toEqual([-1, "dying", []]);
    const dead = command(c, { command: "die" });
    expect(rules.status(dead)).toBe("dead");
    expect(() => hitFor(dead, 1)).toThrow(expect.objectContaining({ code: "character-dead" }));
    expect(() => command(dead, { command: "heal", amount: 1 })).toThrow(
      expect.objectContaining({ code: "character-dead" }),
    );
    const helped = command(c, { command: "heal", amount: 4 });
    expect([helped.lp, rules.status(helped)]).toEqual([3, "active"]);
  });

  // L37: "Sinken die LP auf einen Wert kleiner als Null, liegt es im Ermessen des Spielleiters, wie
  // lange der Getroffene noch zu leben hat, wenn ihm nicht unverzüglich geholfen wird."
  it("L37: rest does not revive a dying fighter; the GM's stabilise (or die) comes first", () => {
    const dying = blows(rules.initialCondition(BROM, PLAIN_TABLE), 9, 9, 9, 6);
    expect([dying.lp, rules.status(dying)]).toEqual([-3, "dying"]);
    expect(() => command(dying, { command: "rest", days: 1 })).toThrow(
      expect.objectContaining({ code: "kw-dying", params: { lp: -3 } }),
    );
    const stable = command(dying, { command: "stabilise" });
    expect([stable.lp, stable.stabilised, rules.status(stable)]).toEqual([-3, true, "out"]);
    // A day of rest: RLP 6 → LP 3, awake again; the stabilisation is over with the LP above 0.
    const rested = command(stable, { command: "rest", days: 1 });
    expect([rested.lp, rules.status(rested), rested.stabilised]).toEqual([3, "active", undefined]);
    // Fresh damage below 0 LP: dying again. Woken below 0 LP he is still out.
    expect(rules.status(hitFor(stable, 1))).toBe("dying");
    const woken = command(stable, { command: "wake" });
    expect([woken.unconscious, rules.status(woken)]).toEqual([false, "out"]);
    expect(command(woken, { command: "set", condition: woken })).toEqual(woken);
    expect(() => command(rules.initialCondition(BROM, PLAIN_TABLE), { command: "stabilise" })).toThrow(
      expect.objectContaining({ code: "kw-not-dying", params: { status: "active" } }),
    );
    expect(rules.status(command(dying, { command: "die" }))).toBe("dead");
  });

  it("rest: the daily regeneration per day, up to the maximum; a day of rest wakes the fighter", () => {
    const down = outcome(blows(rules.initialCondition(BROM, PLAIN_TABLE), 9, 9, 9), {
      kind: "check",
      id: "kraft-1",
      passed: false,
    });
    expect(rules.status(down)).toBe("out");
    const rested = command(down, { command: "rest", days: 2 });
    expect([rested.lp, rules.status(rested)]).toEqual([15, "active"]);
    expect(command(rested, { command: "rest", days: 10 }).lp).toBe(30);
    expect(command(down, { command: "wake" }).unconscious).toBe(false);
  });
});

describe("heavy hits (OPTIONAL: AUSWIRKUNGEN VON BESONDERS SCHWEREN TREFFERN)", () => {
  const fresh = () => rules.initialCondition(BROM, HEAVY);
  const heavyHit = (c: KampfwuerfelCondition, amount: number) => hitFor(c, amount, HEAVY);

  it("a hit of more than K + G SP lowers the threshold by its SP, naming that hit; one of K + G does not", () => {
    expect(heavyHit(fresh(), 9).heavyHit).toEqual({ base: 9, threshold: 18, start: 18 });
    expect(heavyHit(fresh(), 10).heavyHit).toEqual({ base: 9, threshold: 8, start: 18, loweredBy: 10 });
  });

  it("a hit of more SP than the current threshold knocks out at once, even with LP to spare — and says why", () => {
    const lowered = heavyHit(fresh(), 10);
    const out = heavyHit(lowered, 9);
    expect([out.lp, out.unconscious, rules.status(out)]).toEqual([11, true, "out"]);
    // „bewusstlos: schwerer Treffer über der Schwelle 8“: the cause is on the fighter (and so in the log).
    expect(out.unconsciousCause).toEqual({ cause: "heavy-hit", damage: 9, threshold: 8 });
    expect(heavyHit(lowered, 8).unconscious).toBe(false);
    expect(heavyHit(fresh(), 19).unconsciousCause).toEqual({ cause: "heavy-hit", damage: 19, threshold: 18 });
    // Awake again, the cause is gone.
    expect(command(out, { command: "wake" }).unconsciousCause).toBeUndefined();
  });

  it("every fight starts at (K + G) × (factor + mod) again; the GM may lower it", () => {
    const next = command(heavyHit(fresh(), 10), { command: "new-fight" });
    expect(next.heavyHit).toEqual({ base: 9, threshold: 18, start: 18 });
    expect(command(next, { command: "threshold", threshold: 12 }).heavyHit).toEqual({
      base: 9,
      start: 18,
      threshold: 12,
    });
    const orc = rules.initialCondition(ORK, PLAIN_TABLE);
    expect(() => command(orc, { command: "threshold", threshold: 3 })).toThrow(
      expect.objectContaining({ code: "no-heavy-hit-threshold" }),
    );
  });

  // L51: "OPTIONAL: AUSWIRKUNGEN VON BESONDERS SCHWEREN TREFFERN" — off until the table turns it on.
  it("L51 OPTIONAL: off at a table that stored no value (and when switched off); on only when turned on", () => {
    const plain = hitFor(rules.initialCondition(BROM, PLAIN_TABLE), 19);
    expect([plain.unconscious, plain.heavyHit?.threshold]).toEqual([false, 18]);
    const off: TableSettings = { modules: [], options: { kampfwuerfelHeavyHits: false } };
    const c = hitFor(rules.initialCondition(BROM, off), 19, off);
    expect([c.unconscious, c.heavyHit?.threshold]).toEqual([false, 18]);
    expect(heavyHit(fresh(), 19).unconscious).toBe(true);
  });

  it("rolls logged under the readings before RULINGS §7 fold as booked: on without a value, no cause named", () => {
    const before: TableSettings = { ...PLAIN_TABLE, readings: 1 };
    const c = hitFor(rules.initialCondition(BROM, before), 19, before);
    expect([c.unconscious, c.heavyHit?.threshold]).toEqual([true, -1]);
    expect(c.unconsciousCause).toBeUndefined();
    expect(c.heavyHit?.loweredBy).toBeUndefined();
  });
});

describe("Kampfwürfel per Kampfphase and Behinderung", () => {
  it("declared KW are gone for the phase; more than are left is refused; a new phase refills", () => {
    let c = outcome(rules.initialCondition(BROM, PLAIN_TABLE), { kind: "spend-kw", dice: 5 });
    expect(c.kwLeft).toBe(2);
    expect(() => outcome(c, { kind: "spend-kw", dice: 3 })).toThrow(
      expect.objectContaining({ code: "not-enough-dice", params: { left: 2, declared: 3 } }),
    );
    c = command(c, { command: "new-phase" });
    expect(c.kwLeft).toBe(7);
  });

  it("the reflex roll: once per phase, the KW left are lost, the roll is due with the reflex dice after BE", () => {
    const c = command(rules.initialCondition(BROM, PLAIN_TABLE), { command: "reflex" });
    expect([c.kwLeft, c.reflexUsed]).toEqual([0, true]);
    expect(rules.dueChecks(c, PLAIN_TABLE)).toEqual([
      { id: "reflex-1", reason: "reflex", action: "check", options: { pool: 2, need: 2 } },
    ]);
    expect(() => command(c, { command: "reflex" })).toThrow(expect.objectContaining({ code: "reflex-used" }));
    const rolled = outcome(c, { kind: "check", id: "reflex-1", passed: false });
    expect([rolled.pending, rolled.unconscious]).toEqual([[], false]);
    expect(command(c, { command: "new-phase" })).toMatchObject({ kwLeft: 7, reflexUsed: false, pending: [] });
  });

  it("a rolled reflex (kampfwuerfel.txt L33): the KW left are lost, once per phase, the next phase gives it back", () => {
    const start = outcome(rules.initialCondition(BROM, PLAIN_TABLE), { kind: "spend-kw", dice: 3 });
    // Whatever the roll showed, the action books the same: success or failure, the KW are gone.
    for (const faces of [
      [5, 6],
      [1, 2],
    ]) {
      const result = kampfwuerfelReflexAction.roll(
        { reflexDice: 5, armorBE: 2, shieldBE: 1 },
        scriptedRng(faces),
        PLAIN_TABLE,
      );
      expect(result.pool).toBe(2);
      const booked = kampfwuerfelReflexAction.consequences!(result, { reflexDice: 5 }, PLAIN_TABLE);
      expect(booked).toEqual({ actor: [{ kind: "reflex" }], opponent: [] });
    }
    const rolled = outcome(start, { kind: "reflex" });
    expect([start.kwLeft, rolled.kwLeft, rolled.reflexUsed, rolled.pending]).toEqual([4, 0, true, []]);
    // "einmal innerhalb jeder Kampfphase": a second reflex is forbidden before the roll and refused when booked.
    expect(rules.forbids!(start, "reflex", "actor")).toBeUndefined();
    expect(rules.forbids!(rolled, "reflex", "actor")).toBe("reflex-used");
    expect(() => outcome(rolled, { kind: "reflex" })).toThrow(
      expect.objectContaining({ code: "reflex-used" }),
    );
    expect(() => command(rolled, { command: "reflex" })).toThrow(
      expect.objectContaining({ code: "reflex-used" }),
    );
    // Other actions and the other side are not the reflex's business — but the KW it cost are gone:
    // "Übrigbehaltene Kampfwürfel verfallen nach einem Reflexwurf für diese Kampfphase" (L33), so
    // an attack waits for the next phase (kw-none-left); a defence with none is no attack.
    expect(rules.forbids!(rolled, "check", "actor")).toBeUndefined();
    expect(rules.forbids!(rolled, "melee", "actor")).toBe("kw-none-left");
    expect(rules.forbids!(rolled, "melee", "opponent")).toBeUndefined();
    expect(rules.forbids!(rolled, "reflex", "opponent")).toBeUndefined();
    const next = command(rolled, { command: "new-phase" });
    expect([next.kwLeft, next.reflexUsed]).toEqual([7, false]);
    expect(rules.forbids!(next, "reflex", "actor")).toBeUndefined();
    expect(rules.forbids!(next, "melee", "actor")).toBeUndefined();
    expect(command(rolled, { command: "new-fight" }).reflexUsed).toBe(false);
  });

  it("a reflex the GM called is answered by the rolled reflex as by its due check; then it is spent", () => {
    const called = command(rules.initialCondition(BROM, PLAIN_TABLE), { command: "reflex" });
    // The called reflex waits: rolling it is no second reflex.
    expect(rules.forbids!(called, "reflex", "actor")).toBeUndefined();
    const byAction = outcome(called, { kind: "reflex" });
    const byCheck = outcome(called, { kind: "check", id: "reflex-1", passed: true });
    expect(byAction).toEqual(byCheck);
    expect([byAction.kwLeft, byAction.reflexUsed, byAction.pending]).toEqual([0, true, []]);
    expect(rules.forbids!(byAction, "reflex", "actor")).toBe("reflex-used");
  });

  it("a fighter who is down or dead rolls no reflex", () => {
    const down = outcome(blows(rules.initialCondition(BROM, PLAIN_TABLE), 9, 9, 9), {
      kind: "check",
      id: "kraft-1",
      passed: false,
    });
    expect(() => outcome(down, { kind: "reflex" })).toThrow(
      expect.objectContaining({ code: "character-not-active", params: { status: "out" } }),
    );
    const dead = command(hitFor(rules.initialCondition(BROM, PLAIN_TABLE), 40), { command: "die" });
    expect(() => outcome(dead, { kind: "reflex" })).toThrow(
      expect.objectContaining({ code: "character-dead" }),
    );
  });

  it("the GM's temporary BE lowers KW and reflex dice; toughness lowers it, the shield's BE stays", () => {
    const toughBrom = sheet({ ...BROM, toughness: 1 });
    let c = command(rules.initialCondition(toughBrom, PLAIN_TABLE), { command: "hindrance", be: 2 });
    // KW 10 − (2 + 2 − 1) − 1 = 6; reflex 5 − 3 − 1 = 1; the 8 left of the phase shrink to 6.
    expect([kwPhaseDice(c), c.kwLeft]).toEqual([{ combatDice: 6, reflexDice: 1 }, 6]);
    c = command(command(c, { command: "hindrance", be: 0 }), { command: "new-phase" });
    expect(c.kwLeft).toBe(8);
  });

  it("an unconscious fighter declares no KW and calls no reflex", () => {
    const down = outcome(blows(rules.initialCondition(BROM, PLAIN_TABLE), 9, 9, 9), {
      kind: "check",
      id: "kraft-1",
      passed: false,
    });
    expect(() => outcome(down, { kind: "spend-kw", dice: 1 })).toThrow(
      expect.objectContaining({ code: "character-not-active" }),
    );
    expect(outcome(down, { kind: "spend-kw", dice: 0 })).toBe(down);
    expect(() => command(down, { command: "reflex" })).toThrow(
      expect.objectContaining({ code: "character-not-active" }),
    );
  });

  it("modifiersFrom is empty in every use: BE shapes the pool of the phase, not a declared roll", () => {
    const c = hitFor(command(rules.initialCondition(BROM, PLAIN_TABLE), { command: "hindrance", be: 3 }), 27);
    for (const use of ["action", "condition-check", "healing"] as const) {
      expect(rules.modifiersFrom(c, use, PLAIN_TABLE)).toEqual([]);
    }
  });

  it("set restores any legal condition and refuses an illegal one; inverse is that set", () => {
    const before = rules.initialCondition(BROM, PLAIN_TABLE);
    const after = hitFor(before, 27);
    expect(command(after, rules.inverse(before, after))).toEqual(before);
    expect(() => command(after, { command: "set", condition: { ...before, kwLeft: 8 } })).toThrow(
      expect.objectContaining({ code: "invalid-condition", params: { field: "kwLeft" } }),
    );
  });
});

describe("a scripted fight: Ork against Brom, from the first blow to the knock-out", () => {
  const ratio = parseDamageRatio("2 – 3");
  // The table plays the OPTIONAL heavy hits.
  const outcome = (c: KampfwuerfelCondition, o: KampfwuerfelOutcome) => rules.applyOutcome(c, o, HEAVY);
  const command = (c: KampfwuerfelCondition, k: KampfwuerfelCommand) => rules.applyCommand(c, k, HEAVY);

  /** Rolls an attack with the given faces and books its consequences on both conditions. */
  function strike(
    attacker: KampfwuerfelCondition,
    defender: KampfwuerfelCondition,
    attackDice: number,
    defenseDice: number,
    faces: number[],
  ) {
    const params: KwMeleeParams = { attackDice, defenseDice, damage: ratio, bonus: 2, armor: 1 };
    const rng = scriptedRng(faces);
    const result = kampfwuerfelMeleeAction.roll(params, rng, PLAIN_TABLE);
    expect(rng.remaining).toBe(0);
    const { actor, opponent } = kampfwuerfelMeleeAction.consequences!(result, params, PLAIN_TABLE);
    return {
      result,
      attacker: actor.reduce((c, o) => outcome(c, o), attacker),
      defender: opponent.reduce((c, o) => outcome(c, o), defender),
    };
  }

  const noModifiers = (c: KampfwuerfelCondition) =>
    expect(rules.modifiersFrom(c, "action", PLAIN_TABLE)).toEqual([]);

  it("two hits, a heavy one, a Kraft check passed, then one failed", () => {
    let ork = rules.initialCondition(ORK, PLAIN_TABLE);
    let brom = rules.initialCondition(BROM, PLAIN_TABLE);

    // Phase 1. Ork 6 KW: a Five and a Six (2 successes) → 2 + 3 + 2 − 1 = 6 SP; Brom's 4 KW: one success.
    let s = strike(ork, brom, 6, 4, [5, 6, 2, 1, 3, 4, 5, 1, 2, 3]);
    ({ attacker: ork, defender: brom } = s);
    expect(s.result.damage).toBe(6);
    expect([brom.lp, brom.kwLeft, ork.kwLeft, brom.heavyHit?.threshold]).toEqual([24, 3, 2, 18]);
    noModifiers(brom);

    // Ork's last 2 KW: two Fives → 2 + 2 + 2 − 1 = 5 SP; Brom's last 3 KW: one Six.
    s = strike(ork, brom, 2, 3, [5, 5, 6, 1, 1]);
    ({ attacker: ork, defender: brom } = s);
    expect([brom.lp, brom.kwLeft, ork.kwLeft]).toEqual([19, 0, 0]);
    expect(() => strike(ork, brom, 1, 0, [5])).toThrow(expect.objectContaining({ code: "not-enough-dice" }));

    // Phase 2. Two Sixes and two Fives → 6 + 4 + 2 − 1 = 11 SP: more than K + G = 9, the threshold drops to 7.
    ork = command(ork, { command: "new-phase" });
    brom = command(brom, { command: "new-phase" });
    s = strike(ork, brom, 8, 7, [6, 6, 5, 5, 1, 1, 1, 1, 5, 6, 1, 1, 1, 1, 1]);
    ({ attacker: ork, defender: brom } = s);
    expect([brom.lp, brom.heavyHit?.threshold, rules.status(brom)]).toEqual([8, 7, "active"]);
    expect(brom.heavyHit?.loweredBy).toBe(11);
    expect(rules.dueChecks(brom, PLAIN_TABLE)).toEqual([]);

    // Phase 3. Two Fives → 5 SP: LP 3 < RLP 6, the Kraft check is due (5 dice, 4 successes).
    ork = command(ork, { command: "new-phase" });
    brom = command(brom, { command: "new-phase" });
    ({ attacker: ork, defender: brom } = strike(ork, brom, 3, 2, [5, 5, 1, 1, 2]));
    expect([brom.lp, brom.heavyHit?.threshold, rules.status(brom)]).toEqual([3, 7, "active"]);
    let [due] = rules.dueChecks(brom, PLAIN_TABLE);
    expect(due).toMatchObject({ id: "kraft-1", action: "check", options: { pool: 5, need: 4 } });
    let check = kampfwuerfelCheckAction.roll({ pool: 5, need: 4 }, scriptedRng([5, 6, 5, 6, 1]), PLAIN_TABLE);
    brom = outcome(brom, { kind: "check", id: due!.id, passed: check.success });
    expect([rules.status(brom), rules.dueChecks(brom, PLAIN_TABLE)]).toEqual(["active", []]);
    noModifiers(brom);

    // Phase 4. Brom parries: two successes against two. Then Ork's dagger (1 – 1, no bonus): two
    // Fives = 2 SP against Brom's one failed die: LP 1, still below the RLP, so he is asked again.
    ork = command(ork, { command: "new-phase" });
    brom = command(brom, { command: "new-phase" });
    ({ attacker: ork, defender: brom } = strike(ork, brom, 2, 2, [5, 6, 5, 5]));
    expect([brom.lp, brom.kwLeft, ork.kwLeft]).toEqual([3, 5, 6]);
    const dagger: KwMeleeParams = { attackDice: 2, defenseDice: 1, damage: { five: 1, six: 1 } };
    const stab = kampfwuerfelMeleeAction.roll(dagger, scriptedRng([5, 5, 1]), PLAIN_TABLE);
    const booked = kampfwuerfelMeleeAction.consequences!(stab, dagger, PLAIN_TABLE);
    ork = booked.actor.reduce((c, o) => outcome(c, o), ork);
    brom = booked.opponent.reduce((c, o) => outcome(c, o), brom);
    expect([brom.lp, brom.kwLeft, ork.kwLeft]).toEqual([1, 4, 4]);
    [due] = rules.dueChecks(brom, PLAIN_TABLE);
    expect(due?.id).toBe("kraft-2");
    check = kampfwuerfelCheckAction.roll({ pool: 5, need: 4 }, scriptedRng([5, 6, 1, 2, 3]), PLAIN_TABLE);
    brom = outcome(brom, { kind: "check", id: due!.id, passed: check.success });
    expect([brom.lp, brom.unconscious, rules.status(brom), rules.dueChecks(brom, PLAIN_TABLE)]).toEqual([
      1,
      true,
      "out",
      [],
    ]);
    expect(brom.unconsciousCause).toEqual({ cause: "kraft-check" });
    noModifiers(brom);
  });
});
