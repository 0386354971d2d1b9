import type { Lang } from "@spieltisch/protocol";

const DE = {
  damage: "ews-urfassung: Waffenschaden würfeln (W3, W6, 2W6, W+W oder none) mit Kraftschwelle",
  dice: "Schadenswürfel der Waffe: none, W3, W6, 2W6, W+W (--dice bleibt für vorgegebene Augen)",
  bonus: "fester Zusatzschaden der Waffe (auch negativ, z. B. −4)",
  strength: "Stärke des Angreifers",
  strengthThreshold: "Kraftschwelle der Waffe (Standard 12)",
  stun: "Betäubungsschaden (waffenloser Kampf: --weapon-dice W6 --bonus -4 --strength-threshold 12)",
  bleed:
    "ews-urfassung: Blutung unversorgter Wunden über Minuten (Wunden) oder 10-Sekunden-Abschnitte (schwere)",
  constitution: "Konstitution (KO)",
  kind: "Art der Wunde: wound (Wunde) oder severe (schwere Wunde)",
  count: "Anzahl blutender Wunden dieser Art",
  intervals: "Anzahl Abschnitte (Minuten bzw. 10 Sekunden)",
  bandage: "ews-urfassung: eine Wunde verbinden (Heilkunde gegen 9 bzw. 15)",
  skill: "Heilkunde-Wert der Person, die verbindet",
  mod: "Modifikator",
  mode: "ews-urfassung: travel (auf Reisen) oder treatment (in Behandlung)",
  exertion:
    "ews-urfassung, auf Reisen: gentle (9), normal (12), riding (15, auch Marschieren), forced-march (18)",
  equipment: "ews-urfassung, in Behandlung: Ausrüstung des Arztes (−9 bis +9)",
  severeWounds: "ews-urfassung: Anzahl schwerer Wunden",
};

const EN: typeof DE = {
  damage: "ews-urfassung: roll weapon damage (W3, W6, 2W6, W+W or none) with the strength threshold",
  dice: "the weapon's damage dice: none, W3, W6, 2W6, W+W (--dice stays the scripted faces)",
  bonus: "the weapon's fixed damage bonus (may be negative, e.g. −4)",
  strength: "the attacker's strength",
  strengthThreshold: "the weapon's Kraftschwelle (default 12)",
  stun: "stun damage (unarmed: --weapon-dice W6 --bonus -4 --strength-threshold 12)",
  bleed: "ews-urfassung: bleeding of untreated wounds over minutes (wounds) or 10-second spans (severe ones)",
  constitution: "constitution (KO)",
  kind: "kind of wound: wound or severe",
  count: "number of bleeding wounds of that kind",
  intervals: "number of intervals (minutes or 10 seconds)",
  bandage: "ews-urfassung: bandage one wound (Heilkunde against 9 or 15)",
  skill: "Heilkunde value of the one bandaging",
  mod: "modifier",
  mode: "ews-urfassung: travel (on the road) or treatment",
  exertion:
    "ews-urfassung, on the road: gentle (9), normal (12), riding (15, also marching), forced-march (18)",
  equipment: "ews-urfassung, in treatment: the physician's equipment (−9 to +9)",
  severeWounds: "ews-urfassung: number of severe wounds",
};

/** Help texts of the Urfassung's care commands (`damage`, `bleed`, `bandage`) and its `heal` options. */
export const describeUrfassungCare = (lang: Lang): typeof DE => (lang === "de" ? DE : EN);
