import type { Command } from "commander";
import type { RegisterCommand } from "./command.js";
import { describeFaar3w6 } from "./faar-3w6-help.js";

/** `spieltisch initiative Linda:3:2 Ork:2:1`: the combat order, rolled by the system's rules. */
export const registerInitiative: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeFaar3w6(lang);
  program
    .command("initiative")
    .description(d.initiative)
    .argument("[participants...]", d.participants)
    .action((participants: string[], _options, cmd: Command) => runDice("initiative", { participants }, cmd));
};
