import type { Lang } from "@spieltisch/protocol";

const DE = {
  earn: "Faar: Erfahrungspunkte gutschreiben (mit --out speichern)",
  spend: "Faar: Erfahrungspunkte ausgeben – Attribut +1 oder Fertigkeit +1 für 200, neue Fertigkeit für 100",
  npc: "Faar: der Werteblock eines Nichtspieler-Charakters, mit Lebenspunkte-Protokoll",
  points: "Erfahrungspunkte (z. B. 250 für ein Abenteuer)",
  attribute: "ein Attribut um 1 steigern: ST, KO, GE, IN, IT oder CH",
  skill: "eine erlernte Fertigkeit um 1 steigern",
  newSkill: "eine Fertigkeit neu erlernen (Stufe 1)",
  base: "Attribut einer neuen Fertigkeit, die nicht in der Liste steht",
  note: "Notiz für die Erfahrungsliste (Abenteuer, Datum)",
  out: "in diese Datei schreiben (atomar; ohne --out wird nur angezeigt)",
  hit: "Treffer auf die Lebenspunkte, mehrfach möglich (z. B. --hit 7 --hit 12)",
  sample: "ein Beispiel-Werteblock statt einer Datei: stadtwache",
};

const EN: typeof DE = {
  earn: "Faar: award experience points (save with --out)",
  spend: "Faar: spend experience points – attribute +1 or skill +1 for 200, a new skill for 100",
  npc: "Faar: a non-player character's stat block, with its life-point track",
  points: "experience points (e.g. 250 for an adventure)",
  attribute: "raise an attribute by 1: ST, KO, GE, IN, IT or CH",
  skill: "raise a learned skill by 1",
  newSkill: "learn a new skill (level 1)",
  base: "attribute of a new skill that is not on the list",
  note: "note for the experience history (adventure, date)",
  out: "write to this file (atomic; without --out only shows)",
  hit: "a hit on the life points, repeatable (e.g. --hit 7 --hit 12)",
  sample: "a sample stat block instead of a file: stadtwache",
};

/** Help texts of the Faar `char` subcommands `earn`, `spend` and `npc`. */
export const charFaarHelp = (lang: Lang): typeof DE => (lang === "de" ? DE : EN);
