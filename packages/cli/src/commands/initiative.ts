import type { Command } from "commander";
import type { RegisterCommand } from "./command.js";
import { describeFaar3w6 } from "./faar-3w6-help.js";

/**
 * `spieltisch initiative Linda:3:2 Ork:2:1`: the combat order by the system's rules (the EWS family:
 * the GM's order, or with `--dexterity` a Geschicklichkeit-Probe each).
 */
export const registerInitiative: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeFaar3w6(lang);
  program
    .command("initiative")
    .description(d.initiative)
    .argument("[participants...]", d.participants)
    .option("--dexterity", d.dexterity)
    .action((participants: string[], options: { dexterity?: boolean }, cmd: Command) =>
      runDice("initiative", { participants, ...(options.dexterity ? { dexterity: true } : {}) }, cmd),
    );
};
