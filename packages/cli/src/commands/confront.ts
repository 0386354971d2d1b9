import type { Command } from "commander";
import { integerOption, parseList, repeatableInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeCombat } from "./ews-combat-help.js";
import { describe } from "./help-text.js";
import { addPlayOptions } from "./play-options.js";

/** `spieltisch confront`: the EWS Ein-Wurf-System. */
export const registerConfront: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describe(lang);
  const c = describeCombat(lang);
  addPlayOptions(
    program
      .command("confront")
      .description(c.confront)
      .option("--a <n>", d.a, integerOption("--a"))
      .option("--b <n>", d.b, integerOption("--b"))
      .option("--a-mod <n>", d.aMod, repeatableInteger("--a-mod"))
      .option("--b-mod <n>", d.bMod, repeatableInteger("--b-mod"))
      .option("--a-wounds <n>", d.aWounds, integerOption("--a-wounds"))
      .option("--b-wounds <n>", d.bWounds, integerOption("--b-wounds"))
      .option("--a-edges <list>", c.edges, parseList)
      .option("--b-edges <list>", c.edges, parseList)
      .option("--a-slow <n>", c.slow, integerOption("--a-slow"))
      .option("--b-slow <n>", c.slow, integerOption("--b-slow")),
    lang,
    true,
  ).action((options, cmd: Command) => runDice("confront", options, cmd));
};
