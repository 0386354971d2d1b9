import type { TableSettings } from "../../table-settings.js";
import { roundEws } from "../rounding.js";
import { attributeBonus, skillBonus } from "./bonuses.js";
import type { EwsCharacter } from "./character.js";
import { formatLevel, parseLevel } from "./levels.js";
import { allEntries, type FoundEntry, stricheOf } from "./lookup.js";
import { formatNotation } from "./stem-notation.js";
import { type StemState, stemState } from "./stem-track.js";

/** One value of the sheet after creation and SteM: where it stands and how to write it. */
export interface CurrentValue extends FoundEntry {
  readonly startLevel: number;
  readonly striche: number;
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
    const state = stemState(found.kind, startLevel, striche);
    return { ...found, startLevel, striche, state, notation: formatNotation(state) };
  });
}

const setFirst = <T>(map: Record<string, T>, key: string, value: T): void => {
  if (!(key in map)) map[key] = value;
};

/**
 * Computes every derived value: numbers of Eigenschaften, Fertigkeiten (base + bonus) and Berufe
 * (base, and per Eigenschaft with its bonus), the Wundschwelle and the notation. Where a name is
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
    traits: {},
    woundThreshold: 4,
    notation: {},
  };
  for (const v of values) {
    setFirst(d.notation, v.entry.name, v.notation);
    if (v.kind === "attribute") setFirst(d.attributes, v.entry.name, v.state.value ?? 12);
    // A Merkmal raised with Striche shows the level reached; otherwise the level as written.
    if (v.kind === "trait") {
      setFirst(d.traits, v.entry.name, v.striche > 0 ? formatLevel(v.state.level) : v.entry.level);
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
  const woundValue = character.woundAttribute ? d.attributes[character.woundAttribute] : undefined;
  return { ...d, woundThreshold: woundValue === undefined ? 4 : roundEws(woundValue, 3) };
}
