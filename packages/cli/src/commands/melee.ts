import type { Command } from "commander";
import { integerOption, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeMelee } from "./melee-help-text.js";

/**
 * `spieltisch melee`: one exchange. The command declares the options of every system; each
 * system's handler (`systems/handlers.ts`) validates the ones it takes and rejects the others.
 */
export const registerMelee: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeMelee(lang);
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
  // Urfassung manoeuvres, per side.
  for (const who of ["attacker", "defender"] as const) {
    cmd
      .option(`--${who}-stance <stance>`, d.stance)
      .option(...int(`--${who}-heavy <n>`, d.heavy))
      .option(...int(`--${who}-cut <n>`, d.cut))
      .option(`--${who}-aim <zone>`, d.aim)
      .option(...int(`--${who}-tension <n>`, d.tension))
      .option(...int(`--${who}-resistance <n>`, d.resistance));
  }
  // One-sided values (faar, kampfwuerfel).
  cmd
    .option(...int("--attack <n>", d.attack))
    .option(...int("--defense <n>", d.defense))
    .option("--damage <damage>", d.damage)
    .option(...int("--armor <n>", d.armor))
    .option(...int("--attack-dice <n>", d.attackDice))
    .option(...int("--defense-dice <n>", d.defenseDice))
    .option(...int("--shield-dice <n>", d.shieldDice))
    .option(...int("--bonus <n>", d.bonus))
    .action((options, c: Command) => runDice("melee", options, c));
};
