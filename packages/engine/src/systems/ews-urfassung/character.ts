import type { Issue } from "../../result.js";
import {
  type CharacterEnvelope,
  type CharacterReport,
  type CharacterRules,
  isValid,
} from "../character-rules.js";
import type { SheetValue } from "../sheet-value.js";
import type { TableSettings } from "../table-settings.js";
import { hitPoints } from "./hit-points.js";
import {
  attributeCost,
  gradedCost,
  POOL_RANGE,
  SKILL_BACKSTORY_LEVEL,
  SKILL_CAP,
  SKILL_START,
  skillCost,
  specialisationCost,
  subAttributeCost,
} from "./point-buy.js";

/** A broad attribute: its value and the species' standard (12 for the average human). */
export interface UrAttribute {
  readonly name: string;
  readonly short?: string;
  readonly value: number;
  readonly standard?: number;
}

/** A sub-attribute (Unterattribut) on its base attribute; its standard defaults to the base's value. */
export interface UrSubAttribute extends UrAttribute {
  readonly base: string;
}

/** A skill: a level from −6 on top of its attribute. */
export interface UrSkill {
  readonly name: string;
  readonly attribute: string;
  readonly level: number;
  readonly specialKnowledge?: boolean;
  /** Why the character is this good: needed above +6, and to pass the +12 cap. */
  readonly backstory?: string;
}

/** A specialisation (or learned manoeuvre) `level` points above its skill. */
export interface UrSpecialisation {
  readonly name: string;
  readonly skill: string;
  readonly level: number;
}

/** A graded advantage or disadvantage. */
export interface UrTrait {
  readonly name: string;
  readonly level?: number;
  readonly costPerLevel?: number;
}

/** The body of an `ews-urfassung` character file (see the README). */
export interface UrfassungCharacter extends CharacterEnvelope {
  readonly creation?: "objective" | "subjective";
  readonly pool?: number;
  readonly lowPower?: boolean;
  readonly attributes: readonly UrAttribute[];
  readonly subAttributes?: readonly UrSubAttribute[];
  readonly skills?: readonly UrSkill[];
  readonly specialisations?: readonly UrSpecialisation[];
  readonly advantages?: readonly UrTrait[];
  readonly disadvantages?: readonly UrTrait[];
}

const AVERAGE = 12;

const matches = (a: UrAttribute, key: string): boolean => {
  const k = key.toLowerCase();
  return a.name.toLowerCase() === k || a.short?.toLowerCase() === k;
};

/** An attribute or sub-attribute by name or abbreviation. */
export function findValue(c: UrfassungCharacter, key: string): UrAttribute | undefined {
  return c.attributes.find((a) => matches(a, key)) ?? c.subAttributes?.find((a) => matches(a, key));
}

/** The Konstitution (KO) of a character, if the sheet has it. */
export const constitutionOf = (c: UrfassungCharacter): number | undefined =>
  c.attributes.find((a) => matches(a, "KO") || matches(a, "Konstitution"))?.value;

/** Where the TP come from: SR if the character has it, else KO (RULINGS §2). */
export function resistanceOf(c: UrfassungCharacter): { source: "SR" | "KO"; value: number } | undefined {
  const sr = c.subAttributes?.find((a) => matches(a, "SR") || matches(a, "Schadensresistenz"));
  if (sr) return { source: "SR", value: sr.value };
  const ko = constitutionOf(c);
  return ko !== undefined ? { source: "KO", value: ko } : undefined;
}

const traitCost = (t: UrTrait): number => gradedCost(t.level ?? 1, t.costPerLevel);

interface Costs {
  attributes: number;
  subAttributes: number;
  skills: number;
  specialisations: number;
  advantages: number;
  disadvantages: number;
}

function skillIssues(c: UrfassungCharacter, table: TableSettings, issues: Issue[]): void {
  const capIsWarning = table.options.urfassungIgnoreSkillCap === true;
  (c.skills ?? []).forEach((s, i) => {
    const path = ["skills", i, "level"];
    if (!findValue(c, s.attribute)) {
      issues.push({
        code: "ur-unknown-attribute",
        path: ["skills", i, "attribute"],
        severity: "error",
        params: { name: s.attribute },
      });
    }
    if (s.level < SKILL_START) {
      issues.push({
        code: "ur-skill-below-start",
        path,
        severity: "error",
        params: { skill: s.name, level: s.level },
      });
    } else if (s.level > SKILL_CAP) {
      issues.push({
        code: "ur-skill-above-cap",
        path,
        severity: capIsWarning && s.backstory ? "warning" : "error",
        params: { skill: s.name, level: s.level, cap: SKILL_CAP },
      });
    } else if (s.level > SKILL_BACKSTORY_LEVEL && !s.backstory?.trim()) {
      issues.push({
        code: "ur-skill-needs-backstory",
        path,
        severity: "warning",
        params: { skill: s.name, level: s.level },
      });
    }
  });
  (c.specialisations ?? []).forEach((sp, i) => {
    if (!c.skills?.some((s) => s.name === sp.skill)) {
      issues.push({
        code: "ur-unknown-skill",
        path: ["specialisations", i, "skill"],
        severity: "error",
        params: { name: sp.skill },
      });
    }
  });
  (c.subAttributes ?? []).forEach((a, i) => {
    if (!c.attributes.some((b) => matches(b, a.base))) {
      issues.push({
        code: "ur-unknown-attribute",
        path: ["subAttributes", i, "base"],
        severity: "error",
        params: { name: a.base },
      });
    }
  });
}

function objectiveCosts(c: UrfassungCharacter, table: TableSettings): Costs {
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const valid = (level: number) => level >= SKILL_START;
  return {
    attributes: sum(c.attributes.map((a) => attributeCost(a.value, a.standard ?? AVERAGE, table))),
    subAttributes: sum(
      (c.subAttributes ?? []).map((a) =>
        subAttributeCost(
          a.value,
          a.standard ?? c.attributes.find((b) => matches(b, a.base))?.value ?? AVERAGE,
          table,
        ),
      ),
    ),
    skills: sum(
      (c.skills ?? []).filter((s) => valid(s.level)).map((s) => skillCost(s.level, s.specialKnowledge)),
    ),
    specialisations: sum((c.specialisations ?? []).map((s) => specialisationCost(s.level))),
    advantages: sum((c.advantages ?? []).map(traitCost)),
    disadvantages: -sum((c.disadvantages ?? []).map(traitCost)),
  };
}

function budgetIssues(cost: number, pool: number | undefined, issues: Issue[]): void {
  if (pool === undefined) return;
  if (pool < POOL_RANGE.min || pool > POOL_RANGE.max) {
    issues.push({
      code: "ur-pool-out-of-range",
      path: ["pool"],
      severity: "warning",
      params: { pool, ...POOL_RANGE },
    });
  }
  if (cost > pool)
    issues.push({ code: "ur-over-budget", path: ["pool"], severity: "error", params: { cost, pool } });
  else if (cost < pool)
    issues.push({ code: "ur-under-budget", path: ["pool"], severity: "warning", params: { cost, pool } });
}

/**
 * The subjective system's balance: every attribute at hervorragend or better (standard + 6; +3 for
 * low power) needs a disadvantage, a below-average one offsets one of those; every skill two
 * levels (+6) over its attribute and every advantage needs one too. Reported, never blocking.
 */
export function balanceCheck(c: UrfassungCharacter): { needed: number; taken: number } {
  const step = c.lowPower ? 3 : 6;
  const high = c.attributes.filter((a) => a.value >= (a.standard ?? AVERAGE) + step).length;
  const low = c.attributes.filter((a) => a.value < (a.standard ?? AVERAGE)).length;
  const skills = (c.skills ?? []).filter((s) => s.level >= 6).length;
  const needed = Math.max(0, high - low) + skills + (c.advantages?.length ?? 0);
  return { needed, taken: c.disadvantages?.length ?? 0 };
}

/**
 * What a skill is rolled with: its attribute's value (average 12 when the sheet lacks it) plus its
 * level.
 *
 * @example
 * urSkillValue(c, { name: "Schwert", attribute: "GE", level: 3 }); // GE 14 → 17
 */
export const urSkillValue = (c: UrfassungCharacter, skill: UrSkill): number =>
  (findValue(c, skill.attribute)?.value ?? AVERAGE) + skill.level;

/** Every skill's value by name (a duplicated name: the last one, as the sheet's derived map has it). */
export const urSkillValues = (c: UrfassungCharacter): Record<string, number> =>
  Object.fromEntries((c.skills ?? []).map((s) => [s.name, urSkillValue(c, s)]));

/** Every specialisation's value by name: its skill's value plus its level (0 for an unknown skill). */
export const urSpecialisationValues = (c: UrfassungCharacter): Record<string, number> => {
  const skills = urSkillValues(c);
  return Object.fromEntries(
    (c.specialisations ?? []).map((sp) => [sp.name, (skills[sp.skill] ?? 0) + sp.level]),
  );
};

function derive(c: UrfassungCharacter): Record<string, unknown> {
  const resistance = resistanceOf(c);
  const skills = urSkillValues(c);
  const specialisations = urSpecialisationValues(c);
  return {
    attributes: Object.fromEntries(c.attributes.map((a) => [a.name, a.value])),
    subAttributes: Object.fromEntries((c.subAttributes ?? []).map((a) => [a.name, a.value])),
    skills,
    specialisations,
    ...(resistance
      ? {
          hitPoints: hitPoints(resistance.value),
          hitPointSource: resistance.source,
          resistance: resistance.value,
          // A hit of more than SR/3 wounds, a hit of SR or more wounds severely.
          woundAbove: resistance.value / 3,
          severeWoundFrom: resistance.value,
        }
      : {}),
  };
}

/**
 * Evaluates an Urfassung character: objective creation counts GeP against the pool (over is an
 * error, under a warning), subjective creation only reports imbalances; both check skill levels
 * and derive TP = 2 × SR (or KO).
 */
export function evaluateUrfassungCharacter(c: UrfassungCharacter, table: TableSettings): CharacterReport {
  const issues: Issue[] = [];
  skillIssues(c, table, issues);
  const derived = derive(c);
  if (!resistanceOf(c))
    issues.push({ code: "ur-no-constitution", path: ["attributes"], severity: "warning" });
  if (c.creation === "subjective") {
    const { needed, taken } = balanceCheck(c);
    if (taken < needed) {
      issues.push({
        code: "ur-subjective-imbalance",
        path: ["disadvantages"],
        severity: "warning",
        params: { needed, taken },
      });
    }
    return { valid: isValid(issues), issues, derived: { ...derived, balance: { needed, taken } } };
  }
  const costs = objectiveCosts(c, table);
  const cost = Object.values(costs).reduce((a, b) => a + b, 0);
  budgetIssues(cost, c.pool, issues);
  return {
    valid: isValid(issues),
    issues,
    cost,
    ...(c.pool !== undefined ? { budget: c.pool } : {}),
    derived: { ...derived, costs },
  };
}

/** The Urfassung's character rules. */
export const urfassungCharacters: CharacterRules<UrfassungCharacter> = {
  evaluate: evaluateUrfassungCharacter,
  values: urfassungRollValues,
};

/**
 * The values an Urfassung roll takes from the sheet: attributes and sub-attributes (also by their
 * abbreviation, `"GE"`), skills (attribute + level) and specialisations (skill + level).
 *
 * @example
 * urfassungRollValues(c).find((v) => v.name === "Schwert"); // { kind: "Fertigkeit", value: 17 }
 */
export function urfassungRollValues(c: UrfassungCharacter): SheetValue[] {
  const attribute = (kind: string) => (a: UrAttribute) => [
    { name: a.name, kind, value: a.value },
    ...(a.short && a.short !== a.name ? [{ name: a.short, kind, value: a.value, aliasOf: a.name }] : []),
  ];
  return [
    ...c.attributes.flatMap(attribute("Attribut")),
    ...(c.subAttributes ?? []).flatMap(attribute("Unterattribut")),
    ...Object.entries(urSkillValues(c)).map(([name, value]) => ({ name, kind: "Fertigkeit", value })),
    ...Object.entries(urSpecialisationValues(c)).map(([name, value]) => ({
      name,
      kind: "Spezialisierung",
      value,
    })),
  ];
}
