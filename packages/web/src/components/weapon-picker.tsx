import type { TableSettings } from "@spieltisch/engine";
import { useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { equipmentOptions, sheetArmor, sheetWeapons } from "../lib/sheet-equipment.js";

/**
 * EWS with FoKa, `melee` or `shoot` rolled as a character: one of the actor's weapons from the
 * sheet puts its Schaden into the form's weapon field, and a line names the target's armour,
 * whose Schutz the form takes unless one was typed (`withTargetArmor`). Nothing for other actions,
 * systems, or sheets without weapons and armour.
 */
export function WeaponPicker({
  id,
  system,
  action,
  actor,
  target,
  table,
  values,
  onValues,
}: {
  id: string;
  system: string;
  action: string;
  actor: Readonly<Record<string, unknown>> | undefined;
  target: Readonly<Record<string, unknown>> | undefined;
  /** The table's options: `armorStacking` decides whether worn pieces add up. */
  table: TableSettings;
  values: Readonly<Record<string, unknown>>;
  onValues(next: Record<string, unknown>): void;
}) {
  const { t } = useI18n();
  const [picked, setPicked] = useState("");
  const options = equipmentOptions(system, action);
  if (!options) return null;
  const weapons = sheetWeapons(actor, options.ranged);
  const armor = sheetArmor(target, table);
  // The pick shows only while the form still holds that weapon's Schaden (a typed number wins).
  // Rows by position: two weapons may share a name.
  const chosen = weapons.findIndex((w, i) => String(i) === picked && values[options.weapon] === w.damage);
  return (
    <>
      {weapons.length > 0 && (
        <label htmlFor={id}>
          {t("web.equipment.pickWeapon")}
          <select
            id={id}
            value={chosen < 0 ? "" : String(chosen)}
            onChange={(e) => {
              const weapon = weapons[Number(e.target.value)];
              setPicked(e.target.value);
              if (e.target.value !== "" && weapon) onValues({ ...values, [options.weapon]: weapon.damage });
            }}
          >
            <option value="">{t("web.equipment.pickNone")}</option>
            {weapons.map((w, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: weapons are positions on the sheet.
              <option key={i} value={String(i)}>
                {t("web.equipment.pickWeaponOption", { name: w.name, damage: w.damage })}
              </option>
            ))}
          </select>
        </label>
      )}
      {armor && target && (
        <p className="muted" data-testid={`${id}-armor`}>
          {t("web.equipment.opponentArmor", {
            name: String(target.name ?? ""),
            protection: armor.protection,
            list: armor.pieces.map((p) => `${p.name} ${p.protection}`).join(", "),
          })}
        </p>
      )}
    </>
  );
}
