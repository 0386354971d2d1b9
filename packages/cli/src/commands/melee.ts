import { type Command, Option } from "commander";
import { CliError } from "../cli-error.js";
import { integerOption, parseInteger, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeCombat } from "./ews-combat-help.js";
import { describeFaar3w6 } from "./faar-3w6-help.js";
import { describe } from "./help-text.js";
import { describeMelee } from "./melee-help-text.js";
import { addPlayOptions } from "./play-options.js";

/** `--armor 2` or, per Faar hit zone 1..6, `--armor 0,0,1,1,2,3`. */
export function parseArmor(raw: string): number | number[] {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length === 1) return parseInteger("--armor", raw);
  if (parts.length !== 6)
    throw new CliError("bad-armor", "error.not-an-integer", { option: "--armor", value: raw });
  return parts.map((p) => parseInteger("--armor", p));
}

/** `--armor-values 3,2,2`: the sheet's armour values (Kampfwürfel's Gesamtschutz is their sum / 3). */
export const parseArmorValues = (raw: string): number[] =>
  raw.split(",").map((p) => parseInteger("--armor-values", p.trim()));

/**
 * `spieltisch melee`: one exchange. The command declares the options of every system; each
 * system's handler (`systems/handlers.ts`) validates the ones it takes and rejects the others.
 */
export const registerMelee: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeMelee(lang);
  const faar = describeFaar3w6(lang);
  const combat = describeCombat(lang);
  const common = describe(lang);
  const int = (flag: string, help: string) => [flag, help, integerOption(flag.split(" ")[0]!)] as const;
  const cmd = program.command("melee").description(d.melee);
  // Two-sided values (ews with foka, ews-urfassung).
  cmd
    .option(...int("--attacker <n>", d.attacker))
    .option(...int("--defender <n>", d.defender))
    .option(...int("--attacker-weapon <n>", d.attackerWeapon))
    .option(...int("--defender-weapon <n>", d.defenderWeapon))
    .option(...int("--attacker-armor <n>", d.attackerArmor))
    .option(...int("--defender-armor <n>", d.defenderArmor))
    .option("--attacker-mod <n>", d.attackerMod, repeatableInteger("--attacker-mod"))
    .option("--defender-mod <n>", d.defenderMod, repeatableInteger("--defender-mod"));
  // EWS FoKa extras, per side.
  for (const who of ["attacker", "defender"] as const) {
    cmd
      .option(...int(`--${who}-wounds <n>`, common.wounds))
      .option(...int(`--${who}-opponents <n>`, combat.opponents))
      .option(...int(`--${who}-sl <n>`, combat.sl));
  }
  // Urfassung manoeuvres (and the EWS FoKa defender's stance) and weapon dice, per side.
  for (const who of ["attacker", "defender"] as const) {
    cmd
      .option(`--${who}-stance <stance>`, d.stance)
      .option(...int(`--${who}-heavy <n>`, d.heavy))
      .option(...int(`--${who}-cut <n>`, d.cut))
      .option(`--${who}-aim <zone>`, d.aim)
      .option(...int(`--${who}-tension <n>`, d.tension))
      .option(...int(`--${who}-resistance <n>`, d.resistance))
      .option(`--${who}-unarmed`, d.unarmed)
      .option(`--${who}-damage <dice>`, d.weaponDamage)
      .option(...int(`--${who}-strength <n>`, d.strength))
      .option(...int(`--${who}-strength-threshold <n>`, d.strengthThreshold));
  }
  // One-sided values (faar, kampfwuerfel).
  cmd
    .option(...int("--attack <n>", d.attack))
    .option(...int("--defense <n>", d.defense))
    .option("--damage <damage>", d.damage)
    .option("--armor <n>", d.armor, parseArmor)
    .option(...int("--attack-dice <n>", d.attackDice))
    .option(...int("--defense-dice <n>", d.defenseDice))
    .option(...int("--shield-dice <n>", d.shieldDice))
    .option(...int("--bonus <n>", d.bonus))
    .option("--armor-values <list>", d.armorValues, parseArmorValues)
    .option(...int("--extra-damage <n>", d.extraDamage))
    .option(...int("--weapon-skill <n>", d.weaponSkill))
    .option(...int("--skill-factor <n>", d.skillFactor))
    .option(...int("--skill-cap <n>", d.skillCap))
    // Faar extras.
    .option(...int("--shield <n>", faar.shield))
    .option("--behind", faar.behind)
    .option("--zones", faar.zones)
    .addOption(new Option("--damage-type <type>", faar.damageType).choices(["cut", "blunt", "shot"]))
    .option("--sea-blade", faar.seaBlade)
    .option("--secret-blade-roll", faar.secretBladeRoll)
    .option(...int("--defense-mod <n>", faar.defenseMod))
    .action((options, c: Command) => runDice("melee", options, c));
  addPlayOptions(cmd, lang, true, { weapon: true, opponentWeapon: true });
};
