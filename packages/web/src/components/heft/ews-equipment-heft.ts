import type { TableSettings } from "@spieltisch/engine";
import { CHARACTER_FORMAT, sheetGearLines } from "@spieltisch/protocol";
import type { I18n } from "../../lib/i18n.js";
import { type HeftRow, type HeftSection, numberOf, recordsOf } from "./heft-model.js";

/**
 * The Heft's "Waffen und Rüstung" of an EWS character at a table with FoKa (ews-2.txt L236–239,
 * L619, L652 ff.): each weapon with its Schaden and how a hit's damage is reckoned with it (a tap
 * opens `melee` with it as the attacker's weapon, a ranged one `shoot`), each piece of armour with
 * its Schutz. Null without FoKa, or when the file carries neither.
 */
export function ewsEquipmentHeft(
  character: Readonly<Record<string, unknown>>,
  table: TableSettings,
  { t }: Pick<I18n, "t">,
): HeftSection | null {
  if (!table.modules.includes("foka")) return null;
  const weapons = recordsOf(character.weapons);
  const armor = recordsOf(character.armor);
  if (weapons.length === 0 && armor.length === 0) return null;
  // Which worn piece counts (the strongest, or all with armorStacking): the protocol's reading.
  const notes = sheetGearLines(
    "ews",
    { format: CHARACTER_FORMAT, system: "ews", name: "", armor: character.armor },
    table,
    t,
  );
  const rows: HeftRow[] = [
    ...weapons.map((w, i): HeftRow => {
      const damage = numberOf(w.damage) ?? 0;
      const ranged = w.ranged === true;
      return {
        key: `weapon-${i}`,
        name: String(w.name ?? ""),
        value: t("web.equipment.value.damage", { damage }),
        how: ranged ? t("web.equipment.rangedHow", { damage }) : t("web.equipment.weaponHow", { damage }),
        roll: ranged
          ? { action: "shoot", options: { weapon: damage }, weapon: String(w.name ?? "") }
          : { action: "melee", options: { attackerWeapon: damage }, weapon: String(w.name ?? "") },
      };
    }),
    ...armor.map(
      (a, i): HeftRow => ({
        key: `armor-${i}`,
        name: String(a.name ?? ""),
        value: t("web.equipment.value.protection", { protection: numberOf(a.protection) ?? 0 }),
        how:
          notes.find((l) => l.kind === "armor" && l.index === i)?.note ??
          t("web.equipment.armorHow", { protection: numberOf(a.protection) ?? 0 }),
      }),
    ),
  ];
  // No rule paragraph: each line says how its number counts, and the booklet's page is small.
  return { id: "equipment", title: t("web.equipment.title"), rows };
}
