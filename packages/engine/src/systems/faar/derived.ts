import type { TableSettings } from "../table-settings.js";
import type { FaarAttribute, FaarAttributes } from "./attributes.js";
import { type DamageDice, formatDamageDice, unarmedDamage } from "./damage-dice.js";
import { ceilDiv } from "./rounding.js";
import { COMBAT_SKILLS } from "./skills.js";
import { defenseDivisor } from "./table-options.js";

/** A learned skill with its attribute resolved. */
export interface ResolvedSkill {
  readonly name: string;
  readonly level: number;
  readonly attribute: FaarAttribute;
}

/** The values a Faar sheet derives from attributes and skills. */
export interface FaarDerived {
  /** Lebenspunkte = ST + KO. */
  readonly lifePoints: number;
  /** Initiative = GE + IT. */
  readonly initiative: number;
  /** Bewegung in metres per round = ⌈initiative / 2⌉. */
  readonly movement: number;
  /** Verteidigungswert = ⌈(KO + GE + IT) / divisor⌉, divisor 3 (table option 2). */
  readonly defense: number;
  readonly defenseDivisor: 2 | 3;
  /** Angriffswerte: melee (ST or Nahkampf), ranged (GE or Fernkampf), unarmed (ST + Waffenloser Kampf). */
  readonly attack: { readonly melee: number; readonly ranged: number; readonly unarmed: number };
  /** Unarmed damage in notation (1W6/2 + level). */
  readonly unarmedDamage: string;
  /** Check value of every learned skill: attribute + level. */
  readonly skills: Readonly<Record<string, number>>;
}

/**
 * Lebenspunkte: "Stärke und Konstitution, beide werden addiert".
 *
 * @example
 * lifePoints({ ST: 8, KO: 7 }); // 15 (Dorn)
 */
export const lifePoints = (attributes: Pick<FaarAttributes, "ST" | "KO">): number =>
  attributes.ST + attributes.KO;

/**
 * Derives the sheet values.
 *
 * @example
 * // Dorn: ST 8, KO 7, GE 10, IN 7, IT 7, CH 6 → LP 15, initiative 17, movement 9, defence 8.
 */
export function deriveFaar(
  attributes: FaarAttributes,
  skills: readonly ResolvedSkill[],
  table: TableSettings,
): FaarDerived {
  const level = (name: string) => skills.find((s) => s.name === name)?.level ?? 0;
  const divisor = defenseDivisor(table);
  const initiative = attributes.GE + attributes.IT;
  const unarmedLevel = level(COMBAT_SKILLS.unarmed);
  const unarmed: DamageDice = unarmedDamage(unarmedLevel);
  return {
    lifePoints: lifePoints(attributes),
    initiative,
    movement: ceilDiv(initiative, 2),
    defense: ceilDiv(attributes.KO + attributes.GE + attributes.IT, divisor),
    defenseDivisor: divisor,
    attack: {
      melee: attributes.ST + level(COMBAT_SKILLS.melee),
      ranged: attributes.GE + level(COMBAT_SKILLS.ranged),
      unarmed: attributes.ST + unarmedLevel,
    },
    unarmedDamage: formatDamageDice(unarmed),
    skills: Object.fromEntries(skills.map((s) => [s.name, attributes[s.attribute] + s.level])),
  };
}
