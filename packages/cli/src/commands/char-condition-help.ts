import type { Lang } from "@spieltisch/protocol";

const DE = {
  file: "Charakterdatei (JSON)",
  condition: "Zustand im Spiel: Werte, Status, fällige Proben, Mali je Art des Wurfs",
  damage: "Schaden eintragen (Befehl damage des Systems)",
  amount: "Schadenspunkte",
  stun: "Erschöpfungsschaden (ews-urfassung, waffenloser Treffer)",
  heal: "heilen: EWS Wunden (FoKa: TP), Urfassung TP, Kampfwürfel und Faar LP",
  healAmount: "geheilte Wunden, TP oder LP",
  week: "eine Woche Heilung (EWS-Grundregeln und Urfassung: die Probe wird gewürfelt, --seed/--dice wie sonst)",
  situation:
    "Umstände: EWS hospital, rest, travel, stress, nightmare; FoKa hospital, bed, ship, march; Urfassung travel, treatment",
  weeks: "Anzahl Wochen (FoKa, Kampfwürfel, Faar; Vorgabe 1)",
  exertion: "Urfassung, Reise: gentle, normal, riding, forced-march",
  physician: "Arzt: EWS Pluszeichen der Fertigkeit; Urfassung Arztwert",
  equipment: "Urfassung, Behandlung: Ausstattung −9 bis 9",
  untreated: "EWS-Grundregeln: Wunden unbehandelt",
  value: "EWS-Grundregeln: Wert der Heilungsprobe",
  skill: "EWS-Grundregeln: Wert der Heilungsprobe vom Bogen",
  command: 'ein Zustandsbefehl des Systems als JSON, z. B. \'{"command":"damage","amount":3}\'',
  commandJson: "der Befehl als JSON",
  due: "die (erste) fällige Probe würfeln und eintragen",
  id: "welche fällige Probe (z. B. low-tp-1)",
};

const EN: typeof DE = {
  file: "character file (JSON)",
  condition: "condition in play: values, status, checks due, mali per kind of roll",
  damage: "book damage (the system's damage command)",
  amount: "points of damage",
  stun: "exhaustion damage (ews-urfassung, an unarmed hit)",
  heal: "heal: EWS wounds (FoKa: TP), Urfassung TP, Kampfwürfel and Faar LP",
  healAmount: "wounds, TP or LP healed",
  week: "a week of healing (EWS basic rules and Urfassung roll the check, --seed/--dice as usual)",
  situation:
    "situation: EWS hospital, rest, travel, stress, nightmare; FoKa hospital, bed, ship, march; Urfassung travel, treatment",
  weeks: "number of weeks (FoKa, Kampfwürfel, Faar; default 1)",
  exertion: "Urfassung, travel: gentle, normal, riding, forced-march",
  physician: "physician: EWS the skill's plus signs; Urfassung the physician's value",
  equipment: "Urfassung, treatment: equipment −9 to 9",
  untreated: "EWS basic rules: wounds untreated",
  value: "EWS basic rules: value of the healing check",
  skill: "EWS basic rules: value of the healing check from the sheet",
  command: 'one of the system\'s condition commands as JSON, e.g. \'{"command":"damage","amount":3}\'',
  commandJson: "the command as JSON",
  due: "roll the (first) check due and book it",
  id: "which check due (e.g. low-tp-1)",
};

/** Help texts of the `char` play-state subcommands in the user's language. */
export const describeCharCondition = (lang: Lang): typeof DE => (lang === "de" ? DE : EN);
