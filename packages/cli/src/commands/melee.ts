import { type Command, Option } from "commander";
import { CliError } from "../cli-error.js";
import { integerOption, parseInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeFaar3w6 } from "./faar-3w6-help.js";

/** `--armor 2` or, per hit zone 1..6, `--armor 0,0,1,1,2,3`. */
export function parseArmor(raw: string): number | number[] {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length === 1) return parseInteger("--armor", raw);
  if (parts.length !== 6)
    throw new CliError("bad-armor", "error.not-an-integer", { option: "--armor", value: raw });
  return parts.map((p) => parseInteger("--armor", p));
}

/**
 * `spieltisch melee`: one exchange of blows. Every system reads the options it needs through its
 * handler (`systems/handlers.ts`); options are grouped by system below.
 */
export const registerMelee: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeFaar3w6(lang);
  program
    .command("melee")
    .description(d.melee)
    // faar
    .option("--attack <n>", d.attack, integerOption("--attack"))
    .option("--defense <n>", d.defense, integerOption("--defense"))
    .option("--damage <dice>", d.damage)
    .option("--armor <n>", d.armor, parseArmor)
    .option("--shield <n>", d.shield, integerOption("--shield"))
    .option("--behind", d.behind)
    .option("--zones", d.zones)
    .addOption(new Option("--damage-type <type>", d.damageType).choices(["cut", "blunt", "shot"]))
    .option("--sea-blade", d.seaBlade)
    .option("--secret-blade-roll", d.secretBladeRoll)
    .option("--defense-mod <n>", d.defenseMod, integerOption("--defense-mod"))
    .action((options, cmd: Command) => runDice("melee", options, cmd));
};
