import type { Lang } from "@spieltisch/protocol";
import type { Command } from "commander";

const DE = {
  char: "Charakterdatei der handelnden Seite: Zustand und Werte vom Bogen",
  skill: "Wert vom Bogen der handelnden Seite (Name, z. B. Nahkampf)",
  opponentChar: "Charakterdatei der Gegenseite (Verteidiger, Seite B, Ziel)",
  opponentSkill: "Wert vom Bogen der Gegenseite",
  weapon: "Waffe vom Bogen der handelnden Seite (Name, z. B. Degen); Rüstung kommt immer vom Bogen",
  opponentWeapon: "Waffe vom Bogen der Gegenseite (Name)",
  apply: "die Folgen des Wurfs in die Charakterdateien schreiben (alte Fassung als DATEI.bak)",
};

const EN: typeof DE = {
  char: "character file of the acting side: condition and sheet values",
  skill: "sheet value of the acting side (by name, e.g. Nahkampf)",
  opponentChar: "character file of the other side (defender, side B, target)",
  opponentSkill: "sheet value of the other side",
  weapon: "weapon from the acting side's sheet (by name, e.g. Degen); armour always comes from the sheets",
  opponentWeapon: "weapon from the other side's sheet (by name)",
  apply: "write the roll's consequences into the character files (old version kept as FILE.bak)",
};

/** Which weapons of the sheets a command takes by name (CONTRACT §6). */
export interface WeaponOptions {
  /** `--weapon NAME` for the actor (false where the command has a `--weapon` of its own). */
  readonly weapon: boolean;
  /** `--opponent-weapon NAME` for the other side. */
  readonly opponentWeapon: boolean;
}

/** The help of `--weapon` where it is a number or a name (`shoot`). */
export const weaponOrNameHelp = (lang: Lang, numberHelp: string): string =>
  `${numberHelp}; ${lang === "de" ? "mit --char auch ein Name vom Bogen" : "with --char also a name from the sheet"}`;

/**
 * Adds the play options to a dice command: `--char`, `--skill` and `--apply`, for an action
 * with two sides `--opponent-char` and `--opponent-skill` (CONTRACT §4 `actor` / `opponent`),
 * and the weapons the command takes by name (`--weapon`, `--opponent-weapon`, CONTRACT §6).
 */
export function addPlayOptions(
  cmd: Command,
  lang: Lang,
  twoSided: boolean,
  weapons: WeaponOptions = { weapon: false, opponentWeapon: false },
): Command {
  const d = lang === "de" ? DE : EN;
  cmd.option("--char <file>", d.char).option("--skill <name>", d.skill);
  if (weapons.weapon) cmd.option("--weapon <name>", d.weapon);
  if (twoSided)
    cmd.option("--opponent-char <file>", d.opponentChar).option("--opponent-skill <name>", d.opponentSkill);
  if (twoSided && weapons.opponentWeapon) cmd.option("--opponent-weapon <name>", d.opponentWeapon);
  return cmd.option("--apply", d.apply);
}
