import type { TableSettings } from "../../table-settings.js";
import { roundEws } from "../rounding.js";
import { attributeBonus, skillBonus } from "./bonuses.js";
import type { EwsCharacter } from "./character.js";
import { formatLevel, parseLevel } from "./levels.js";
import { allEntries, creationStricheOf, type FoundEntry, stricheOf } from "./lookup.js";
import { formatNotation } from "./stem-notation.js";
import { type StemState, stemState } from "./stem-track.js";

/** One value of the sheet after creation and SteM: where it stands and how to write it. */
export interface CurrentValue extends FoundEntry {
  readonly startLevel: number;
  /** Striche of SteM on this value. */
  readonly striche: number;
  /** Striche of a creation "in Strichen" on this value (walked before those of SteM). */
  readonly creationStriche: number;
  readonly state: StemState;
  readonly notation: string;
}

/** The derived values of an EWS character (CONTRACT §1 `derived`, plus details for the sheet). */
export interface EwsDerived {
  /** Eigenschaft → value. */
  readonly attributes: Record<string, number>;
  /** Fertigkeit → value with bonuses (what is rolled). */
  readonly skills: Record<string, number>;
  /** Fertigkeit → base value (Grundwert; SteM costs use it). */
  readonly skillBases: Record<string, number>;
  /** Fertigkeit → bonus from its Eigenschaften. */
  readonly skillBonuses: Record<string, number>;
  /** Beruf/Hintergrund → base value. */
  readonly professions: Record<string, number>;
  /** Beruf/Hintergrund → Eigenschaft → value with that Eigenschaft's situational bonus. */
  readonly professionBonuses: Record<string, Record<string, number>>;
  /**
   * Spezialisierung → value rolled: its Fertigkeit's value with bonuses plus its own bonus
   * ("Kunst des Flirtens (Damen von Adel): 13+2 = 15 (16)").
   */
  readonly specialisations: Record<string, number>;
  /** Spezialisierung → its own bonus over the Fertigkeit (3 per plus, 1 per point with Striche). */
  readonly specialisationBonuses: Record<string, number>;
  /** Merkmal → level (as written, or as reached with Striche). */
  readonly traits: Record<string, string>;
  readonly woundThreshold: number;
  /** Value → Strich notation ("+,Δ^ (17)"). */
  readonly notation: Record<string, string>;
}

/** Whether minus Eigenschaften give mali: the character asks for it or the table option says so. */
export const wantsMalus = (character: EwsCharacter, table: TableSettings): boolean =>
  character.attributeMalus === true || table.options.attributeMalus === true;

/** Every value of the sheet with its current state (duplicates included, in sheet order). */
export function currentValues(character: EwsCharacter): CurrentValue[] {
  return allEntries(character).map((found) => {
    const startLevel = parseLevel(found.entry.level);
    const striche = stricheOf(character, found.entry.name);
    const creationStriche = creationStricheOf(character, found.entry.name);
    const state = stemState(found.kind, startLevel, creationStriche + striche);
    return { ...found, startLevel, striche, creationStriche, state, notation: formatNotation(state) };
  });
}

const setFirst = <T>(map: Record<string, T>, key: string, value: T): void => {
  if (!(key in map)) map[key] = value;
};

/**
 * Computes every derived value: numbers of Eigenschaften, Fertigkeiten (base + bonus), Berufe
 * (base, and per Eigenschaft with its bonus) and Spezialisierungen (Fertigkeit + own bonus), the
 * Wundschwelle and the notation. Where a name is
 * used twice the first entry counts (validation reports the duplicate).
 */
export function deriveEws(character: EwsCharacter, table: TableSettings): EwsDerived {
  const malus = wantsMalus(character, table);
  const values = currentValues(character);
  const d: EwsDerived = {
    attributes: {},
    skills: {},
    skillBases: {},
    skillBonuses: {},
    professions: {},
    professionBonuses: {},
    specialisations: {},
    specialisationBonuses: {},
    traits: {},
    woundThreshold: 4,
    notation: {},
  };
  for (const v of values) {
    setFirst(d.notation, v.entry.name, v.notation);
    if (v.kind === "attribute") setFirst(d.attributes, v.entry.name, v.state.value ?? 12);
    // A Merkmal raised with Striche shows the level reached; otherwise the level as written.
    if (v.kind === "trait") {
      const raised = v.striche + v.creationStriche > 0;
      setFirst(d.traits, v.entry.name, raised ? formatLevel(v.state.level) : v.entry.level);
    }
  }
  for (const v of values) {
    const base = v.state.value ?? 0;
    if (v.kind === "skill" && base > 0) {
      const linked = (v.entry.attributes as readonly string[] | undefined) ?? [];
      const bonus = skillBonus(linked, d.attributes, malus);
      setFirst(d.skillBases, v.entry.name, base);
      setFirst(d.skillBonuses, v.entry.name, bonus);
      setFirst(d.skills, v.entry.name, base + bonus);
    }
    if (v.kind === "profession" && base > 0) {
      setFirst(d.professions, v.entry.name, base);
      const bySituation: Record<string, number> = {};
      for (const [attribute, value] of Object.entries(d.attributes)) {
        bySituation[attribute] = base + attributeBonus(value, malus);
      }
      setFirst(d.professionBonuses, v.entry.name, bySituation);
    }
  }
  for (const v of values) {
    const bonus = v.state.value ?? 0;
    const skill = typeof v.entry.skill === "string" ? d.skills[v.entry.skill] : undefined;
    // A Spezialisierung without a learned Fertigkeit has nothing to narrow (validation says so).
    if (v.kind === "specialisation" && bonus > 0 && skill !== undefined) {
      setFirst(d.specialisationBonuses, v.entry.name, bonus);
      setFirst(d.specialisations, v.entry.name, skill + bonus);
    }
  }
  const woundValue = character.woundAttribute ? d.attributes[character.woundAttribute] : undefined;
  return { ...d, woundThreshold: woundValue === undefined ? 4 : roundEws(woundValue, 3) };
}
