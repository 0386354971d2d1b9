import {
  type ConditionUse,
  EngineError,
  getSystem,
  type Modifier,
  PLAIN_TABLE,
  seededRng,
  withModules,
} from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import type { AnyActionAdapter } from "./action-adapter.js";
import { type SideRole, sideRolls } from "./adapter-sides.js";
import {
  allActionAdapters,
  consequencesOf,
  findActionAdapter,
  oddsWithAdapter,
  rollWithAdapter,
} from "./pipeline.js";

const WOUNDS: readonly Modifier[] = [{ amount: -3, source: "wounds" }];

/** The option keys a schema takes: an object's, or those every member of a union has. */
function optionKeys(schema: z.core.$ZodType): Set<string> {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodUnion) {
    const [first, ...rest] = schema.options.map(optionKeys);
    return new Set([...first!].filter((key) => rest.every((keys) => keys.has(key))));
  }
  return new Set();
}

const rows = allActionAdapters().flatMap(({ system, action, adapter }) =>
  (["actor", "opponent"] as const).flatMap((role) =>
    adapter.sides?.[role] ? [[`${system}/${action} ${role}`, { system, adapter, role }] as const] : [],
  ),
);

describe.each(rows)("side %s", (_name, { system, adapter, role }) => {
  const side = (adapter as AnyActionAdapter).sides![role as SideRole]!;

  it("fills an option the action takes, with a use of the condition rules", () => {
    if (side.value !== undefined) expect(optionKeys(adapter.options)).toContain(side.value);
    const uses: (ConditionUse | null)[] = ["action", "condition-check", "healing", null];
    expect(uses).toContain(side.use);
  });

  it("puts the condition's modifiers into the roll and the odds where the side rolls", () => {
    let changed = false;
    for (const example of adapter.examples) {
      const options = adapter.options.parse(example);
      if (!sideRolls(side, options)) {
        expect(() => oddsWithAdapter(adapter, options, PLAIN_TABLE, { [role]: WOUNDS })).toThrow(EngineError);
        continue;
      }
      const plain = oddsWithAdapter(adapter, options, PLAIN_TABLE);
      let odds: ReturnType<typeof oddsWithAdapter>;
      try {
        odds = oddsWithAdapter(adapter, options, PLAIN_TABLE, { [role]: WOUNDS });
      } catch (error) {
        // A malus can take a value below what the rules allow (a pool of no dice).
        expect(error).toBeInstanceOf(EngineError);
        continue;
      }
      expect(adapter.oddsSchema.safeParse(odds.json).error?.issues ?? []).toEqual([]);
      if (JSON.stringify(odds.json) !== JSON.stringify(plain.json)) changed = true;
      const rolled = rollWithAdapter(adapter, options, seededRng(3), PLAIN_TABLE, { [role]: WOUNDS });
      expect(adapter.resultSchema.safeParse(rolled.json).error?.issues ?? []).toEqual([]);
      // Where the roll lists modifiers, the condition's are among them by source.
      const text = JSON.stringify(rolled.json);
      if (side.use === "action" && text.includes('"modifiers"') && !text.includes('"dodge"')) {
        expect(text).toContain('"source":"wounds"');
      }
    }
    if (side.use !== null && adapter.examples.some((e) => sideRolls(side, adapter.options.parse(e)))) {
      expect(changed, `${system}: a malus changes no odds`).toBe(true);
    }
  });

  it("refuses modifiers where the side does not roll", () => {
    if (side.use !== null) return;
    const options = adapter.options.parse(adapter.examples[0]);
    expect(() => rollWithAdapter(adapter, options, seededRng(1), PLAIN_TABLE, { [role]: WOUNDS })).toThrow(
      EngineError,
    );
  });
});

describe("sides in the pipeline", () => {
  const check = findActionAdapter("ews", "check")!;
  const melee = findActionAdapter("ews", "melee")!;

  it("lists each side's modifiers by source after the options' own, and leaves a roll without sides as it was", () => {
    const options = check.options.parse({ value: 12, target: 12, mod: 2 });
    const plain = rollWithAdapter(check, options, seededRng(7), PLAIN_TABLE);
    expect(rollWithAdapter(check, options, seededRng(7), PLAIN_TABLE, {}).json).toStrictEqual(plain.json);
    expect(rollWithAdapter(check, options, seededRng(7), PLAIN_TABLE, { actor: [] }).json).toStrictEqual(
      plain.json,
    );
    const hurt = rollWithAdapter(check, options, seededRng(7), PLAIN_TABLE, {
      actor: [{ amount: -3, source: "wounds" }],
    });
    expect(hurt.json.modifiers).toEqual([
      { amount: 2, source: "mod" },
      { amount: -3, source: "wounds" },
    ]);
    expect(hurt.json.effective).toBe(plain.json.effective - 3);
    const odds = oddsWithAdapter(check, options, PLAIN_TABLE, { actor: [{ amount: -3, source: "wounds" }] });
    expect(odds.json.effective).toBe(11);
  });

  it("gives the defender's modifiers to the defender in a melee exchange", () => {
    const table = withModules("foka");
    const options = melee.options.parse({ attacker: 14, defender: 12 });
    const rolled = rollWithAdapter(melee, options, seededRng(2), table, {
      actor: [{ amount: -1, source: "low-tp" }],
      opponent: [{ amount: -6, source: "critical-wounds" }],
    });
    expect(rolled.json.attacker.modifiers).toContainEqual({ amount: -1, source: "low-tp" });
    expect(rolled.json.defender.modifiers).toContainEqual({ amount: -6, source: "critical-wounds" });
  });

  it("hands out the engine action's consequences, or none", () => {
    const table = withModules("foka");
    const options = melee.options.parse({ attacker: 30, defender: 0, attackerWeapon: 5 });
    const rolled = rollWithAdapter(melee, options, seededRng(1), table);
    expect(rolled.json.hit).toBe("defender");
    expect(consequencesOf(melee, rolled.result, rolled.params, table)).toEqual({
      actor: [],
      opponent: [{ kind: "damage", amount: rolled.json.damage }],
    });
    const checked = rollWithAdapter(check, { value: 12, target: 12 }, seededRng(1), PLAIN_TABLE);
    expect(consequencesOf(check, checked.result, checked.params, PLAIN_TABLE)).toEqual({
      actor: [],
      opponent: [],
    });
  });

  it("fills a healing week's wounds and FoKa's rate from the condition", () => {
    const ews = getSystem("ews").conditions!;
    const hurt = { ...LAZARO, format: "spieltisch/character@1" as const, wounds: 2 };
    const basic = ews.initialCondition(hurt, PLAIN_TABLE);
    expect(findActionAdapter("ews", "heal")!.sides!.actor!.conditionOptions!(basic)).toEqual({ wounds: 2 });
    const foka = ews.initialCondition(hurt, withModules("foka"));
    expect(findActionAdapter("ews", "foka-heal")!.sides!.actor!.conditionOptions!(foka)).toEqual({
      attribute: 12,
      wounds: 2,
      critical: 0,
    });
    // A condition of the other rules fills nothing.
    expect(findActionAdapter("ews", "heal")!.sides!.actor!.conditionOptions!(foka)).toEqual({});
  });

  it("fills a Kampfwürfel reflex with the condition's dice and every BE, the GM's included", () => {
    const kw = getSystem("kampfwuerfel").conditions!;
    const sheet = {
      format: "spieltisch/character@1" as const,
      system: "kampfwuerfel",
      name: "Brom",
      lp: 30,
      dailyRegeneration: 6,
      kraft: 5,
      combatDice: 10,
      reflexDice: 4,
      armorBE: 1,
      shieldBE: 1,
      shieldSkill: 2,
      toughness: 1,
    };
    const burdened = kw.applyCommand(
      kw.initialCondition(sheet, PLAIN_TABLE),
      { command: "hindrance", be: 3 },
      PLAIN_TABLE,
    );
    const reflex = findActionAdapter("kampfwuerfel", "reflex")!;
    const filled = reflex.sides!.actor!.conditionOptions!(burdened);
    expect(filled).toEqual({
      reflexDice: 4,
      armorBe: 1,
      extraBe: 3,
      shieldBe: 1,
      shieldSkill: 2,
      toughness: 1,
    });
    // 4 − (1 + 3 − 1) − 1 (the shield in full) = 0 dice: the same the condition's phase gives.
    const odds = oddsWithAdapter(reflex, reflex.options.parse(filled), PLAIN_TABLE);
    expect(odds.json.pool).toBe(0);
    expect(reflex.sides!.actor!.conditionOptions!({ lp: 3 })).toEqual({});
  });

  it("fills a Faar rest with the condition's LP, maximum, severe injuries and carried days", () => {
    const faar = getSystem("faar").conditions!;
    const dorn = {
      format: "spieltisch/character@1" as const,
      system: "faar",
      name: "Dorn",
      attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
    };
    let c = faar.initialCondition(dorn, PLAIN_TABLE);
    c = faar.applyOutcome(c, { kind: "critical", type: "blunt", level: 12, zone: 2 }, PLAIN_TABLE);
    c = faar.applyOutcome(c, { kind: "damage", amount: 6 }, PLAIN_TABLE);
    c = faar.applyCommand(c, { command: "rest", days: 1 }, PLAIN_TABLE);
    const rest = findActionAdapter("faar", "rest")!;
    expect(rest.sides!.actor!.conditionOptions!(c)).toEqual({
      current: 9,
      max: 15,
      injuries: 1,
      restDays: 1,
    });
    // One more day makes the LP the injury slowed.
    const rolled = rollWithAdapter(
      rest,
      rest.options.parse({ days: 1, ...rest.sides!.actor!.conditionOptions!(c) }),
      seededRng(1),
      PLAIN_TABLE,
    );
    expect(rolled.json).toEqual({ before: 9, after: 10, healed: 1, daysToFull: 10 });
    expect(consequencesOf(rest, rolled.result, rolled.params, PLAIN_TABLE)).toEqual({
      actor: [{ kind: "rest", days: 1, lpAfter: 10 }],
      opponent: [],
    });
  });
});
