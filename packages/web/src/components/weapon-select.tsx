import { gearPhrases, type SideRole } from "@spieltisch/protocol";
import { useI18n } from "../lib/i18n.js";
import { suitableWeapons, weaponOf } from "../lib/play-request.js";
import type { PlayCharacterView } from "../session/types.js";

/**
 * „Waffe“: the weapons on a side's sheet that suit the action (`SystemGear.weaponsFor`, every
 * system with gear), each as its sheet says it („Degen (Schaden 4)“), or none (values by hand).
 * The choice goes to the table by name; it fills the numbers. Nothing where the side takes no
 * weapon or its sheet has none that fits.
 */
export function WeaponSelect({
  id,
  label,
  system,
  action,
  side,
  character,
  chosen,
  onPick,
}: {
  id: string;
  label: string;
  system: string;
  action: string;
  side: SideRole;
  character: PlayCharacterView | undefined;
  chosen: string | null | undefined;
  onPick(weapon: string | null): void;
}) {
  const { t } = useI18n();
  const weapons = suitableWeapons(system, action, side, character);
  if (weapons.length === 0) return null;
  const current = weaponOf(system, action, side, character, chosen);
  return (
    <label htmlFor={id}>
      {label}
      <select
        id={id}
        value={current ?? ""}
        onChange={(e) => onPick(e.target.value === "" ? null : e.target.value)}
      >
        {weapons.map((w) => (
          <option key={w.name} value={w.name}>
            {gearPhrases(t, { weapon: w })[0] ?? w.name}
          </option>
        ))}
        <option value="">{t("web.equipment.pickNone")}</option>
      </select>
    </label>
  );
}
