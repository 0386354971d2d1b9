import type { Issue, Severity } from "../../../result.js";
import { POWER_LEVELS } from "./budget.js";
import type { EwsCharacter } from "./character.js";
import { STRICHE_PER_DELTA } from "./cost.js";
import { parseLevel } from "./levels.js";
import { LIST_OF_KIND, trackStricheOf } from "./lookup.js";
import { startsAtZero } from "./stem-track.js";
import type { ValueKind } from "./values.js";
import { levelValue } from "./values.js";

type Params = Readonly<Record<string, string | number | boolean>>;

const issue = (code: string, severity: Severity, path: (string | number)[], params: Params = {}): Issue => ({
  code: `ews.${code}`,
  path,
  severity,
  params,
});

/** Human Eigenschaften range from 6 to 18; beyond is "Stoff für Legenden" (research §1). */
const HUMAN_MIN = 6;
const HUMAN_MAX = 18;

function entryIssues(
  character: EwsCharacter,
  kind: ValueKind,
  attributeNames: ReadonlySet<string>,
  skillNames: ReadonlySet<string>,
): Issue[] {
  const field = LIST_OF_KIND[kind];
  const issues: Issue[] = [];
  (character[field] ?? []).forEach((entry, i) => {
    const level = parseLevel(entry.level);
    const at = (...rest: (string | number)[]) => [field, i, ...rest];
    if (startsAtZero(kind) && level < 0) {
      issues.push(issue(`${kind}-minus`, "error", at("level"), { name: entry.name, level: entry.level }));
    }
    if (startsAtZero(kind) && level === 0 && trackStricheOf(character, entry.name) === 0) {
      issues.push(issue("unlearned-value", "warning", at("level"), { name: entry.name }));
    }
    if (kind === "specialisation") {
      const skill = typeof entry.skill === "string" ? entry.skill : "";
      if (!skillNames.has(skill)) {
        issues.push(issue("specialisation-unknown-skill", "error", at("skill"), { name: entry.name, skill }));
      }
    }
    if (kind === "trait" && level === 0) {
      issues.push(issue("trait-average", "warning", at("level"), { name: entry.name }));
    }
    if (kind === "attribute") {
      const value = levelValue("attribute", level) ?? 12;
      if (value < HUMAN_MIN || value > HUMAN_MAX) {
        issues.push(issue("beyond-human", "warning", at("level"), { name: entry.name, value }));
      }
    }
    if (kind === "skill") {
      const linked = (entry.attributes as readonly string[] | undefined) ?? [];
      if (linked.length > 2) {
        issues.push(
          issue("too-many-attributes", "error", at("attributes"), { name: entry.name, count: linked.length }),
        );
      }
      linked.forEach((attribute, j) => {
        if (!attributeNames.has(attribute)) {
          issues.push(
            issue("unknown-attribute", "error", at("attributes", j), { name: entry.name, attribute }),
          );
        } else if (linked.indexOf(attribute) !== j) {
          issues.push(
            issue("repeated-attribute", "error", at("attributes", j), { name: entry.name, attribute }),
          );
        }
      });
    }
  });
  return issues;
}

function duplicateIssues(character: EwsCharacter): Issue[] {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const field of Object.values(LIST_OF_KIND)) {
    (character[field] ?? []).forEach((entry, i) => {
      // Striche are keyed by name, so a name may appear only once on the whole sheet.
      if (seen.has(entry.name))
        issues.push(issue("duplicate-name", "error", [field, i, "name"], { name: entry.name }));
      seen.add(entry.name);
    });
  }
  return issues;
}

function stricheIssues(character: EwsCharacter, names: ReadonlySet<string>): Issue[] {
  const issues: Issue[] = [];
  for (const name of Object.keys(character.striche ?? {})) {
    if (!names.has(name)) issues.push(issue("striche-unknown-value", "error", ["striche", name], { name }));
  }
  for (const name of Object.keys(character.creationStriche ?? {})) {
    if (!names.has(name)) {
      issues.push(issue("striche-unknown-value", "error", ["creationStriche", name], { name }));
    }
  }
  const spent = new Map<string, number>();
  (character.advancements ?? []).forEach((a, i) => {
    const total = (spent.get(a.value) ?? 0) + a.striche;
    spent.set(a.value, total);
    if (total > (character.striche?.[a.value] ?? 0)) {
      issues.push(issue("history-mismatch", "warning", ["advancements", i], { name: a.value }));
    }
  });
  return issues;
}

/** Δ for a message: whole or with two decimals (creation Striche make thirds). */
const deltaParam = (delta: number): number => Math.round(delta * 100) / 100;

/**
 * Budget findings: over is an error, under a warning, none set a warning (RULINGS §1.4). Compared
 * in Striche (3 per Δ), so a creation in Striche is exact.
 */
export function budgetIssues(character: EwsCharacter, cost: number, budget: number | undefined): Issue[] {
  const path = character.budget !== undefined ? ["budget"] : ["powerLevel"];
  if (budget === undefined) return [issue("no-budget", "warning", [], { cost: deltaParam(cost) })];
  const level = character.powerLevel !== undefined ? POWER_LEVELS[character.powerLevel] : undefined;
  const conflict =
    character.budget !== undefined && level !== undefined && level !== character.budget
      ? [issue("budget-conflict", "warning", ["budget"], { budget, powerLevel: level })]
      : [];
  return [...conflict, ...costIssues(path, cost, budget)];
}

function costIssues(path: string[], cost: number, budget: number): Issue[] {
  const spent = Math.round(cost * STRICHE_PER_DELTA);
  const available = budget * STRICHE_PER_DELTA;
  const params = { cost: deltaParam(cost), budget };
  if (spent > available) return [issue("over-budget", "error", path, params)];
  if (spent < available) {
    return [issue("under-budget", "warning", path, { ...params, left: deltaParam(budget - cost) })];
  }
  return [];
}

/**
 * Every rule finding on an EWS character except the budget: minus Fertigkeiten, Berufe and
 * Spezialisierungen, a Spezialisierung of a Fertigkeit the sheet lacks, linked
 * Eigenschaften (unknown, more than two, twice), duplicate names, the Wundschwelle's Eigenschaft,
 * values beyond human range, Striche on unknown values and a history that does not match.
 */
export function ruleIssues(character: EwsCharacter): Issue[] {
  const attributeNames = new Set((character.attributes ?? []).map((a) => a.name));
  const skillNames = new Set((character.skills ?? []).map((a) => a.name));
  const allNames = new Set(
    Object.values(LIST_OF_KIND).flatMap((f) => (character[f] ?? []).map((e) => e.name)),
  );
  const issues = [
    ...duplicateIssues(character),
    ...(Object.keys(LIST_OF_KIND) as ValueKind[]).flatMap((kind) =>
      entryIssues(character, kind, attributeNames, skillNames),
    ),
    ...stricheIssues(character, allNames),
  ];
  const wound = character.woundAttribute;
  if (wound && !attributeNames.has(wound)) {
    issues.push(issue("unknown-wound-attribute", "error", ["woundAttribute"], { attribute: wound }));
  }
  return issues;
}
