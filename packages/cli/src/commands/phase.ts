import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { describeKwDice } from "./kampfwuerfel-dice-help.js";
import { addPlayOptions } from "./play-options.js";

/** `spieltisch phase --system kampfwuerfel --combat-dice N --reflex-dice N [--armor-be N …]`. */
export const registerPhase: RegisterCommand = ({ program, lang, runDice }) => {
  const d = describeKwDice(lang);
  addPlayOptions(
    program
      .command("phase")
      .description(d.phase)
      .option("--combat-dice <n>", d.combatDice, integerOption("--combat-dice"))
      .option("--reflex-dice <n>", d.reflexDice, integerOption("--reflex-dice"))
      .option("--armor-be <n>", d.armorBe, integerOption("--armor-be"))
      .option("--extra-be <n>", d.extraBe, integerOption("--extra-be"))
      .option("--shield-be <n>", d.shieldBe, integerOption("--shield-be"))
      .option("--shield-skill <n>", d.shieldSkill, integerOption("--shield-skill"))
      .option("--toughness <n>", d.toughness, integerOption("--toughness")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("phase", options, cmd));
};
