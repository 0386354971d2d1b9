import { type CharacterEnvelope, getSystem, type TableSettings } from "@spieltisch/engine";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { describe, expect, it } from "vitest";
import BRUNI from "../../../../examples/characters/bruni.json" with { type: "json" };
import DORN from "../../../../examples/characters/dorn.json" with { type: "json" };
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import SLIINGACH from "../../../../examples/characters/sliingach.json" with { type: "json" };
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import { findActionAdapter } from "../actions/pipeline.js";
import { PlayError } from "../actions/play-error.js";
import { type PlayCharacter, type PlayRefs, preparePlay } from "../actions/play-roll.js";
import { parseCharacterText } from "../characters/parse-character.js";
import { urfassungStrength } from "../systems/ews-urfassung/gear.js";
import { faarZoneArmor } from "../systems/faar/gear.js";
import { gearOf, systemGear } from "./registry.js";

/**
 * Gear from the sheets of the Urfassung, Kampfwürfel and Faar (CONTRACT §6), with the example
 * characters of `examples/characters/`: each system's weapon fills the attacker's options the way
 * its text counts them, the defender's armour (and shield) the defender's.
 */

const PLAIN: TableSettings = { modules: [], options: {} };

const sheetOf = (json: unknown): CharacterEnvelope => {
  const parsed = parseCharacterText(JSON.stringify(json));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return { ...parsed.character, format: "spieltisch/character@1" };
};

const character = (id: string, sheet: CharacterEnvelope, table = PLAIN): PlayCharacter => ({
  id,
  sheet,
  secret: false,
  condition: getSystem(sheet.system).conditions?.initialCondition(sheet, table) ?? null,
});

function prepare(
  system: string,
  action: string,
  options: Record<string, unknown>,
  refs: PlayRefs,
  sides: { actor?: PlayCharacter; opponent?: PlayCharacter },
  table = PLAIN,
) {
  const adapter: AnyActionAdapter | undefined = findActionAdapter(system, action);
  if (!adapter) throw new Error(`no ${system} ${action}`);
  const act = {
    system,
    action,
    adapter,
    parseOptions: (raw: Record<string, unknown>) => ({ ...adapter.options.parse(raw) }),
  };
  return preparePlay(act, table, options, refs, sides);
}

describe("the options a side's gear may fill", () => {
  it("are declared: every fill of every example sheet, for every action and side, stays within them", () => {
    const armed = {
      ...LAZARO,
      armor: [{ name: "Wams", protection: 2 }],
      weapons: [...LAZARO.weapons, { name: "Bogen", damage: 3, ranged: true }],
    };
    for (const json of [SLIINGACH, BRUNI, DORN, armed]) {
      const sheet = sheetOf(json);
      const gear = gearOf(sheet.system);
      if (!gear) continue;
      for (const action of ["melee", "shoot", "check", "contest"]) {
        for (const role of ["actor", "opponent"] as const) {
          const weapons = [undefined, ...gear.weaponsFor(sheet, action, role).map((w) => w.name)];
          for (const weapon of weapons) {
            const fill = gear.fill(action, role, sheet, weapon, { modules: ["foka"], options: {} });
            for (const key of Object.keys(fill?.options ?? {}))
              expect(gear.optionsFor(action, role)).toContain(key);
          }
        }
      }
    }
    expect(systemGear.ews?.optionsFor("melee", "opponent")).toEqual(["defenderWeapon", "defenderArmor"]);
    expect(systemGear.ews?.optionsFor("check", "actor")).toEqual([]);
  });
});

describe("the example characters with their gear", () => {
  it("are valid files of their systems", () => {
    for (const json of [SLIINGACH, BRUNI, DORN]) expect(() => sheetOf(json)).not.toThrow();
  });

  it("refuses gear out of the text's bounds with the field's path, and a name twice", () => {
    const problems = (json: unknown) => {
      const parsed = parseCharacterText(JSON.stringify(json));
      return parsed.ok ? [] : parsed.problems.map((p) => p.path.join("."));
    };
    expect(problems({ ...SLIINGACH, weapons: [{ name: "Keule", damage: "1W7" }] })).toEqual([
      "weapons.0.damage",
    ]);
    expect(problems({ ...SLIINGACH, armor: [{ name: "Platte", protection: -1 }] })).toEqual([
      "armor.0.protection",
    ]);
    expect(problems({ ...BRUNI, weapons: [{ name: "Axt", damage: "2:3" }] })).toEqual(["weapons.0.damage"]);
    expect(problems({ ...BRUNI, shields: [{ name: "Schild", parry: 41 }] })).toEqual(["shields.0.parry"]);
    expect(problems({ ...DORN, weapons: [{ name: "Säbel", damage: "2W6", type: "stab" }] })).toEqual([
      "weapons.0.type",
    ]);
    expect(problems({ ...DORN, armor: [{ name: "Helm", protection: 1, zones: [6, 7] }] })).toEqual([
      "armor.0.zones.1",
    ]);
    expect(
      problems({
        ...DORN,
        weapons: [
          { name: "Dolch", damage: "1W6" },
          { name: " dolch ", damage: "1W6" },
        ],
      }),
    ).toEqual(["weapons.1.name"]);
  });
});

describe("Urfassung gear", () => {
  const sliingach = character("s", sheetOf(SLIINGACH));
  const other = character(
    "o",
    sheetOf({ ...SLIINGACH, name: "Orrik", armor: [{ name: "Kettenhemd", protection: 3 }] }),
  );

  it("reads the wielder's Stärke by name or short", () => {
    expect(urfassungStrength(sliingach.sheet)).toBe(13);
    expect(urfassungStrength({ ...sliingach.sheet, attributes: [] })).toBeUndefined();
  });

  it("rolls the weapon's dice with Stärke and Kraftschwelle, and takes off the worn Rüstung", () => {
    const play = prepare(
      "ews-urfassung",
      "melee",
      { attacker: 15, defender: 12 },
      { actor: "s", opponent: "o", weapon: "Kurzschwert", opponentWeapon: "Messer" },
      { actor: sliingach, opponent: other },
    );
    expect(play.options).toMatchObject({
      attackerDamage: "1W3+2",
      attackerStrength: 13,
      attackerStrengthThreshold: 12,
      attackerArmor: 1,
      defenderDamage: "1W3",
      defenderStrength: 13,
      defenderStrengthThreshold: 10,
      defenderArmor: 3,
    });
    expect(play.gear?.actor?.weapon).toEqual({ name: "Kurzschwert", damage: "1W3+2", strengthThreshold: 12 });
  });
});

describe("Kampfwürfel gear", () => {
  const bruni = character("b", sheetOf(BRUNI));

  it("carries the pieces' and the shield's BE into the dice", () => {
    expect(kampfwuerfelRules.sheetBurden(bruni.sheet)).toEqual({ armorBE: 1, shieldBE: 1 });
    // KW 10 − armour BE 1 − (shield BE 1 − Schildkampf 1); reflex 4 − 1 − 1.
    expect(kampfwuerfelRules.kampfwuerfelDerived(bruni.sheet, PLAIN).effective).toEqual({
      combatDice: 9,
      reflexDice: 2,
    });
  });

  it("gives the attack the Streitaxt's ratio, Zusatz- and Fertigkeitsschaden, the defence Gesamtschutz and shield", () => {
    const foe = character("f", sheetOf({ ...BRUNI, name: "Gunnar" }));
    const play = prepare(
      "kampfwuerfel",
      "melee",
      { attackDice: 6, defenseDice: 4 },
      { actor: "b", opponent: "f", weapon: "Streitaxt" },
      { actor: bruni, opponent: foe },
    );
    expect(play.options).toMatchObject({
      damage: "2-3",
      extraDamage: 3,
      weaponSkill: 4,
      skillFactor: 1,
      skillCap: 6,
      armorValues: [4, 2, 2],
      shieldDice: 2,
    });
    // Gesamtschutz (4 + 2 + 2) : 3 = 2, rounded down.
    expect(play.gear?.opponent).toEqual({
      armor: 2,
      shield: { name: "Rundschild", value: 2, be: 1, parry: 2, stability: { per: 5, value: 6 } },
    });
  });

  it("refuses a weapon for the defender: the text's defence deals no damage", () => {
    expect(() =>
      prepare(
        "kampfwuerfel",
        "melee",
        { attackDice: 6, defenseDice: 4 },
        { actor: "b", opponent: "f", opponentWeapon: "Streitaxt" },
        { actor: bruni, opponent: character("f", sheetOf({ ...BRUNI, name: "Gunnar" })) },
      ),
    ).toThrow(PlayError);
  });
});

describe("Faar gear", () => {
  const dorn = character("d", sheetOf(DORN));

  it("sums the worn pieces per hit zone", () => {
    expect(
      faarZoneArmor([
        { protection: 2, zones: [3, 4, 5] },
        { protection: 1, zones: [6] },
        { protection: 3, worn: false },
      ]),
    ).toEqual([0, 0, 2, 2, 2, 1]);
    expect(faarZoneArmor([{ protection: 1 }])).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it("rolls the weapon's dice and kind; the defender's armour per zone and the shield come off", () => {
    const guard = character(
      "g",
      sheetOf({
        ...DORN,
        name: "Stadtwache",
        armor: [{ name: "Kettenpanzer", protection: 2 }],
        shields: [{ name: "Holzschild", protection: 1 }],
      }),
    );
    const play = prepare(
      "faar",
      "melee",
      { attack: 12, defense: 8 },
      { actor: "d", opponent: "g", weapon: "Knüppel" },
      { actor: dorn, opponent: guard },
    );
    expect(play.options).toMatchObject({ damage: "1W6+1", damageType: "blunt", armor: 2, shield: 1 });
    const zoned = prepare(
      "faar",
      "melee",
      { attack: 12, defense: 8 },
      { actor: "g", opponent: "d" },
      {
        actor: guard,
        opponent: dorn,
      },
    );
    expect(zoned.options.armor).toEqual([0, 0, 1, 1, 1, 0]);
    expect(zoned.gear?.opponent).toEqual({ armor: [0, 0, 1, 1, 1, 0] });
  });

  it("takes an NPC block's weapons and armour where the sheet has no lists of its own", () => {
    const npc = character(
      "n",
      sheetOf({
        ...DORN,
        name: "Räuber",
        weapons: undefined,
        armor: undefined,
        npcBlock: { weapons: [{ name: "Säbel", damage: "2W6", type: "cut" }], armor: 1, shield: 1 },
      }),
    );
    const play = prepare(
      "faar",
      "melee",
      { attack: 12, defense: 8 },
      { actor: "n", opponent: "d", weapon: "Säbel" },
      {
        actor: npc,
        opponent: dorn,
      },
    );
    expect(play.options).toMatchObject({ damage: "2W6", damageType: "cut" });
    const defended = prepare(
      "faar",
      "melee",
      { attack: 12, defense: 8 },
      { actor: "d", opponent: "n" },
      {
        actor: dorn,
        opponent: npc,
      },
    );
    expect(defended.options).toMatchObject({ armor: 1, shield: 1 });
  });
});
