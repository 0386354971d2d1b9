import { PLAIN_TABLE } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import { isMessageKey, type Lang, type MessageKey, translate } from "@spieltisch/protocol";
import type { LoadedCharacter } from "../character-file.js";
import { formatPath } from "../character-file.js";
import { gearSheetLines } from "./gear-sheet.js";

const signedBonus = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

const valueNameText = (lang: Lang, id: ewsRules.ValueNameId): string =>
  translate(lang, `value.${id}` as MessageKey);

/**
 * The lines of an EWS Charakterheft, in German or English, from {@link ewsRules.ewsSheet}; the
 * gear lines (`gearSheetLines`) go before the notes.
 */
export function ewsSheetLines(lang: Lang, sheet: ewsRules.EwsSheet, gear: readonly string[] = []): string[] {
  const t = (key: MessageKey, params: Record<string, unknown> = {}) => translate(lang, key, params);
  const verdict = t(sheet.valid ? "char.valid" : "char.invalid");
  const lines = [`${sheet.name} — ${verdict}`];
  const power = sheet.powerLevel ? `${t(`ewsSheet.powerLevel.${sheet.powerLevel}` as MessageKey)} · ` : "";
  // A creation in Striche makes thirds of a Δ: 5⅓, as people write them.
  const cost = ewsRules.deltaText(sheet.cost);
  lines.push(power + t("ewsSheet.cost", { cost, budget: sheet.budget ?? "–" }));
  const section = (
    key: MessageKey,
    rows: readonly ewsRules.SheetLine[],
    render: (l: ewsRules.SheetLine) => string,
  ) => {
    if (rows.length === 0) return;
    lines.push(t(key));
    for (const row of rows) lines.push(`  ${render(row)}`);
  };
  const plain = (l: ewsRules.SheetLine) =>
    t("ewsSheet.valueLine", {
      name: l.name,
      notation: l.notation,
      valueName: l.value ? valueNameText(lang, l.value.nameId) : "",
    });
  section("ewsSheet.attributes", sheet.attributes, plain);
  section("ewsSheet.skills", sheet.skills, (l) =>
    t("ewsSheet.skillLine", {
      name: l.name,
      notation: l.notation,
      bonus: signedBonus(l.bonus ?? 0),
      value: l.value?.value ?? 0,
      valueName: l.value ? valueNameText(lang, l.value.nameId) : "",
      linked: l.attributes?.length ? ` [${l.attributes.join(", ")}]` : "",
    }),
  );
  section("ewsSheet.professions", sheet.professions, (l) => {
    const kind = l.professionKind === "background" ? ` (${t("ewsSheet.background")})` : "";
    const list = (l.situational ?? []).map((s) => `${s.attribute} ${s.value}`).join(", ");
    return `${plain({ ...l, name: l.name + kind })}${list ? `; ${t("ewsSheet.situational", { list })}` : ""}`;
  });
  section("ewsSheet.traits", sheet.traits, (l) => `${l.name}: ${l.notation || l.level}`);
  const source = sheet.woundAttribute
    ? t("ewsSheet.woundFrom", { attribute: sheet.woundAttribute })
    : t("ewsSheet.woundAverage");
  lines.push(t("ewsSheet.woundThreshold", { value: sheet.woundThreshold, source }));
  if (sheet.wounds > 0) lines.push(t("ewsSheet.wounds", { wounds: sheet.wounds, malus: -sheet.woundMalus }));
  if (sheet.stricheSpent > 0) {
    lines.push(t("ewsSheet.striche", { striche: sheet.stricheSpent, count: sheet.advancements }));
  }
  lines.push(...gear);
  if (sheet.notes) lines.push(t("ewsSheet.notes", { notes: sheet.notes }));
  for (const issue of sheet.issues) {
    const key = `issue.${issue.code}`;
    const message = isMessageKey(key) ? translate(lang, key, issue.params ?? {}) : issue.code;
    lines.push(`  ${issue.severity === "error" ? "✗" : "!"} ${formatPath(issue.path)}: ${message}`);
  }
  return lines;
}

/**
 * The `char show` text sheet of an EWS character (its `CliSystem.sheet`). The verdict comes
 * from the loaded report, which was evaluated with the table's settings.
 */
export function ewsSheetText(lang: Lang, { character, report, table }: LoadedCharacter): string[] {
  const sheet = ewsRules.ewsSheet(character as unknown as ewsRules.EwsCharacter, PLAIN_TABLE);
  return ewsSheetLines(
    lang,
    { ...sheet, valid: report.valid, issues: report.issues },
    gearSheetLines(lang, character, table),
  );
}
