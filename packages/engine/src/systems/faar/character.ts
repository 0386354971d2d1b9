import type { Issue } from "../../result.js";
import {
  type CharacterEnvelope,
  type CharacterReport,
  type CharacterRules,
  isValid,
} from "../character-rules.js";
import type { SheetValue } from "../sheet-value.js";
import type { TableSettings } from "../table-settings.js";
import { FAAR_ATTRIBUTES, type FaarAttribute, type FaarAttributes, isFaarAttribute } from "./attributes.js";
import { deriveFaar, type ResolvedSkill } from "./derived.js";
import { type Experience, xpSpent } from "./experience.js";
import { COMBAT_SKILLS, listedSkillAttribute } from "./skills.js";
import { creationLimits } from "./table-options.js";

/** One skill line of a Faar file: name, level, and the attribute for skills outside the text's list. */
export interface FaarSkillEntry {
  readonly name: string;
  readonly level: number;
  readonly attribute?: string;
}

/** A Faar character file (CONTRACT §2): the six attributes, skills and the experience history. */
export interface FaarCharacter extends CharacterEnvelope {
  readonly attributes: Readonly<Record<string, number>>;
  readonly skills?: readonly FaarSkillEntry[];
  readonly experience?: Experience;
}

const issue = (
  code: string,
  path: Issue["path"],
  params: Issue["params"] = {},
  severity: Issue["severity"] = "error",
): Issue => ({ code, path, severity, params });

function resolveSkills(skills: readonly FaarSkillEntry[], issues: Issue[]): ResolvedSkill[] {
  const resolved: ResolvedSkill[] = [];
  const seen = new Set<string>();
  skills.forEach((skill, i) => {
    if (seen.has(skill.name)) {
      issues.push(issue("duplicate-skill", ["skills", i, "name"], { name: skill.name }));
      return;
    }
    seen.add(skill.name);
    if (!Number.isInteger(skill.level) || skill.level < 1) {
      issues.push(
        issue("skill-level-invalid", ["skills", i, "level"], { name: skill.name, level: skill.level }),
      );
    }
    const listed = listedSkillAttribute(skill.name);
    if (skill.attribute !== undefined && !isFaarAttribute(skill.attribute)) {
      issues.push(
        issue("unknown-skill-attribute", ["skills", i, "attribute"], {
          name: skill.name,
          attribute: skill.attribute,
          known: FAAR_ATTRIBUTES.join(", "),
        }),
      );
      return;
    }
    const attribute = (skill.attribute as FaarAttribute | undefined) ?? listed;
    if (!attribute) {
      issues.push(issue("unknown-skill", ["skills", i, "name"], { name: skill.name }));
      return;
    }
    if (listed && attribute !== listed) {
      issues.push(
        issue(
          "skill-attribute-differs",
          ["skills", i, "attribute"],
          { name: skill.name, attribute, listed },
          "warning",
        ),
      );
    }
    resolved.push({ name: skill.name, level: skill.level, attribute });
  });
  return resolved;
}

/** Checks the history against the sheet and returns the attributes as they were at creation. */
function creationAttributes(character: FaarCharacter, issues: Issue[]): Record<FaarAttribute, number> {
  const history = character.experience?.spent ?? [];
  const skills = character.skills ?? [];
  const start = Object.fromEntries(FAAR_ATTRIBUTES.map((a) => [a, character.attributes[a] ?? 0])) as Record<
    FaarAttribute,
    number
  >;
  const raised = new Map<string, { skill: number; learned: number }>();
  history.forEach((p, i) => {
    if (p.kind === "attribute") {
      if (isFaarAttribute(p.name)) start[p.name]--;
      else issues.push(issue("xp-unknown-target", ["experience", "spent", i, "name"], { name: p.name }));
      return;
    }
    if (!skills.some((s) => s.name === p.name)) {
      issues.push(issue("xp-unknown-target", ["experience", "spent", i, "name"], { name: p.name }));
      return;
    }
    const r = raised.get(p.name) ?? { skill: 0, learned: 0 };
    if (p.kind === "skill") r.skill++;
    else r.learned++;
    raised.set(p.name, r);
  });
  skills.forEach((s, i) => {
    const r = raised.get(s.name);
    if (!r) return;
    const before = s.level - r.skill - r.learned;
    // Learned with XP: level 0 before the purchase; from creation: at least level 1.
    if (r.learned > 1 || (r.learned === 1 && before !== 0) || (r.learned === 0 && before < 1)) {
      issues.push(issue("xp-history-mismatch", ["skills", i, "level"], { name: s.name, level: s.level }));
    }
  });
  return start;
}

/**
 * Evaluates a Faar character: creation points (45, none above 12 — both table options), skills
 * bound to known attributes, the experience history (costs 200/200/100, never more than earned)
 * and the derived values.
 *
 * @example
 * evaluateFaarCharacter(dorn, PLAIN_TABLE).derived.defense; // 8
 */
export function evaluateFaarCharacter(character: FaarCharacter, table: TableSettings): CharacterReport {
  const issues: Issue[] = [];
  const limits = creationLimits(table);
  const attributes = Object.fromEntries(
    FAAR_ATTRIBUTES.map((a) => [a, character.attributes[a] ?? 0]),
  ) as FaarAttributes;
  for (const a of FAAR_ATTRIBUTES) {
    if (attributes[a] < 1)
      issues.push(issue("attribute-below-min", ["attributes", a], { attribute: a, value: attributes[a] }));
  }
  const start = creationAttributes(character, issues);
  const cost = FAAR_ATTRIBUTES.reduce((sum, a) => sum + start[a], 0);
  for (const a of FAAR_ATTRIBUTES) {
    if (start[a] > limits.max) {
      issues.push(
        issue("attribute-above-max", ["attributes", a], { attribute: a, value: start[a], max: limits.max }),
      );
    }
  }
  if (cost > limits.points) {
    issues.push(issue("attribute-points-over", ["attributes"], { cost, budget: limits.points }));
  } else if (cost < limits.points) {
    issues.push(issue("attribute-points-under", ["attributes"], { cost, budget: limits.points }, "warning"));
  }
  const skills = resolveSkills(character.skills ?? [], issues);
  const earned = character.experience?.earned ?? 0;
  const spent = xpSpent(character.experience?.spent);
  if (spent > earned) issues.push(issue("xp-overspent", ["experience"], { spent, earned }));
  return {
    valid: isValid(issues),
    issues,
    cost,
    budget: limits.points,
    derived: {
      ...deriveFaar(attributes, skills, table),
      creationAttributes: start,
      xpEarned: earned,
      xpSpent: spent,
      xpLeft: earned - spent,
    },
  };
}

/**
 * The values a Faar roll takes from the sheet: the six attributes, every learned skill as its
 * check value (attribute + level), the three attack values under their skill's name also when the
 * skill is not learned (Nahkampf = ST + level …), and the Kampfwerte Verteidigung and Initiative.
 *
 * @example
 * faarSheetValues(dorn, PLAIN_TABLE).find((v) => v.name === "Verteidigung")?.value; // 8
 */
export function faarSheetValues(character: FaarCharacter, table: TableSettings): SheetValue[] {
  const attributes = Object.fromEntries(
    FAAR_ATTRIBUTES.map((a) => [a, character.attributes[a] ?? 0]),
  ) as FaarAttributes;
  // Problems of the sheet are `evaluate`'s to report; the values are read as far as they go.
  const derived = deriveFaar(attributes, resolveSkills(character.skills ?? [], []), table);
  const attacks = {
    [COMBAT_SKILLS.melee]: derived.attack.melee,
    [COMBAT_SKILLS.ranged]: derived.attack.ranged,
    [COMBAT_SKILLS.unarmed]: derived.attack.unarmed,
  };
  return [
    ...FAAR_ATTRIBUTES.map((name) => ({ name, kind: "Attribut", value: attributes[name] })),
    ...Object.entries(derived.skills).map(([name, value]) => ({ name, kind: "Fertigkeit", value })),
    ...Object.entries(attacks)
      .filter(([name]) => !Object.hasOwn(derived.skills, name))
      .map(([name, value]) => ({ name, kind: "Fertigkeit", value })),
    { name: "Verteidigung", kind: "Kampfwert", value: derived.defense },
    { name: "Initiative", kind: "Kampfwert", value: derived.initiative },
  ];
}

/** The Faar character rules for the registry. */
export const faarCharacterRules: CharacterRules<FaarCharacter> = {
  evaluate: evaluateFaarCharacter,
  values: faarSheetValues,
};
