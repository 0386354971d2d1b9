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
  initiative: "Initiative würfeln und Kampf-Reihenfolge bestimmen (3w6-stunts)",
  participants:
    "Teilnehmer als name:geschwindigkeit:geschicklichkeit (3w6-stunts) bzw. name:GE:IT (faar), z. B. Linda:3:2 Ork:2:1",
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
  initiative: "roll initiative and set the combat order (3w6-stunts)",
  participants:
    "participants as name:speed:dexterity (3w6-stunts) or name:GE:IT (faar), e.g. Linda:3:2 Ork:2:1",
  grauen: "a Grauen check (faar): d20 ≤ IT, points and consequences of horror",
  it: "Intuition (IT)",
  grauenMod: "easier (+) or harder (−) by how terrible the experience is",
  points: "Grauen points before the check (default 0)",
};

/** Help texts of `melee` and `initiative` in the user's language. */
export const describeFaar3w6 = (lang: Lang): typeof DE => (lang === "en" ? EN : DE);
