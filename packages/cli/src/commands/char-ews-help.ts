import type { Lang } from "@spieltisch/protocol";

const TEXTS = {
  de: {
    charAdvance:
      "Steigerung (SteM): Striche auf einen Wert legen und das Ergebnis zeigen (mit --out speichern)",
    charNew: "Neue Charakterdatei mit Erklärungen im Feld _help (nur EWS)",
    value: "Name des Werts (Eigenschaft, Fertigkeit, Beruf, Merkmal)",
    striche: "Anzahl Striche (Standard 1)",
    out: "in diese Datei schreiben (atomar; ohne --out wird nur angezeigt)",
    newKind: "den Wert neu lernen: attribute|skill|profession|trait|specialisation",
    skill: "Fertigkeit einer neuen Spezialisierung, z. B. Nahkampf",
    attributes: "Eigenschaften einer neuen Fertigkeit, z. B. Gewandt,Stilvoll",
    note: "Notiz für die Steigerungsliste",
    undo: "die letzte Steigerung zurücknehmen",
    name: "Name des Charakters",
  },
  en: {
    charAdvance: "advancement (SteM): spend Striche on a value and show the result (save with --out)",
    charNew: "new character file with explanations in the _help field (EWS only)",
    value: "name of the value (attribute, skill, profession, trait)",
    striche: "number of Striche (default 1)",
    out: "write to this file (atomic; without --out only shows)",
    newKind: "learn the value anew: attribute|skill|profession|trait|specialisation",
    skill: "skill of a new specialisation, e.g. Nahkampf",
    attributes: "attributes of a new skill, e.g. Gewandt,Stilvoll",
    note: "note for the advancement history",
    undo: "undo the newest advancement",
    name: "character name",
  },
} as const;

/** Help texts of `char advance` and `char new` in the given language. */
export const charEwsHelp = (lang: Lang): (typeof TEXTS)["de"] | (typeof TEXTS)["en"] => TEXTS[lang];
