import type { Command } from "commander";
import { integerOption, integerOrName, parseList, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeCombat } from "./ews-combat-help.js";
import { describe } from "./help-text.js";
import { addPlayOptions, weaponOrNameHelp } from "./play-options.js";

/** `spieltisch shoot`: one FoKa ranged attack. */
export const registerShoot: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describe(lang);
  const c = describeCombat(lang);
  addPlayOptions(
    program
      .command("shoot")
      .description(c.shoot)
      .option("--value <n>", d.value, integerOption("--value"))
      .option("--range <band>", c.range)
      .option("--calm", c.calm)
      .option("--mods <list>", c.mods, parseList)
      .option("--scope <n>", c.scope, integerOption("--scope"))
      .option("--weapon <n|name>", weaponOrNameHelp(lang, c.weapon), integerOrName("--weapon"))
      .option("--armor <n>", c.armor, integerOption("--armor"))
      .option("--mod <n>", d.mod, repeatableInteger("--mod"))
      .option("--wounds <n>", d.wounds, integerOption("--wounds"))
      .option("--other-target <kind>", c.otherTarget)
      .option("--dodge <n>", c.dodge, integerOption("--dodge"))
      .option("--projectile <kind>", c.projectile)
      .option("--terrain <n>", c.terrain, integerOption("--terrain")),
    lang,
    true,
  ).action((options, cmd: Command) => runDice("shoot", options, cmd));
};
