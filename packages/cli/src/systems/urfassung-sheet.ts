import type * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { isMessageKey, type Lang, translate } from "@spieltisch/protocol";
import type { LoadedCharacter } from "../character-file.js";
import { signed } from "../format.js";
import { gearSheetLines } from "./gear-sheet.js";
import { genericSheet } from "./generic-sheet.js";

/**
 * The Urfassung's text sheet: the verdict and issues (as every sheet), then TP, attributes,
 * skills with their level and value, specialisations and GeP per part.
 */
export function urfassungSheet(lang: Lang, loaded: LoadedCharacter): string[] {
  const c = loaded.character as unknown as urfassungRules.UrfassungCharacter;
  const derived = loaded.report.derived as {
    hitPoints?: number;
    hitPointSource?: string;
    skills?: Record<string, number>;
    specialisations?: Record<string, number>;
    costs?: Record<string, number>;
  };
  const head = genericSheet(lang, { ...loaded, report: { ...loaded.report, derived: {} } });
  const lines = [...head];
  if (derived.hitPoints !== undefined) {
    lines.push(
      translate(lang, "urSheet.hitPoints", { tp: derived.hitPoints, source: derived.hitPointSource ?? "" }),
    );
  }
  const values = [...c.attributes, ...(c.subAttributes ?? [])].map((a) => `${a.short ?? a.name} ${a.value}`);
  lines.push(`${translate(lang, "urSheet.attributes")}: ${values.join(", ")}`);
  // A specialisation's base is its skill (the text: "zusammen notiert"), so it stands under it.
  const specialisations = c.specialisations ?? [];
  const specialisationLine = (sp: (typeof specialisations)[number], withSkill: boolean) =>
    `    ↳ ${sp.name}${withSkill ? ` (${sp.skill})` : ""} ${signed(sp.level)} = ${derived.specialisations?.[sp.name] ?? "?"}`;
  const skills = c.skills ?? [];
  for (const s of skills) {
    lines.push(`  ${s.name} ${signed(s.level)} (${s.attribute}) = ${derived.skills?.[s.name] ?? "?"}`);
    for (const sp of specialisations.filter((x) => x.skill === s.name))
      lines.push(specialisationLine(sp, false));
  }
  const known = new Set(skills.map((s) => s.name));
  for (const sp of specialisations.filter((x) => !known.has(x.skill)))
    lines.push(specialisationLine(sp, true));
  const traits = (list: readonly urfassungRules.UrTrait[] | undefined) =>
    (list ?? []).map((t) => (t.level !== undefined ? `${t.name} ${t.level}` : t.name)).join(", ");
  if (c.advantages?.length) lines.push(`${translate(lang, "urSheet.advantages")}: ${traits(c.advantages)}`);
  if (c.disadvantages?.length)
    lines.push(`${translate(lang, "urSheet.disadvantages")}: ${traits(c.disadvantages)}`);
  if (derived.costs) {
    const parts = Object.entries(derived.costs).map(([part, gep]) => {
      const key = `urSheet.part.${part}`;
      return `${isMessageKey(key) ? translate(lang, key) : part} ${gep}`;
    });
    lines.push(`GeP: ${parts.join(", ")}`);
  }
  lines.push(...gearSheetLines(lang, loaded.character, loaded.table));
  return lines;
}
