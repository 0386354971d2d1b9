import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { addPlayOptions } from "./play-options.js";

const DE = {
  rest: "faar: Heilung durch Rast – ein Lebenspunkt pro Tag, höchstens bis zum Maximum; schwere Verletzungen verlangsamen sie (Tischoption faarInjuryRestDays, Standard 2 Tage je Lebenspunkt)",
  current: "Lebenspunkte jetzt (mit --char: aus dem Zustand)",
  max: "höchste Lebenspunkte (mit --char: aus dem Zustand)",
  days: "Tage Rast",
  injuries: "schwere Verletzungen (mit --char: aus dem Zustand)",
  restDays: "Tage verlangsamter Rast schon auf den nächsten Lebenspunkt (mit --char: aus dem Zustand)",
};

const EN: typeof DE = {
  rest: "faar: healing by rest – one life point per day, up to the maximum; severe injuries slow it (table option faarInjuryRestDays, default 2 days per life point)",
  current: "life points now (with --char: from the condition)",
  max: "maximum life points (with --char: from the condition)",
  days: "days of rest",
  injuries: "severe injuries (with --char: from the condition)",
  restDays: "days of slowed rest already toward the next life point (with --char: from the condition)",
};

/** `spieltisch rest --system faar --days N [--current N --max N --injuries N --rest-days N]`. */
export const registerRest: RegisterCommand = ({ program, lang, runDice }) => {
  const d = lang === "de" ? DE : EN;
  addPlayOptions(
    program
      .command("rest")
      .description(d.rest)
      .option("--current <n>", d.current, integerOption("--current"))
      .option("--max <n>", d.max, integerOption("--max"))
      .option("--days <n>", d.days, integerOption("--days"))
      .option("--injuries <n>", d.injuries, integerOption("--injuries"))
      .option("--rest-days <n>", d.restDays, integerOption("--rest-days")),
    lang,
    false,
  ).action((options, cmd: Command) => runDice("rest", options, cmd));
};
