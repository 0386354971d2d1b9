import { isMessageKey, type Lang, translate } from "@spieltisch/protocol";
import { formatPath, type LoadedCharacter } from "../character-file.js";

/** The generic sheet: name, verdict, cost, issues and derived values as lines. */
export function genericSheet(lang: Lang, { character, report }: LoadedCharacter): string[] {
  const lines = [
    `${character.name} (${character.system}) — ${translate(lang, report.valid ? "char.valid" : "char.invalid")}`,
  ];
  if (report.cost !== undefined) {
    lines.push(translate(lang, "char.cost", { cost: report.cost, budget: report.budget ?? "–" }));
  }
  for (const issue of report.issues) {
    const key = `issue.${issue.code}`;
    const message = isMessageKey(key) ? translate(lang, key, issue.params ?? {}) : issue.code;
    lines.push(`  ${issue.severity === "error" ? "✗" : "!"} ${formatPath(issue.path)}: ${message}`);
  }
  for (const [name, value] of Object.entries(report.derived)) {
    lines.push(`  ${name}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
  }
  return lines;
}
