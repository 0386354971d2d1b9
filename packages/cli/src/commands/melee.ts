import type { Command } from "commander";
import { integerOption, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeCombat } from "./ews-combat-help.js";
import { describe } from "./help-text.js";

/** `spieltisch melee`: one melee exchange (EWS with --modules foka). */
export const registerMelee: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describe(lang);
  const c = describeCombat(lang);
  const cmd = program.command("melee").description(c.melee);
  for (const role of ["attacker", "defender"] as const) {
    cmd
      .option(`--${role} <n>`, c[role], integerOption(`--${role}`))
      .option(`--${role}-weapon <n>`, c.weapon, integerOption(`--${role}-weapon`))
      .option(`--${role}-armor <n>`, c.armor, integerOption(`--${role}-armor`))
      .option(`--${role}-mod <n>`, d.mod, repeatableInteger(`--${role}-mod`))
      .option(`--${role}-wounds <n>`, d.wounds, integerOption(`--${role}-wounds`))
      .option(`--${role}-opponents <n>`, c.opponents, integerOption(`--${role}-opponents`))
      .option(`--${role}-sl <n>`, c.sl, integerOption(`--${role}-sl`));
  }
  cmd
    .option("--defender-stance <stance>", c.stance)
    .action((options, command: Command) => runDice("melee", options, command));
};
