import { SYSTEM_IDS } from "@spieltisch/engine";
import type { Lang } from "@spieltisch/protocol";

const DE = {
  program: "Spieltisch – Würfe mit exakten Chancen für EWS (1w6) und verwandte Regelsysteme",
  // The registry's systems, so a new one is named here without a line of its own.
  system: `Regelsystem: ${SYSTEM_IDS.join(", ")}`,
  modules: "Module, z. B. krit,foka,stem",
  houseRules: "Hausregeln: diese Fehler-Codes nur als Warnung (z. B. over-budget)",
  tableOption: "Tischoption, mehrfach möglich (z. B. --option faarDefenseDivisor=2)",
  json: "ein JSON-Objekt auf stdout, sonst nichts",
  odds: "exakte Wahrscheinlichkeiten statt eines Wurfs",
  seed: "reproduzierbare Würfe mit diesem Startwert",
  dice: "diese Augenzahlen der Reihe nach statt zufälliger (z. B. 4,2)",
  lang: "Sprache der Ausgabe: de oder en",
  check: "eine Probe würfeln (oder mit --odds ihre Chancen zeigen)",
  value: "Wert (Eigenschaft, Fertigkeit, Beruf)",
  target: "Mindestwurf (MW)",
  mod: "Modifikator, mehrfach möglich (z. B. --mod 3 --mod -3)",
  wounds: "Anzahl Wunden (je −3)",
  fallback:
    "EWS: ohne passende Fertigkeit ausweichen auf related-skill (verwandte Fertigkeit, −3) oder attribute (Eigenschaft, −9)",
  contest: "ein Wettstreit: A hat angefangen und gewinnt bei Gleichstand",
  a: "Wert von A",
  b: "Wert von B",
  aMod: "Modifikator für A (mehrfach möglich)",
  bMod: "Modifikator für B (mehrfach möglich)",
  aWounds: "Wunden von A",
  bWounds: "Wunden von B",
  char: "Charakterdateien: anzeigen, prüfen, steigern, Zustand im Spiel; Faar: Erfahrung, NSC-Werteblock",
  charShow: "Charakter anzeigen: Werte, Kosten, Probleme",
  charValidate: "Charakter prüfen (Exit 0 gültig, 2 ungültig)",
  file: "Charakterdatei (JSON)",
};

const EN: typeof DE = {
  program: "Spieltisch – rolls with exact odds for EWS (1w6) and related rule systems",
  system: `rule system: ${SYSTEM_IDS.join(", ")}`,
  modules: "modules, e.g. krit,foka,stem",
  houseRules: "house rules: report these error codes as warnings only (e.g. over-budget)",
  tableOption: "table option, repeatable (e.g. --option faarDefenseDivisor=2)",
  json: "one JSON object on stdout, nothing else",
  odds: "exact probabilities instead of a roll",
  seed: "reproducible rolls from this seed",
  dice: "use these faces in order instead of random ones (e.g. 4,2)",
  lang: "output language: de or en",
  check: "roll a check (or show its odds with --odds)",
  value: "value (attribute, skill, profession)",
  target: "target number (Mindestwurf, MW)",
  mod: "modifier, repeatable (e.g. --mod 3 --mod -3)",
  wounds: "number of wounds (−3 each)",
  fallback: "EWS: without the fitting skill, roll on related-skill (−3) or attribute (an Eigenschaft, −9)",
  contest: "a contest: A started and wins ties",
  a: "A's value",
  b: "B's value",
  aMod: "modifier for A (repeatable)",
  bMod: "modifier for B (repeatable)",
  aWounds: "A's wounds",
  bWounds: "B's wounds",
  char: "character files: show, validate, advance, condition in play; Faar: experience, NPC block",
  charShow: "show a character: values, cost, issues",
  charValidate: "validate a character (exit 0 valid, 2 invalid)",
  file: "character file (JSON)",
};

/** Help texts for options and commands in the user's language. */
export const describe = (lang: Lang): typeof DE => (lang === "en" ? EN : DE);
