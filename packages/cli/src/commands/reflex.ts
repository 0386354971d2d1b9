import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeKwDice } from "./kampfwuerfel-dice-help.js";
import { addPlayOptions } from "./play-options.js";

/** `spieltisch reflex --system kampfwuerfel --reflex-dice N [--armor-be N …]`: a reflex roll. */
export const registerReflex: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeKwDice(lang);
  addPlayOptions(
    program
      .command("reflex")
      .description(d.reflex)
      .option("--reflex-dice <n>", d.reflexDice, integerOption("--reflex-dice"))
      .option("--armor-be <n>", d.armorBe, integerOption("--armor-be"))
      .option("--extra-be <n>", d.extraBe, integerOption("--extra-be"))
      .option("--shield-be <n>", d.shieldBe, integerOption("--shield-be"))
      .option("--shield-skill <n>", d.shieldSkill, integerOption("--shield-skill"))
      .option("--toughness <n>", d.toughness, integerOption("--toughness"))
      .option("--need <n>", d.need, integerOption("--need")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("reflex", options, cmd));
};
