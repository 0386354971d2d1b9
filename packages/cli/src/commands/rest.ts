import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { addPlayOptions } from "./play-options.js";

const DE = {
  rest: "faar: Heilung durch Rast – ein Lebenspunkt pro Tag, höchstens bis zum Maximum",
  current: "Lebenspunkte jetzt",
  max: "höchste Lebenspunkte",
  days: "Tage Rast",
};

const EN: typeof DE = {
  rest: "faar: healing by rest – one life point per day, up to the maximum",
  current: "life points now",
  max: "maximum life points",
  days: "days of rest",
};

/** `spieltisch rest --system faar --current N --max N --days N`. */
export const registerRest: RegisterCommand = ({ program, lang, runDice }) => {
  const d = lang === "de" ? DE : EN;
  addPlayOptions(
    program
      .command("rest")
      .description(d.rest)
      .option("--current <n>", d.current, integerOption("--current"))
      .option("--max <n>", d.max, integerOption("--max"))
      .option("--days <n>", d.days, integerOption("--days")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("rest", options, cmd));
};
