import {
  type CharacterEnvelope,
  Fraction,
  getSystem,
  scriptedRng,
  type TableSettings,
} from "@spieltisch/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ewsMeleeAdapter, ewsShootAdapter } from "../../actions/ews-combat-actions.js";
import { consequencesOf, oddsWithAdapter, rollWithAdapter } from "../../actions/pipeline.js";
import { PlayError } from "../../actions/play-error.js";
import {
  appliedConditions,
  type PlayAction,
  type PlayCharacter,
  type PlayRefs,
  preparePlay,
  rollOutcomes,
} from "../../actions/play-roll.js";

/**
 * EWS gear from the sheets (CONTRACT §6, ews-2.txt L619 "Schaden = Diff + Schadenswert − Schutz"):
 * both sides' weapons and armour fill the exchange, a typed value wins and is named, and what a
 * blow books is the text's formula over the sheets for every way the dice can fall.
 */

const FOKA: TableSettings = { modules: ["foka"], options: {} };
const STACKING: TableSettings = { modules: ["foka"], options: { armorStacking: true } };

const sheet = (name: string, gear: Record<string, unknown>): CharacterEnvelope => ({
  format: "spieltisch/character@1",
  system: "ews",
  name,
  attributes: [{ name: "Stark", level: "+" }],
  skills: [{ name: "Nahkampf", level: "+", attributes: ["Stark"] }],
  ...gear,
});

const LAZARO = sheet("Salamon Lazaro de Aicega", { weapons: [{ name: "Degen", damage: 4 }] });
const WACHE = sheet("Leibwächter", {
  weapons: [
    { name: "Knüppel", damage: 2 },
    { name: "Armbrust", damage: 5, ranged: true },
  ],
  armor: [
    { name: "Lederwams", protection: 1 },
    { name: "Gambeson", protection: 2 },
    { name: "Kettenhemd", protection: 3, worn: false },
  ],
});

const character = (id: string, s: CharacterEnvelope, table: TableSettings = FOKA): PlayCharacter => ({
  id,
  sheet: s,
  secret: false,
  condition: getSystem("ews").conditions?.initialCondition(s, table) ?? null,
});

const act = (action: "melee" | "shoot"): PlayAction => {
  const adapter = action === "melee" ? ewsMeleeAdapter : ewsShootAdapter;
  return { system: "ews", action, adapter, parseOptions: (raw) => ({ ...adapter.options.parse(raw) }) };
};

const prepare = (
  action: "melee" | "shoot",
  options: Record<string, unknown>,
  refs: PlayRefs,
  sides: { actor?: PlayCharacter; opponent?: PlayCharacter },
  table: TableSettings = FOKA,
) => preparePlay(act(action), table, options, refs, sides);

describe("EWS gear from the sheets", () => {
  const wache = character("w", WACHE);
  const lazaro = character("l", LAZARO);

  it("fills both weapons and both sides' worn armour, the strongest worn piece counting", () => {
    const play = prepare(
      "melee",
      { attacker: 13, defender: 14 },
      { actor: "w", opponent: "l", weapon: "Knüppel", opponentWeapon: "degen" },
      { actor: wache, opponent: lazaro },
    );
    expect(play.options).toMatchObject({
      attackerWeapon: 2,
      defenderWeapon: 4,
      attackerArmor: 2,
    });
    expect(play.options.defenderArmor).toBeUndefined();
    expect(play.gear).toEqual({
      actor: { weapon: { name: "Knüppel", damage: 2 }, armor: 2 },
      opponent: { weapon: { name: "Degen", damage: 4 } },
    });
  });

  it("a side from its sheet alone (a hidden fighter): its value and gear replace what was typed, no overrides", () => {
    const play = prepare(
      "melee",
      { attacker: 13, defender: 3, defenderWeapon: 9, defenderArmor: 0 },
      {
        actor: "l",
        opponent: "w",
        opponentSkill: "Nahkampf",
        opponentWeapon: "Knüppel",
        sheetOnly: ["opponent"],
      },
      { actor: lazaro, opponent: wache },
    );
    const nahkampf = getSystem("ews")
      .characters?.values(WACHE, FOKA)
      .find((v) => v.name === "Nahkampf")?.value;
    expect(play.options).toMatchObject({ defender: nahkampf, defenderWeapon: 2, defenderArmor: 2 });
    expect(play.gear?.opponent).toEqual({ weapon: { name: "Knüppel", damage: 2 }, armor: 2 });
  });

  it("adds the worn pieces up with the table option armorStacking", () => {
    const play = prepare(
      "melee",
      { attacker: 13, defender: 14 },
      { actor: "l", opponent: "w" },
      { actor: character("l", LAZARO, STACKING), opponent: character("w", WACHE, STACKING) },
      STACKING,
    );
    expect(play.options.defenderArmor).toBe(3);
  });

  it("takes the armour from the sheet without a weapon named, and the target's armour in a shot", () => {
    expect(
      prepare(
        "melee",
        { attacker: 13, defender: 14 },
        { actor: "l", opponent: "w" },
        { actor: lazaro, opponent: wache },
      ).options.defenderArmor,
    ).toBe(2);
    const shot = prepare(
      "shoot",
      { value: 12, range: "short" },
      { actor: "w", opponent: "l", weapon: "Armbrust" },
      { actor: wache, opponent: lazaro },
    );
    expect(shot.options).toMatchObject({ weapon: 5 });
    expect(shot.gear?.actor?.weapon?.name).toBe("Armbrust");
  });

  it("lets a typed value win and names it; a typed value equal to the sheet's is the same roll", () => {
    const typed = prepare(
      "melee",
      { attacker: 13, defender: 14, attackerWeapon: 6 },
      { actor: "w", opponent: "l", weapon: "Knüppel" },
      { actor: wache, opponent: lazaro },
    );
    expect(typed.options.attackerWeapon).toBe(6);
    expect(typed.gear?.actor?.overrides).toEqual([{ option: "attackerWeapon", sheet: 2, typed: 6 }]);
    const same = prepare(
      "melee",
      { attacker: 13, defender: 14, attackerWeapon: 2, attackerArmor: 2 },
      { actor: "w", opponent: "l", weapon: "Knüppel" },
      { actor: wache, opponent: lazaro },
    );
    const plain = prepare(
      "melee",
      { attacker: 13, defender: 14 },
      { actor: "w", opponent: "l", weapon: "Knüppel" },
      { actor: wache, opponent: lazaro },
    );
    expect(same.options).toEqual(plain.options);
    expect(same.gear).toEqual(plain.gear);
  });

  it("refuses a weapon the sheet lacks, one of the wrong kind, and one without its character", () => {
    const refusal = (refs: PlayRefs) => {
      try {
        prepare(
          "melee",
          { attacker: 13, defender: 14 },
          refs,
          refs.actor === undefined ? { opponent: lazaro } : { actor: wache, opponent: lazaro },
        );
      } catch (error) {
        if (error instanceof PlayError) return { kind: error.kind, code: error.code, path: error.path };
        throw error;
      }
      return undefined;
    };
    expect(refusal({ actor: "w", opponent: "l", weapon: "Säbel" })).toEqual({
      kind: "refused",
      code: "weapon-not-found",
      path: ["weapon"],
    });
    expect(refusal({ actor: "w", opponent: "l", opponentWeapon: "Knüppel" })).toMatchObject({
      code: "weapon-not-found",
      path: ["opponentWeapon"],
    });
    expect(refusal({ actor: "w", opponent: "l", weapon: "Armbrust" })).toMatchObject({
      code: "weapon-unsuitable",
      path: ["weapon"],
    });
    expect(refusal({ opponent: "l", weapon: "Knüppel" })).toMatchObject({
      kind: "invalid",
      path: ["weapon"],
    });
  });

  it("books, for every fall of the dice, Diff + Schadenswert − Schutz from the sheets", () => {
    const gearArb = fc.record({
      weapon: fc.integer({ min: 0, max: 8 }),
      armor: fc.array(fc.record({ protection: fc.integer({ min: 0, max: 5 }), worn: fc.boolean() }), {
        maxLength: 3,
      }),
      value: fc.integer({ min: 6, max: 18 }),
    });
    fc.assert(
      fc.property(gearArb, gearArb, fc.boolean(), (a, d, stacking) => {
        const table = stacking ? STACKING : FOKA;
        const make = (name: string, g: typeof a) =>
          sheet(name, {
            weapons: [{ name: "Waffe", damage: g.weapon }],
            armor: g.armor.map((p, i) => ({ name: `Stück ${i}`, ...p })),
          });
        const attacker = character("a", make("A", a), table);
        const defender = character("d", make("D", d), table);
        const worn = (g: typeof a) => {
          const pieces = g.armor.filter((p) => p.worn).map((p) => p.protection);
          if (pieces.length === 0) return 0;
          return stacking ? pieces.reduce((x, y) => x + y, 0) : Math.max(...pieces);
        };
        const play = prepare(
          "melee",
          { attacker: a.value, defender: d.value },
          { actor: "a", opponent: "d", weapon: "Waffe", opponentWeapon: "Waffe" },
          { actor: attacker, opponent: defender },
          table,
        );
        const options = ewsMeleeAdapter.options.parse(play.options);
        const pm = (face: number) => (face % 2 === 0 ? face : -face);
        const counts = new Map<string, number>();
        for (let fa = 1; fa <= 6; fa++) {
          for (let fd = 1; fd <= 6; fd++) {
            const rolled = rollWithAdapter(
              ewsMeleeAdapter,
              options,
              scriptedRng([fa, fd]),
              table,
              play.sides,
            );
            const lead = a.value + pm(fa) - (d.value + pm(fd));
            const expected =
              lead >= 0
                ? { hit: "defender", damage: Math.max(0, lead + a.weapon - worn(d)) }
                : { hit: "attacker", damage: Math.max(0, -lead + d.weapon - worn(a)) };
            expect({ hit: rolled.result.hit, damage: rolled.result.damage }).toEqual(expected);
            const key = `${expected.hit}|${expected.damage}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
            const outcomes = rollOutcomes(
              "ews",
              table,
              {
                result: rolled.result,
                consequences: consequencesOf(ewsMeleeAdapter, rolled.result, rolled.params, table),
              },
              undefined,
            );
            const applied = appliedConditions("ews", table, play, outcomes);
            const hitId = expected.hit === "defender" ? "d" : "a";
            const entry = applied.find((e) => e.character === hitId);
            if (expected.damage === 0) expect(entry).toBeUndefined();
            else expect(Number(entry?.before.tp) - Number(entry?.after.tp)).toBe(expected.damage);
          }
        }
        // The exact odds with both sides' gear are exactly these 36 falls of the dice.
        const { odds } = oddsWithAdapter(ewsMeleeAdapter, options, table, play.sides);
        const fromOdds = new Map(odds.outcomes.map((o) => [`${o.hit}|${o.damage}`, o.p.toString()]));
        const enumerated = new Map([...counts].map(([key, n]) => [key, Fraction.of(n, 36).toString()]));
        expect(fromOdds).toEqual(enumerated);
      }),
      { numRuns: 60 },
    );
  });
});
