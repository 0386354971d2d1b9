import type { Lang } from "@spieltisch/protocol";

const DE = {
  program: "Spieltisch – Würfe mit exakten Chancen für EWS (1w6) und verwandte Regelsysteme",
  system: "Regelsystem: ews, ews-urfassung, kampfwuerfel, faar, 3w6-stunts",
  modules: "Module, z. B. krit,foka,stem",
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
  contest: "ein Wettstreit: A hat angefangen und gewinnt bei Gleichstand",
  a: "Wert von A",
  b: "Wert von B",
  aMod: "Modifikator für A (mehrfach möglich)",
  bMod: "Modifikator für B (mehrfach möglich)",
  aWounds: "Wunden von A",
  bWounds: "Wunden von B",
};

const EN: typeof DE = {
  program: "Spieltisch – rolls with exact odds for EWS (1w6) and related rule systems",
  system: "rule system: ews, ews-urfassung, kampfwuerfel, faar, 3w6-stunts",
  modules: "modules, e.g. krit,foka,stem",
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
  contest: "a contest: A started and wins ties",
  a: "A's value",
  b: "B's value",
  aMod: "modifier for A (repeatable)",
  bMod: "modifier for B (repeatable)",
  aWounds: "A's wounds",
  bWounds: "B's wounds",
};

/** Help texts for options and commands in the user's language. */
export const describe = (lang: Lang): typeof DE => (lang === "en" ? EN : DE);
