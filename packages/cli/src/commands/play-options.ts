import type { Lang } from "@spieltisch/protocol";
import type { Command } from "commander";

const DE = {
  char: "Charakterdatei der handelnden Seite: Zustand und Werte vom Bogen",
  skill: "Wert vom Bogen der handelnden Seite (Name, z. B. Nahkampf)",
  opponentChar: "Charakterdatei der Gegenseite (Verteidiger, Seite B, Ziel)",
  opponentSkill: "Wert vom Bogen der Gegenseite",
  apply: "die Folgen des Wurfs in die Charakterdateien schreiben (alte Fassung als DATEI.bak)",
};

const EN: typeof DE = {
  char: "character file of the acting side: condition and sheet values",
  skill: "sheet value of the acting side (by name, e.g. Nahkampf)",
  opponentChar: "character file of the other side (defender, side B, target)",
  opponentSkill: "sheet value of the other side",
  apply: "write the roll's consequences into the character files (old version kept as FILE.bak)",
};

/**
 * Adds the play options to a dice command: `--char`, `--skill` and `--apply`, and for an action
 * with two sides `--opponent-char` and `--opponent-skill` (CONTRACT §4 `actor` / `opponent`).
 */
export function addPlayOptions(cmd: Command, lang: Lang, twoSided: boolean): Command {
  const d = lang === "de" ? DE : EN;
  cmd.option("--char <file>", d.char).option("--skill <name>", d.skill);
  if (twoSided)
    cmd.option("--opponent-char <file>", d.opponentChar).option("--opponent-skill <name>", d.opponentSkill);
  return cmd.option("--apply", d.apply);
}
