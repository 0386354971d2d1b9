import type { Issue } from "../../../result.js";
import type { TableSettings } from "../../table-settings.js";
import { type ValueNameId, valueName } from "../names.js";
import type { EwsArmor, EwsCharacter, EwsWeapon, PowerLevelId } from "./character.js";
import type { EwsDerived } from "./derive.js";
import { type CurrentValue, currentValues } from "./derive.js";
import { evaluateEws } from "./evaluate.js";
import { formatLevel } from "./levels.js";
import { stricheSpent } from "./lookup.js";
import { startsAtZero } from "./stem-track.js";
import type { ValueKind } from "./values.js";

/** A number with its name id, so a sheet can print "erfahren (15)" in any language. */
export interface NamedNumber {
  readonly value: number;
  readonly nameId: ValueNameId;
}

/** One line of the Charakterheft. */
export interface SheetLine {
  readonly name: string;
  readonly kind: ValueKind;
  /** The level reached now ("+", "++", "-"); "" for a Fertigkeit or Beruf still being learned. */
  readonly level: string;
  /** The Strich notation ("+,Δ^ (17)"). */
  readonly notation: string;
  /** What is rolled (value with bonuses for Fertigkeiten; base for Berufe); absent for Merkmale. */
  readonly value?: NamedNumber;
  /** Grundwert and bonus of a Fertigkeit. */
  readonly base?: number;
  readonly bonus?: number;
  /** Eigenschaften a Fertigkeit names. */
  readonly attributes?: readonly string[];
  /** The Fertigkeit a Spezialisierung narrows. */
  readonly skill?: string;
  /** Beruf (`profession`) or Hintergrund (`background`). */
  readonly professionKind?: "profession" | "background";
  /** A Beruf's value per situational Eigenschaft (with that Eigenschaft's bonus). */
  readonly situational?: readonly (NamedNumber & { readonly attribute: string })[];
  /** Striche of SteM on this value. */
  readonly striche: number;
  /** Striche spent on it at creation ("in Strichen erschaffen"). */
  readonly creationStriche: number;
  /** Striche still needed for the next point (SteM). */
  readonly toNextPoint: number;
}

/** Everything a Charakterheft shows, computed once for CLI and web. */
export interface EwsSheet {
  readonly name: string;
  readonly powerLevel?: PowerLevelId;
  readonly cost: number;
  readonly budget?: number;
  readonly valid: boolean;
  readonly issues: readonly Issue[];
  readonly attributes: readonly SheetLine[];
  readonly skills: readonly SheetLine[];
  readonly professions: readonly SheetLine[];
  readonly traits: readonly SheetLine[];
  readonly specialisations: readonly SheetLine[];
  readonly woundThreshold: number;
  /** The Eigenschaft the Wundschwelle comes from (null: the average 12). */
  readonly woundAttribute: string | null;
  readonly wounds: number;
  /** −3 per wound on every action (RULINGS §1.6). */
  readonly woundMalus: number;
  readonly notes?: string;
  /** Striche spent in total, and the number of advances in the history. */
  readonly stricheSpent: number;
  readonly advancements: number;
  /** FoKa: the weapons and armour on the file, as written (empty when it has none). */
  readonly weapons: readonly EwsWeapon[];
  readonly armor: readonly EwsArmor[];
}

const named = (value: number): NamedNumber => ({ value, nameId: valueName(value) });

function line(v: CurrentValue, d: EwsDerived): SheetLine {
  const name = v.entry.name;
  const learning = startsAtZero(v.kind) && v.state.level <= 0;
  const common = {
    name,
    kind: v.kind,
    level: learning ? "" : formatLevel(v.state.level),
    notation: v.notation,
    striche: v.striche,
    creationStriche: v.creationStriche,
    toNextPoint: v.state.toNextPoint,
  };
  switch (v.kind) {
    case "attribute":
      return { ...common, value: named(v.state.value ?? 12) };
    case "skill": {
      const base = v.state.value ?? 0;
      const bonus = d.skillBonuses[name] ?? 0;
      const attributes = (v.entry.attributes as readonly string[] | undefined) ?? [];
      return { ...common, value: named(base + (base > 0 ? bonus : 0)), base, bonus, attributes };
    }
    case "profession": {
      const base = v.state.value ?? 0;
      const situational = Object.entries(d.professionBonuses[name] ?? {}).map(([attribute, value]) => ({
        attribute,
        ...named(value),
      }));
      const professionKind = v.entry.kind === "background" ? "background" : "profession";
      return { ...common, value: named(base), base, professionKind, situational };
    }
    case "trait":
      return { ...common, level: v.entry.level };
    case "specialisation": {
      const skill = typeof v.entry.skill === "string" ? v.entry.skill : "";
      const bonus = v.state.value ?? 0;
      const total = d.specialisations[name];
      return {
        ...common,
        skill,
        bonus,
        ...(total !== undefined ? { value: named(total), base: total - bonus } : {}),
      };
    }
  }
}

/**
 * Turns a character into its Charakterheft: every value with level, notation, number and name id,
 * Fertigkeit bonuses, Beruf values per situation, Wundschwelle, wounds and notes, FoKa's weapons
 * and armour, plus the verdict.
 *
 * @example
 * ewsSheet(lazaro, PLAIN_TABLE).skills[1].value; // { value: 15, nameId: "experienced" }
 */
export function ewsSheet(character: EwsCharacter, table: TableSettings): EwsSheet {
  const report = evaluateEws(character, table);
  const d = report.derived as unknown as EwsDerived;
  const lines = currentValues(character).map((v) => line(v, d));
  const wounds = character.wounds ?? 0;
  const of = (kind: ValueKind) => lines.filter((l) => l.kind === kind);
  return {
    name: character.name,
    ...(character.powerLevel !== undefined ? { powerLevel: character.powerLevel } : {}),
    cost: report.cost ?? 0,
    ...(report.budget !== undefined ? { budget: report.budget } : {}),
    valid: report.valid,
    issues: report.issues,
    attributes: of("attribute"),
    skills: of("skill"),
    professions: of("profession"),
    traits: of("trait"),
    specialisations: of("specialisation"),
    woundThreshold: d.woundThreshold,
    woundAttribute: character.woundAttribute ?? null,
    wounds,
    woundMalus: -3 * wounds,
    ...(character.notes !== undefined ? { notes: character.notes } : {}),
    stricheSpent: stricheSpent(character),
    advancements: (character.advancements ?? []).length,
    weapons: character.weapons ?? [],
    armor: character.armor ?? [],
  };
}
