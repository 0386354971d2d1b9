import type { CharacterEnvelope, TableSettings } from "@spieltisch/engine";
import {
  CHARACTER_FORMAT,
  faarSheetZoneArmor,
  type GearLine,
  sheetGearLines,
  urfassungStrength,
} from "@spieltisch/protocol";
import type { I18n } from "../../lib/i18n.js";
import { type HeftRow, type HeftSection, type RollTarget, recordsOf } from "./heft-model.js";

/**
 * The Heft's "Waffen und Rüstung" of the Urfassung and Faar (CONTRACT §6): one line per weapon,
 * piece of armour and shield as the player reads it on paper (the protocol's `sheetGearLines`:
 * "Kurzschwert — 1W3+2, Kraftschwelle 12", "Lederpanzer — 1 an Armen und Rumpf"), what else
 * counts for it underneath; a tap on a weapon opens the melee with its damage. Faar adds the
 * armour of each hit zone. Null for a sheet without gear.
 */
export function gearHeft(
  system: "ews-urfassung" | "faar",
  character: Readonly<Record<string, unknown>>,
  table: TableSettings,
  { t }: Pick<I18n, "t">,
): HeftSection | null {
  const sheet: CharacterEnvelope = {
    ...character,
    format: CHARACTER_FORMAT,
    system,
    name: typeof character.name === "string" ? character.name : "",
  };
  const lines = sheetGearLines(system, sheet, table, t);
  const rows: HeftRow[] = lines.map((line) => {
    const roll = line.kind === "weapon" ? weaponRoll(system, sheet, line) : undefined;
    return {
      key: `${line.kind}-${line.index}`,
      name: line.name,
      value: line.value,
      ...(line.note ? { how: line.note } : {}),
      ...(roll ? { roll } : {}),
    };
  });
  const zones = system === "faar" ? faarSheetZoneArmor(sheet) : undefined;
  if (zones) {
    rows.push({
      key: "zones",
      name: t("web.gear.faar.zoneArmor"),
      value: zones.map((z) => String(z)).join(" · "),
      how: ([1, 2, 3, 4, 5, 6] as const).map((z) => t(`web.gear.faar.zone.${z}`)).join(", "),
    });
  }
  return rows.length === 0 ? null : { id: "gear", title: t("gearLine.title"), rows };
}

/** The melee a tap on a weapon opens: its damage (and the wielder's Stärke) in the attacker's options. */
function weaponRoll(
  system: "ews-urfassung" | "faar",
  sheet: CharacterEnvelope,
  line: GearLine,
): RollTarget | undefined {
  const weapon = recordsOf(sheet.weapons)[line.index];
  if (!weapon || typeof weapon.damage !== "string") return undefined;
  if (system === "faar") {
    return {
      action: "melee",
      options: {
        damage: weapon.damage,
        // Undefined clears what another weapon left in the form.
        damageType: typeof weapon.type === "string" ? weapon.type : undefined,
        seaBlade: weapon.seaBlade === true ? true : undefined,
      },
    };
  }
  const strength = urfassungStrength(sheet);
  const threshold = typeof weapon.strengthThreshold === "number" ? weapon.strengthThreshold : undefined;
  const tension = typeof weapon.tension === "number" && weapon.tension > 0 ? weapon.tension : undefined;
  return {
    action: "melee",
    options: {
      // The dice take the place of a fixed Schadenswert (`attackerWeapon`), never both.
      attackerWeapon: undefined,
      attackerDamage: weapon.damage,
      attackerStrength: strength,
      // Without a Kraftschwelle on the sheet the engine's default (12) counts.
      attackerStrengthThreshold: strength === undefined ? undefined : threshold,
      attackerTension: tension,
    },
  };
}
