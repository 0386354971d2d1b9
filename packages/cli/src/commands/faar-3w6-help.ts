import type { Lang } from "@spieltisch/protocol";

const DE = {
  melee: "ein Angriff mit Verteidigung und Schaden (faar), oder mit --odds seine Chancen",
  attack: "faar: Angriffswert (ST, GE oder Fertigkeitswert)",
  defense: "faar: Verteidigungswert des Ziels",
  damage: "faar: Schadenswurf der Waffe, z. B. 2W6 (Standard), 1W6, 1W6/2+1",
  armor: "faar: Rüstung (Leder 1, Kette 2, Platte 3) oder sechs Werte je Trefferzone, z. B. 0,0,1,1,2,3",
  shield: "faar: Schildbonus (zählt nicht von hinten)",
  behind: "faar: Angriff von hinten (Schild wirkungslos)",
  zones: "faar: Trefferzone mit 1W6 auswürfeln",
  damageType: "faar: Schadensart für kritische Treffer: cut (Schnitt), blunt (Schlag), shot (Schuss)",
  seaBlade: "faar: Meermenschen-Klinge (ab 5 Schaden W20 auf Stabilität)",
  secretBladeRoll: "faar: Stabilitätswurf geheim (Spielleitung)",
  defenseMod: "faar: Modifikator der Spielleitung auf die Verteidigung",
  initiative:
    "Kampf-Reihenfolge bestimmen: 3w6-stunts würfelt, faar nach GE + IT, ews und ews-urfassung nach der Spielleitung",
  participants:
    "Teilnehmer als name:geschwindigkeit:geschicklichkeit (3w6-stunts), name:GE:IT (faar), Namen in der Reihenfolge der Spielleitung (ews, ews-urfassung; mit --dexterity name:Wert), z. B. Linda:3:2 Ork:2:1",
  dexterity:
    "ews, ews-urfassung: statt der Reihenfolge der Spielleitung eine Probe auf Geschicklichkeit je Kämpfer (gegen 12), das höhere Ergebnis beginnt",
  grauen: "eine Grauen-Probe (faar): W20 ≤ IT, Punkte und Folgen des Grauens",
  it: "Intuition (IT)",
  grauenMod: "Erleichterung (+) oder Erschwernis (−) je nach Schwere des Erlebnisses",
  points: "Punkte Grauen vor der Probe (Standard 0)",
};

const EN: typeof DE = {
  melee: "one attack with defence and damage (faar), or its odds with --odds",
  attack: "faar: attack value (ST, GE or skill value)",
  defense: "faar: the target's defence value",
  damage: "faar: weapon damage dice, e.g. 2W6 (default), 1W6, 1W6/2+1",
  armor: "faar: armour (leather 1, chain 2, plate 3) or six values per hit zone, e.g. 0,0,1,1,2,3",
  shield: "faar: shield bonus (does not count from behind)",
  behind: "faar: attack from behind (shield useless)",
  zones: "faar: roll the hit zone with 1d6",
  damageType: "faar: damage type for critical hits: cut, blunt, shot",
  seaBlade: "faar: sea-folk blade (from 5 damage a d20 stability roll)",
  secretBladeRoll: "faar: stability roll is secret (GM)",
  defenseMod: "faar: GM modifier on the defence",
  initiative: "set the combat order: 3w6-stunts rolls, faar by GE + IT, ews and ews-urfassung by the GM",
  participants:
    "participants as name:speed:dexterity (3w6-stunts), name:GE:IT (faar), names in the GM's order (ews, ews-urfassung; with --dexterity name:value), e.g. Linda:3:2 Ork:2:1",
  dexterity:
    "ews, ews-urfassung: instead of the GM's order a Geschicklichkeit check per fighter (against 12), the higher result first",
  grauen: "a Grauen check (faar): d20 ≤ IT, points and consequences of horror",
  it: "Intuition (IT)",
  grauenMod: "easier (+) or harder (−) by how terrible the experience is",
  points: "Grauen points before the check (default 0)",
};

/** Help texts of `melee` and `initiative` in the user's language. */
export const describeFaar3w6 = (lang: Lang): typeof DE => (lang === "en" ? EN : DE);
