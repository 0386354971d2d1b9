import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../dice/scripted-rng.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { faarCheckAction } from "./check.js";
import { DAMAGE_TYPES, type DamageType, type HitZone } from "./critical.js";
import { faarGrauenAction, rollGrauen } from "./grauen.js";
import type { GrauenConsequence } from "./grauen-table.js";
import { type FaarMeleeParams, faarMeleeAction, rollFaarMelee } from "./melee.js";
import { BASHASAR_CITY_GUARD } from "./npc.js";
import type { FaarCondition } from "./play-condition.js";
import type { FaarCommand, FaarCriticalLevel, FaarOutcome } from "./play-events.js";
import { faarConditions as rules } from "./play-rules.js";
import { faarRestAction } from "./rest-action.js";

/** Dorn of faar.txt (and examples/characters/dorn.json): ST 8 + KO 7 = 15 LP, defence ⌈24 / 3⌉ = 8. */
const DORN: CharacterEnvelope = {
  format: "spieltisch/character@1",
  system: "faar",
  name: "Dorn",
  attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
  skills: [{ name: "Heimlichkeit", level: 3 }],
};

const fresh = () => rules.initialCondition(DORN, PLAIN_TABLE);
const outcome = (c: FaarCondition, o: FaarOutcome) => rules.applyOutcome(c, o, PLAIN_TABLE);
const command = (c: FaarCondition, k: FaarCommand) => rules.applyCommand(c, k, PLAIN_TABLE);
const book = (c: FaarCondition, os: readonly FaarOutcome[]) => os.reduce(outcome, c);
const critical = (type: DamageType, level: FaarCriticalLevel, zone: HitZone | null = null): FaarOutcome => ({
  kind: "critical",
  type,
  level,
  zone,
});
const forbids = (c: FaarCondition, action: string, role: "actor" | "opponent" = "actor") =>
  rules.forbids!(c, action, role);

describe("life points and damage (faar.txt, Lebenspunkte, Schaden)", () => {
  it("Dorn starts with ST + KO = 15 LP, nothing restricted, no Grauen", () => {
    expect(fresh()).toEqual({
      lp: 15,
      lpMax: 15,
      dead: false,
      restrictions: [],
      injuries: [],
      grauen: 0,
      grauenEffects: [],
    });
    expect(rules.status(fresh())).toBe("active");
  });

  it("a character file without attributes, or with a bad one, is named", () => {
    const { attributes: _, ...bare } = DORN;
    expect(() => rules.initialCondition({ ...bare }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "missing-character-field", params: { field: "attributes" } }),
    );
    expect(() => rules.initialCondition({ ...DORN, attributes: { ST: 8 } }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "missing-character-field", params: { field: "attributes.KO" } }),
    );
    expect(() => rules.initialCondition({ ...DORN, attributes: { ST: 8, KO: 0 } }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });

  it("the worked attack: 12 rolls 8, defence 8 − 4 misses with 9, 2W6 = 5 + 4 less leather 1 → Dorn 7 LP", () => {
    const params: FaarMeleeParams = { attack: 12, defense: 8, armor: 1 };
    const result = rollFaarMelee(params, scriptedRng([8, 9, 5, 4]), PLAIN_TABLE);
    const effects = faarMeleeAction.consequences!(result, params, PLAIN_TABLE);
    expect(effects).toEqual({ actor: [], opponent: [{ kind: "damage", amount: 8 }] });
    expect(book(fresh(), effects.opponent).lp).toBe(7);
  });

  it("Taruk's failed pickpocket check and Dorn's check change nobody: a check has no consequences", () => {
    expect(faarCheckAction.consequences).toBeUndefined();
  });

  it("a parried attack, a miss and an auto-hit's damage", () => {
    const params: FaarMeleeParams = { attack: 12, defense: 8 };
    const parried = rollFaarMelee(params, scriptedRng([8, 4]), PLAIN_TABLE);
    expect(faarMeleeAction.consequences!(parried, params, PLAIN_TABLE)).toEqual({ actor: [], opponent: [] });
    const auto = rollFaarMelee({ attack: 0, defense: 20 }, scriptedRng([1, 6, 6]), PLAIN_TABLE);
    expect(faarMeleeAction.consequences!(auto, params, PLAIN_TABLE).opponent).toEqual([
      { kind: "damage", amount: 12 },
    ]);
  });

  it("at 0 LP or below the character is out of the fight; healing brings them back", () => {
    const down = outcome(fresh(), { kind: "damage", amount: 15 });
    expect([down.lp, rules.status(down)]).toEqual([0, "out"]);
    const deeper = outcome(down, { kind: "damage", amount: 4 });
    expect([deeper.lp, rules.status(deeper)]).toEqual([-4, "out"]);
    expect(rules.status(command(deeper, { command: "heal", amount: 5 }))).toBe("active");
  });

  it("rest: one LP per day, never above the maximum (healing.ts: 9 → 13 after four days)", () => {
    const hurt = outcome(fresh(), { kind: "damage", amount: 6 });
    expect(command(hurt, { command: "rest", days: 4 }).lp).toBe(13);
    expect(command(hurt, { command: "rest", days: 40 }).lp).toBe(15);
  });

  it("rest with a severe injury (L136, RULINGS §7): two days per LP by default, the days short of an LP carried over", () => {
    // Dorn with a shattered arm (shot, 12 points) at 9 of 15 LP.
    const injured = outcome(outcome(fresh(), critical("shot", 12, 3)), { kind: "damage", amount: 6 });
    const three = command(injured, { command: "rest", days: 3 });
    expect([three.lp, three.restDays]).toEqual([10, 1]);
    // The carried day and one more make the next LP: day by day heals as much as all at once.
    const oneByOne = [1, 1, 1, 1, 1].reduce((c) => command(c, { command: "rest", days: 1 }), injured);
    const atOnce = command(injured, { command: "rest", days: 5 });
    expect(oneByOne).toEqual(atOnce);
    expect([atOnce.lp, atOnce.restDays]).toEqual([11, 1]);
    // At full LP nothing is carried.
    expect(command(injured, { command: "rest", days: 13 })).toEqual({ ...injured, lp: 15 });
    // The table option: 1 is the text's day per LP, 3 slower still; anything else is refused.
    const table = (days: number) => ({ modules: [], options: { faarInjuryRestDays: days } });
    expect(rules.applyCommand(injured, { command: "rest", days: 3 }, table(1))).toEqual({
      ...injured,
      lp: 12,
    });
    expect(rules.applyCommand(injured, { command: "rest", days: 7 }, table(3))).toMatchObject({
      lp: 11,
      restDays: 1,
    });
    expect(() => rules.applyCommand(injured, { command: "rest", days: 1 }, table(0))).toThrow(
      expect.objectContaining({
        code: "invalid-table-option",
        params: { option: "faarInjuryRestDays", value: "0" },
      }),
    );
    // A healer dealt with the injury: rest is one LP a day again, nothing carried.
    const treated = command(three, { command: "heal-injury", index: 0 });
    expect(treated).toEqual({ ...injured, lp: 10, injuries: [] });
    expect(command(treated, { command: "rest", days: 3 }).lp).toBe(13);
    // Carried days belong to an injury: a condition set with them but without one is illegal.
    expect(() => command(three, { command: "set", condition: { ...three, injuries: [] } })).toThrow(
      expect.objectContaining({ code: "invalid-condition", params: { field: "restDays" } }),
    );
  });

  it("the rest action books what it showed: its rest on the condition, refused when reckoned from other numbers", () => {
    const injured = outcome(outcome(fresh(), critical("blunt", 12, 1)), { kind: "damage", amount: 6 });
    const params = { current: 9, max: 15, days: 3, injuries: 1 };
    const shown = faarRestAction.roll(params, scriptedRng([]), PLAIN_TABLE);
    expect(shown).toEqual({ before: 9, after: 10, healed: 1, daysToFull: 9 });
    const booked = faarRestAction.consequences!(shown, params, PLAIN_TABLE);
    expect(booked).toEqual({ actor: [{ kind: "rest", days: 3, lpAfter: 10 }], opponent: [] });
    expect(book(injured, booked.actor)).toEqual(command(injured, { command: "rest", days: 3 }));
    // Reckoned without the injury it shows 12: the condition heals 10, so nothing is booked.
    const unslowed = faarRestAction.roll({ current: 9, max: 15, days: 3 }, scriptedRng([]), PLAIN_TABLE);
    expect(() => outcome(injured, { kind: "rest", days: 3, lpAfter: unslowed.after })).toThrow(
      expect.objectContaining({ code: "rest-mismatch", params: { expected: 10, got: 12 } }),
    );
    const dead = outcome(injured, critical("cut", 12, 6));
    expect(() => outcome(dead, { kind: "rest", days: 3, lpAfter: 10 })).toThrow(
      expect.objectContaining({ code: "character-dead" }),
    );
    // A character who is down rests all the same.
    const down = outcome(fresh(), { kind: "damage", amount: 17 });
    expect(outcome(down, { kind: "rest", days: 4, lpAfter: 2 }).lp).toBe(2);
  });

  it("no modifiers in any use and no check ever due: wounds are played, not counted", () => {
    const c = outcome(outcome(fresh(), { kind: "damage", amount: 10 }), critical("cut", 7));
    for (const use of ["action", "condition-check", "healing"] as const) {
      expect(rules.modifiersFrom(c, use, PLAIN_TABLE)).toEqual([]);
    }
    expect(rules.dueChecks(c, PLAIN_TABLE)).toEqual([]);
  });
});

describe("the critical-hit list (Schnitt-, Schlag-, Schussschaden)", () => {
  it.each(DAMAGE_TYPES)(
    "%s: 1 scratch, 3 no more actions this round, 7 one round defence only, 12 severe",
    (type) => {
      expect(outcome(fresh(), critical(type, 1))).toEqual(fresh());
      expect(outcome(fresh(), critical(type, 3)).restrictions).toEqual([
        { kind: "no-actions", roundsLeft: 0 },
      ]);
      expect(outcome(fresh(), critical(type, 7)).restrictions).toEqual([
        { kind: "defence-only", roundsLeft: 1 },
      ]);
      const severe = outcome(fresh(), critical(type, 12, 5));
      expect([severe.injuries, severe.dead]).toEqual([[{ type, zone: 5 }], false]);
    },
  );

  // L113–L133: each step of the list includes the lighter steps' effects (RULINGS §7) — "7 Punkte:
  // … 1 Runde lang können keine aktiven Handlungen vorgenommen werden, nur Verteidigungswürfe sind
  // erlaubt" holds for 12 points too, and holds "3 Punkte: … In dieser Runde … keine Aktionen mehr".
  it.each(DAMAGE_TYPES)(
    "%s: L118/L125/L132 — a 12-point critical restricts at least like the 7-point one",
    (type) => {
      const severe = outcome(fresh(), critical(type, 12, 5));
      expect(severe.restrictions).toEqual([{ kind: "defence-only", roundsLeft: 1 }]);
      expect(rules.forbids!(severe, "melee", "actor")).toBe("faar-defence-only");
      expect(rules.forbids!(severe, "check", "actor")).toBe("faar-defence-only");
      expect(rules.forbids!(severe, "melee", "opponent")).toBeUndefined();
      // The 7-point restriction forbids whatever the 3-point one does, for longer.
      const seven = outcome(fresh(), critical(type, 7));
      const three = outcome(fresh(), critical(type, 3));
      for (const action of ["melee", "check", "grauen", "rest"]) {
        if (rules.forbids!(three, action, "actor") !== undefined) {
          expect(rules.forbids!(seven, action, "actor")).toBeDefined();
        }
      }
    },
  );

  it("criticals logged under the readings before RULINGS §7 fold as booked: 12 points restricted nothing", () => {
    const before = { ...PLAIN_TABLE, readings: 1 as const };
    const severe = rules.applyOutcome(fresh(), critical("blunt", 12, 5), before);
    expect(severe.restrictions).toEqual([]);
  });

  it("12 points of cut damage to the head is lethal; blunt and shot damage to the head are severe", () => {
    expect(rules.status(outcome(fresh(), critical("cut", 12, 6)))).toBe("dead");
    expect(rules.status(outcome(fresh(), critical("blunt", 12, 6)))).toBe("active");
    expect(rules.status(outcome(fresh(), critical("shot", 12, 6)))).toBe("active");
  });

  it("the melee roll brings the list's entry of the damage that went through, from 3 points on", () => {
    const params: FaarMeleeParams = { attack: 12, defense: 8, armor: 1, damageType: "blunt" };
    // Margin 7 leaves a defence target of 1; the defender rolls 20. Damage dice, then armour 1.
    const hit = (a: number, b: number) =>
      faarMeleeAction.consequences!(
        rollFaarMelee(params, scriptedRng([5, 20, a, b]), PLAIN_TABLE),
        params,
        PLAIN_TABLE,
      ).opponent;
    expect(hit(1, 2)).toEqual([{ kind: "damage", amount: 2 }]);
    expect(hit(2, 2)).toEqual([{ kind: "damage", amount: 3 }, critical("blunt", 3)]);
    expect(hit(4, 4)).toEqual([{ kind: "damage", amount: 7 }, critical("blunt", 7)]);
    expect(hit(6, 6)).toEqual([{ kind: "damage", amount: 11 }, critical("blunt", 7)]);
    const zoned: FaarMeleeParams = { attack: 12, defense: 8, damageType: "cut", zones: true };
    const head = rollFaarMelee(zoned, scriptedRng([5, 20, 6, 6, 6]), PLAIN_TABLE);
    const effects = faarMeleeAction.consequences!(head, zoned, PLAIN_TABLE).opponent;
    expect(effects).toEqual([{ kind: "damage", amount: 12 }, critical("cut", 12, 6)]);
    expect(rules.status(book(fresh(), effects))).toBe("dead");
  });

  it("restrictions run out with the rounds: 3 at the next round, 7 and the fumble one round later", () => {
    let c = outcome(outcome(fresh(), critical("cut", 3)), critical("shot", 7));
    c = outcome(c, { kind: "fumble" });
    expect(c.restrictions.map((r) => r.kind)).toEqual(["no-actions", "defence-only", "no-attack"]);
    c = command(c, { command: "next-round" });
    expect(c.restrictions).toEqual([
      { kind: "defence-only", roundsLeft: 0 },
      { kind: "no-attack", roundsLeft: 0 },
    ]);
    c = command(c, { command: "next-round" });
    expect(c.restrictions).toEqual([]);
  });

  it("a second restriction of a kind keeps the longer one", () => {
    const twice = outcome(
      command(outcome(fresh(), critical("cut", 7)), { command: "next-round" }),
      critical("cut", 7),
    );
    expect(twice.restrictions).toEqual([{ kind: "defence-only", roundsLeft: 1 }]);
  });

  it("forbids: a restricted attacker may not attack; defence rolls and Grauen checks stay", () => {
    const cut = outcome(fresh(), critical("cut", 3));
    expect([forbids(cut, "melee"), forbids(cut, "check"), forbids(cut, "grauen")]).toEqual([
      "faar-no-actions",
      "faar-no-actions",
      undefined,
    ]);
    expect(forbids(cut, "melee", "opponent")).toBeUndefined();
    const tendon = outcome(fresh(), critical("cut", 7));
    expect([forbids(tendon, "melee"), forbids(tendon, "check")]).toEqual([
      "faar-defence-only",
      "faar-defence-only",
    ]);
    const fumbled = outcome(fresh(), { kind: "fumble" });
    expect([forbids(fumbled, "melee"), forbids(fumbled, "check")]).toEqual(["faar-no-attack", undefined]);
    expect(forbids(fresh(), "melee")).toBeUndefined();
  });

  it("a 20 is a fumble on the attacker: no attack in the following round", () => {
    const params: FaarMeleeParams = { attack: 12, defense: 8 };
    const result = rollFaarMelee(params, scriptedRng([20]), PLAIN_TABLE);
    expect(faarMeleeAction.consequences!(result, params, PLAIN_TABLE)).toEqual({
      actor: [{ kind: "fumble" }],
      opponent: [],
    });
  });

  it("a healer deals with a severe injury", () => {
    const c = outcome(outcome(fresh(), critical("blunt", 12, 1)), critical("shot", 12, 3));
    expect(command(c, { command: "heal-injury", index: 0 }).injuries).toEqual([{ type: "shot", zone: 3 }]);
    expect(() => command(c, { command: "heal-injury", index: 2 })).toThrow(
      expect.objectContaining({ code: "no-such-injury" }),
    );
  });

  it("the dead take no more damage, healing, treatment or restrictions; rounds still pass", () => {
    const dead = outcome(fresh(), critical("cut", 12, 6));
    for (const o of [{ kind: "damage", amount: 1 }, { kind: "fumble" }, critical("cut", 3)] as const) {
      expect(() => outcome(dead, o)).toThrow(expect.objectContaining({ code: "character-dead" }));
    }
    for (const k of [
      { command: "rest", days: 1 },
      { command: "heal-injury", index: 0 },
      { command: "grauen-relief", points: 1 },
    ] as const) {
      expect(() => command(dead, k)).toThrow(expect.objectContaining({ code: "character-dead" }));
    }
    expect(command(dead, { command: "next-round" })).toEqual(dead);
  });
});

describe("Grauen (d20 ≤ IT or +1 point; at five points the table; 19–20 keep the points)", () => {
  const grauen = (c: FaarCondition, passed: boolean, consequence: GrauenConsequence | null) =>
    outcome(c, { kind: "grauen", pointsBefore: c.grauen, passed, consequence });

  it("a passed check keeps the points, a failed one adds a point", () => {
    const one = grauen(fresh(), false, null);
    expect(one.grauen).toBe(1);
    expect(grauen(one, true, null).grauen).toBe(1);
  });

  it("the worked roll: IT 9 at four points rolls 15, the table's 7 is Trübsinn, the points are cleared", () => {
    const result = rollGrauen({ intuition: 9, points: 4 }, scriptedRng([15, 7]), PLAIN_TABLE);
    const effects = faarGrauenAction.consequences!(result, { intuition: 9, points: 4 }, PLAIN_TABLE);
    expect(effects.actor).toEqual([{ kind: "grauen", pointsBefore: 4, passed: false, consequence: "gloom" }]);
    const four = command(fresh(), { command: "set", condition: { ...fresh(), grauen: 4 } });
    const after = book(four, effects.actor);
    expect([after.grauen, after.grauenEffects]).toEqual([0, ["gloom"]]);
  });

  it("19–20: no effect, but the Grauen stays — every further point rolls the table again", () => {
    let c = command(fresh(), { command: "set", condition: { ...fresh(), grauen: 4 } });
    c = grauen(c, false, "no-effect");
    expect([c.grauen, c.grauenEffects]).toEqual([5, []]);
    c = grauen(c, false, "phantoms");
    expect([c.grauen, c.grauenEffects]).toEqual([0, ["phantoms"]]);
    c = grauen(command(c, { command: "set", condition: { ...c, grauen: 4 } }), false, "phantoms");
    expect(c.grauenEffects).toEqual(["phantoms"]);
  });

  it("refuses a check rolled at other points, and a table result where none belongs", () => {
    expect(() =>
      outcome(fresh(), { kind: "grauen", pointsBefore: 3, passed: false, consequence: null }),
    ).toThrow(expect.objectContaining({ code: "grauen-points-mismatch", params: { expected: 0, got: 3 } }));
    expect(() => grauen(fresh(), false, "gloom")).toThrow(
      expect.objectContaining({ code: "grauen-table-mismatch" }),
    );
    const four = { ...fresh(), grauen: 4 };
    expect(() => grauen(four, false, null)).toThrow(
      expect.objectContaining({ code: "grauen-table-mismatch" }),
    );
    expect(() => grauen(four, true, "gloom")).toThrow(
      expect.objectContaining({ code: "grauen-table-mismatch" }),
    );
  });

  it("something truly noble strikes points off; a character is healed of a consequence", () => {
    const c = { ...fresh(), grauen: 3, grauenEffects: ["greed" as const, "gloom" as const] };
    expect(command(c, { command: "grauen-relief", points: 1 }).grauen).toBe(2);
    expect(command(c, { command: "grauen-relief", points: 9 }).grauen).toBe(0);
    expect(command(c, { command: "clear-grauen-effect", effect: "greed" }).grauenEffects).toEqual(["gloom"]);
    expect(() => command(c, { command: "clear-grauen-effect", effect: "phantoms" })).toThrow(
      expect.objectContaining({ code: "no-such-grauen-effect" }),
    );
  });

  it("set restores any legal condition and refuses an illegal one; inverse is that set", () => {
    const before = fresh();
    const after = outcome(before, critical("cut", 7));
    expect(command(after, rules.inverse(before, after))).toEqual(before);
    expect(() =>
      command(after, { command: "set", condition: { ...before, grauenEffects: ["no-effect"] } }),
    ).toThrow(expect.objectContaining({ code: "invalid-condition", params: { field: "grauenEffects" } }));
  });
});

describe("a scripted fight: the city guard of Bashasar against Dorn, until Dorn goes down", () => {
  const guardSword: FaarMeleeParams = { attack: 11, defense: 8, armor: 1, damageType: "cut" };
  const dornAttack: FaarMeleeParams = { attack: 8, defense: BASHASAR_CITY_GUARD.defense, armor: 1 };

  function strike(
    params: FaarMeleeParams,
    faces: number[],
    attacker: FaarCondition,
    defender: FaarCondition,
  ) {
    const rng = scriptedRng(faces);
    const result = rollFaarMelee(params, rng, PLAIN_TABLE);
    expect(rng.remaining).toBe(0);
    const { actor, opponent } = faarMeleeAction.consequences!(result, params, PLAIN_TABLE);
    return { result, attacker: book(attacker, actor), defender: book(defender, opponent) };
  }

  const steady = (c: FaarCondition) => {
    expect(rules.modifiersFrom(c, "action", PLAIN_TABLE)).toEqual([]);
    expect(rules.dueChecks(c, PLAIN_TABLE)).toEqual([]);
  };

  it("a deep cut, a fumble, a torn tendon, Grauen, and the last blow", () => {
    const guardSheet: CharacterEnvelope = {
      format: "spieltisch/character@1",
      system: "faar",
      name: BASHASAR_CITY_GUARD.name,
      attributes: { ST: 10, KO: 9, GE: 8, IN: 6, IT: 7, CH: 5 },
    };
    let guard = rules.initialCondition(guardSheet, PLAIN_TABLE);
    let dorn = fresh();
    expect(guard.lp).toBe(BASHASAR_CITY_GUARD.lifePoints);

    // Round 1. The guard rolls 5 (margin 6): Dorn must roll ≤ 2, rolls 10. 2W6 = 3 + 4, less leather: 6.
    ({ attacker: guard, defender: dorn } = strike(guardSword, [5, 10, 3, 4], guard, dorn));
    expect([dorn.lp, dorn.restrictions]).toEqual([9, [{ kind: "no-actions", roundsLeft: 0 }]]);
    expect(forbids(dorn, "melee")).toBe("faar-no-actions");
    steady(dorn);

    // Round 2. Dorn may act again; he attacks and rolls a 20: sword on the ground.
    [guard, dorn] = [command(guard, { command: "next-round" }), command(dorn, { command: "next-round" })];
    expect(forbids(dorn, "melee")).toBeUndefined();
    ({ attacker: dorn, defender: guard } = strike(dornAttack, [20], dorn, guard));
    expect(dorn.restrictions).toEqual([{ kind: "no-attack", roundsLeft: 1 }]);
    // The guard rolls 3 (margin 8): no defence is possible; 4 + 4 − 1 = 7, a torn tendon.
    ({ attacker: guard, defender: dorn } = strike(guardSword, [3, 1, 4, 4], guard, dorn));
    expect(dorn.lp).toBe(2);
    expect(dorn.restrictions).toEqual([
      { kind: "defence-only", roundsLeft: 1 },
      { kind: "no-attack", roundsLeft: 1 },
    ]);
    expect(forbids(dorn, "melee")).toBe("faar-defence-only");
    steady(dorn);

    // Round 3. Still only defence. The guard's face melts into something from the ocean: Grauen,
    // IT 7, Dorn rolls 12 — one point.
    [guard, dorn] = [command(guard, { command: "next-round" }), command(dorn, { command: "next-round" })];
    expect(forbids(dorn, "melee")).toBe("faar-defence-only");
    const horror = rollGrauen({ intuition: 7, points: dorn.grauen }, scriptedRng([12]), PLAIN_TABLE);
    dorn = book(dorn, faarGrauenAction.consequences!(horror, { intuition: 7, points: 0 }, PLAIN_TABLE).actor);
    expect(dorn.grauen).toBe(1);
    // A 1: the attack hits whatever Dorn does; 2 + 1 − 1 = 2, a scratch — and the last of his LP.
    ({ attacker: guard, defender: dorn } = strike(guardSword, [1, 2, 1], guard, dorn));
    expect([dorn.lp, rules.status(dorn), dorn.injuries]).toEqual([0, "out", []]);
    steady(dorn);

    // Round 4. The restrictions are over; Dorn is out of the fight all the same.
    dorn = command(dorn, { command: "next-round" });
    expect([dorn.restrictions, rules.status(dorn), guard.lp]).toEqual([[], "out", 19]);
  });
});
