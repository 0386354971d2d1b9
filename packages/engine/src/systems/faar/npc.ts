import { requireInt } from "../../errors.js";
import { PLAIN_TABLE, type TableSettings } from "../table-settings.js";
import { FAAR_ATTRIBUTES, type FaarAttributes } from "./attributes.js";
import type { FaarCharacter } from "./character.js";
import type { DamageType } from "./critical.js";
import { formatDamageDice, parseDamageDice } from "./damage-dice.js";
import { deriveFaar, type ResolvedSkill } from "./derived.js";
import { listedSkillAttribute } from "./skills.js";

/** A weapon line of a stat block: attack value, damage dice in notation, damage type. */
export interface NpcWeapon {
  readonly name: string;
  readonly attack: number;
  readonly damage: string;
  readonly type?: DamageType;
}

/**
 * The simplified NPC sheet of Faar publications: the values a fight needs, the life points to
 * track and the loot (equipment, valuables, weapons, treasure, coins).
 */
export interface NpcStatBlock {
  readonly name: string;
  readonly lifePoints: number;
  readonly initiative: number;
  readonly movement: number;
  readonly defense: number;
  /** One armour value, or six per hit zone. */
  readonly armor: number | readonly number[];
  readonly shield?: number;
  readonly weapons: readonly NpcWeapon[];
  readonly loot: readonly string[];
}

/** An NPC during a fight: its block and the life-point track (every hit taken, in order). */
export interface NpcState {
  readonly block: NpcStatBlock;
  readonly lifePoints: number;
  readonly hits: readonly number[];
  /** Life points at 0 or below: out of the fight. */
  readonly down: boolean;
}

/**
 * Builds a stat block from attributes the way player characters derive their values.
 *
 * @example
 * npcFromAttributes({ name: "Wache", attributes: { ST: 10, KO: 9, GE: 8, IN: 6, IT: 7, CH: 5 },
 *   weapons: [{ name: "Kurzschwert", attack: 11, damage: "2W6", type: "cut" }], armor: 1, loot: ["3 Silber"] }).lifePoints; // 19
 */
export function npcFromAttributes(
  input: Omit<NpcStatBlock, "lifePoints" | "initiative" | "movement" | "defense"> & {
    attributes: FaarAttributes;
  },
  table: TableSettings = PLAIN_TABLE,
): NpcStatBlock {
  const { attributes, ...rest } = input;
  const d = deriveFaar(attributes, [], table);
  return {
    ...rest,
    lifePoints: d.lifePoints,
    initiative: d.initiative,
    movement: d.movement,
    defense: d.defense,
  };
}

/** An NPC entering a fight unhurt. */
export const npcState = (block: NpcStatBlock): NpcState => ({
  block,
  lifePoints: block.lifePoints,
  hits: [],
  down: block.lifePoints <= 0,
});

/**
 * Marks a hit on the life-point track.
 *
 * @example
 * npcTakeDamage(npcState(BASHASAR_CITY_GUARD), 7).lifePoints; // 12
 */
export function npcTakeDamage(state: NpcState, damage: number): NpcState {
  requireInt("damage", damage, 0, 1000);
  const lifePoints = state.lifePoints - damage;
  return { ...state, lifePoints, hits: [...state.hits, damage], down: lifePoints <= 0 };
}

/** A sample block in the text's spirit: the city guard Taruk runs from in Bashasar. */
export const BASHASAR_CITY_GUARD: NpcStatBlock = npcFromAttributes({
  name: "Stadtwache von Bashasar",
  attributes: { ST: 10, KO: 9, GE: 8, IN: 6, IT: 7, CH: 5 },
  weapons: [
    { name: "Kurzschwert", attack: 11, damage: "2W6", type: "cut" },
    { name: "Knüppel", attack: 10, damage: "1W6", type: "blunt" },
  ],
  armor: [0, 0, 1, 1, 2, 1],
  shield: 1,
  loot: ["Kurzschwert", "Knüppel", "Lederwams", "3 Silbermünzen", "Pfeife der Wache"],
});

/**
 * What a Faar character file may say for its NPC block (`npcBlock` in the file): weapons (the attack
 * value defaults to the sheet's melee or, with `ranged`, ranged attack), armour, shield and loot.
 */
export interface NpcParts {
  readonly weapons?: readonly {
    readonly name: string;
    readonly damage: string;
    readonly type?: DamageType;
    readonly ranged?: boolean;
    readonly attack?: number;
  }[];
  readonly armor?: number | readonly number[];
  readonly shield?: number;
  readonly loot?: readonly string[];
}

/**
 * The NPC block of a character file (text: "eine stark vereinfachte Version des
 * Spieler-Charakterbogens, enthält aber alles, was nötig ist, um die Kämpfe ausspielen zu
 * können"): the sheet's life points, initiative, movement and defence, its weapons with their
 * attack values (without any: unarmed, ST + Waffenloser Kampf, 1W6/2 + level), armour, shield and
 * loot. Damage notation is checked (`bad-damage-dice`).
 *
 * @example
 * npcBlockOf({ ...dorn, npcBlock: { weapons: [{ name: "Dolch", damage: "1W6" }] } }).weapons[0]?.attack; // 8
 */
export function npcBlockOf(
  character: FaarCharacter & { readonly npcBlock?: NpcParts },
  table: TableSettings = PLAIN_TABLE,
): NpcStatBlock {
  const attributes = Object.fromEntries(
    FAAR_ATTRIBUTES.map((a) => [a, character.attributes[a] ?? 0]),
  ) as FaarAttributes;
  const skills: ResolvedSkill[] = (character.skills ?? []).flatMap((s) => {
    const attribute = listedSkillAttribute(s.name) ?? s.attribute;
    return attribute !== undefined && (FAAR_ATTRIBUTES as readonly string[]).includes(attribute)
      ? [{ name: s.name, level: s.level, attribute: attribute as ResolvedSkill["attribute"] }]
      : [];
  });
  const d = deriveFaar(attributes, skills, table);
  const parts = character.npcBlock ?? {};
  const weapons: NpcWeapon[] =
    parts.weapons && parts.weapons.length > 0
      ? parts.weapons.map((w) => ({
          name: w.name,
          attack: w.attack ?? (w.ranged ? d.attack.ranged : d.attack.melee),
          damage: formatDamageDice(parseDamageDice(w.damage)),
          ...(w.type !== undefined ? { type: w.type } : {}),
        }))
      : [{ name: "Waffenlos", attack: d.attack.unarmed, damage: d.unarmedDamage, type: "blunt" }];
  return {
    name: character.name,
    lifePoints: d.lifePoints,
    initiative: d.initiative,
    movement: d.movement,
    defense: d.defense,
    armor: parts.armor ?? 0,
    ...(parts.shield !== undefined ? { shield: parts.shield } : {}),
    weapons,
    loot: parts.loot ?? [],
  };
}
