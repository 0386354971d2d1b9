import type { Command } from "commander";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";
import { addPlayOptions } from "./play-options.js";

const DE = {
  reflex: "kampfwuerfel: ein Reflexwurf mit den Reflexwürfeln nach Behinderung (einmal je Kampfphase)",
  reflexDice: "Reflexwürfel vom Bogen",
  armorBe: "BE der Rüstung und anderer Gegenstände außer dem Schild",
  extraBe: "zusätzliche BE durch Umstände (Spielleitung)",
  shieldBe: "BE des Schilds (zählt bei Reflexwürfeln immer voll)",
  shieldSkill: "Punkte in Schildkampf (senken nur die Schild-BE, nie bei Reflexwürfeln)",
  toughness: "Punkte in Zähigkeit (senken nur die BE außer dem Schild)",
  need: "nötige Erfolge (Standard 2)",
};

const EN: typeof DE = {
  reflex: "kampfwuerfel: a reflex roll with the reflex dice after hindrance (once per combat phase)",
  reflexDice: "reflex dice from the sheet",
  armorBe: "BE of armour and other items except the shield",
  extraBe: "extra BE from circumstances (the GM's)",
  shieldBe: "the shield's BE (always counts in full on reflex dice)",
  shieldSkill: "points in shield fighting (lower only the shield's BE, never on reflex dice)",
  toughness: "points in Zähigkeit (lower only BE other than the shield's)",
  need: "successes needed (default 2)",
};

/** `spieltisch reflex --system kampfwuerfel --reflex-dice N [--armor-be N …]`: a reflex roll. */
export const registerReflex: RegisterCommand = ({ program, lang, runDice }) => {
  const d = lang === "de" ? DE : EN;
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
