import * as faarRules from "@spieltisch/engine/systems/faar";
import { isMessageKey, type Lang, type MessageKey, translate } from "@spieltisch/protocol";
import type { LoadedCharacter } from "../character-file.js";
import { formatPath } from "../character-file.js";
import { gearSheetLines } from "./gear-sheet.js";

const t = (lang: Lang, key: string, params: Record<string, unknown> = {}): string =>
  translate(lang, key as MessageKey, params);

interface Derived {
  lifePoints: number;
  initiative: number;
  movement: number;
  defense: number;
  defenseDivisor: number;
  attack: { melee: number; ranged: number; unarmed: number };
  unarmedDamage: string;
  skills: Record<string, number>;
  xpEarned: number;
  xpSpent: number;
  xpLeft: number;
}

/**
 * The Faar sheet for `char show`: attributes with the creation points, derived values, attack
 * values, skills with their check values, experience, and every issue.
 */
export function faarSheet(lang: Lang, { character, report, table }: LoadedCharacter): string[] {
  const d = report.derived as unknown as Derived;
  const attributes = (character.attributes ?? {}) as Record<string, number>;
  const skills = (character.skills ?? []) as { name: string; level: number; attribute?: string }[];
  const lines = [
    `${character.name} (Faar) — ${t(lang, report.valid ? "char.valid" : "char.invalid")}`,
    t(lang, "faar.sheet.attributes", {
      list: faarRules.FAAR_ATTRIBUTES.map((a) => `${a} ${attributes[a] ?? "?"}`).join(" · "),
      cost: report.cost ?? "?",
      budget: report.budget ?? "?",
    }),
    t(lang, "faar.sheet.values", { ...d, divisor: d.defenseDivisor }),
    t(lang, "faar.sheet.attack", { ...d.attack, unarmedDamage: d.unarmedDamage }),
    skills.length === 0
      ? t(lang, "faar.sheet.noSkills")
      : t(lang, "faar.sheet.skills", {
          list: skills
            .map((s) => {
              const attribute = s.attribute ?? faarRules.listedSkillAttribute(s.name) ?? "?";
              const value = d.skills[s.name];
              return `${s.name} ${s.level} (${attribute}${value !== undefined ? ` → ${value}` : ""})`;
            })
            .join(", "),
        }),
  ];
  if (d.xpEarned > 0 || d.xpSpent > 0) {
    lines.push(t(lang, "faar.sheet.xp", { earned: d.xpEarned, spent: d.xpSpent, left: d.xpLeft }));
  }
  lines.push(...gearSheetLines(lang, character, table));
  for (const issue of report.issues) {
    const key = `issue.${issue.code}`;
    const message = isMessageKey(key) ? translate(lang, key, issue.params ?? {}) : issue.code;
    lines.push(`  ${issue.severity === "error" ? "✗" : "!"} ${formatPath(issue.path)}: ${message}`);
  }
  return lines;
}
