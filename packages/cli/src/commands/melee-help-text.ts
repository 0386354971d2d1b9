import type { Lang } from "@spieltisch/protocol";

const DE = {
  melee: "ein Nahkampf-Schlagabtausch (oder mit --odds seine Chancen); Optionen je nach System",
  attacker: "Kampfwert des Angreifers (ews mit foka, ews-urfassung)",
  defender: "Kampfwert des Verteidigers",
  attackerWeapon: "Waffenschaden des Angreifers",
  defenderWeapon: "Waffenschaden des Verteidigers",
  attackerArmor: "Rüstungsschutz des Angreifers",
  defenderArmor: "Rüstungsschutz des Verteidigers",
  attackerMod: "Modifikator des Angreifers (mehrfach möglich)",
  defenderMod: "Modifikator des Verteidigers (mehrfach möglich)",
  stance:
    "Kampfverhalten (ews-urfassung): retreat, full-defense, defensive, balanced, full-attack (retreat und full-defense nur für den Verteidiger)",
  heavy: "heftiger Angriff: −n auf den Wurf, +3n Schaden (ews-urfassung)",
  cut: "Schnittchen: −n auf den Wurf, −5n Schaden, mindestens 1 (ews-urfassung)",
  aim: "gezielter Angriff: hand (−6, höchstens SR/3) oder head (−9, 6-facher Schaden)",
  tension: "Spannungswert plus Spannungspunkte: vor dem Gerade/Ungerade-Test addiert",
  resistance: "Schadensresistenz (SR), nötig wenn auf die Hand gezielt wird",
  weaponDamage:
    "ews-urfassung: Schadenswert der Waffe als Würfel, wie der Text ihn schreibt (1W6, 1W3+2, 2W6, 1W+1W-6, 1W-4); statt --…-weapon",
  strength:
    "ews-urfassung: Stärke des Kämpfers; jeder Punkt über der Kraftschwelle zählt +1 (mit --…-damage)",
  strengthThreshold: "ews-urfassung: Kraftschwelle der Waffe (Standard 12, mit --…-damage)",
  attack: "Angriffswert (faar)",
  defense: "Abwehrwert (faar)",
  damage: "Schaden: Würfel (faar, z. B. 2W6) oder Verhältnis A-B (kampfwuerfel, z. B. 2-3)",
  armor: "Rüstung bzw. Gesamtschutz des Getroffenen (faar, kampfwuerfel)",
  attackDice: "Kampfwürfel des Angriffs (kampfwuerfel)",
  defenseDice: "Kampfwürfel der Abwehr (kampfwuerfel)",
  shieldDice: "Bonuswürfel des Schilds in der Abwehr (kampfwuerfel)",
  bonus: "Zusatz- plus Fertigkeitsschaden (kampfwuerfel)",
  unarmed: "ews-urfassung: waffenlos – Treffer dieser Seite machen Erschöpfungsschaden",
  armorValues: "kampfwuerfel: Rüstungswerte vom Bogen, z. B. 3,2,2 (Gesamtschutz = Summe : 3; statt --armor)",
  extraDamage: "kampfwuerfel: Zusatzschaden der Waffe (zählt ab einem Punkt Waffenfertigkeit)",
  weaponSkill: "kampfwuerfel: Wert der Waffenfertigkeit",
  skillFactor: "kampfwuerfel: Faktor des Erfahrungswertes (Fertigkeitsschaden = Fertigkeit × Faktor)",
  skillCap: "kampfwuerfel: bis zu welcher Fertigkeit die Waffe Fertigkeitsschaden macht",
  pool: "Anzahl Kampfwürfel (kampfwuerfel)",
  need: "nötige Erfolge (kampfwuerfel, Standard 2)",
};

const EN: typeof DE = {
  melee: "one melee exchange (or its odds with --odds); options per system",
  attacker: "attacker's combat value (ews with foka, ews-urfassung)",
  defender: "defender's combat value",
  attackerWeapon: "attacker's weapon damage",
  defenderWeapon: "defender's weapon damage",
  attackerArmor: "attacker's armour",
  defenderArmor: "defender's armour",
  attackerMod: "attacker's modifier (repeatable)",
  defenderMod: "defender's modifier (repeatable)",
  stance:
    "stance (ews-urfassung): retreat, full-defense, defensive, balanced, full-attack (retreat and full-defense only for the defender)",
  heavy: "heavy attack: −n on the roll, +3n damage (ews-urfassung)",
  cut: "Schnittchen: −n on the roll, −5n damage, at least 1 (ews-urfassung)",
  aim: "aimed attack: hand (−6, at most SR/3) or head (−9, damage × 6)",
  tension: "Spannungswert plus tension points, added before the even/odd test",
  resistance: "damage resistance (SR), needed when the hand is aimed at",
  weaponDamage:
    "ews-urfassung: the weapon's damage as dice, written as the text does (1W6, 1W3+2, 2W6, 1W+1W-6, 1W-4); instead of --…-weapon",
  strength:
    "ews-urfassung: the fighter's strength; each point over the strength threshold adds 1 (with --…-damage)",
  strengthThreshold:
    "ews-urfassung: the weapon's strength threshold (Kraftschwelle, default 12; with --…-damage)",
  attack: "attack value (faar)",
  defense: "defence value (faar)",
  damage: "damage: dice (faar, e.g. 2W6) or ratio A-B (kampfwuerfel, e.g. 2-3)",
  armor: "armour or total protection of the one hit (faar, kampfwuerfel)",
  attackDice: "combat dice of the attack (kampfwuerfel)",
  defenseDice: "combat dice of the defence (kampfwuerfel)",
  shieldDice: "the shield's bonus dice on defence (kampfwuerfel)",
  bonus: "extra plus skill damage (kampfwuerfel)",
  unarmed: "ews-urfassung: unarmed – this side's hits deal stun damage",
  armorValues:
    "kampfwuerfel: armour values from the sheet, e.g. 3,2,2 (Gesamtschutz = sum / 3; instead of --armor)",
  extraDamage: "kampfwuerfel: the weapon's extra damage (counts from one point of weapon skill)",
  weaponSkill: "kampfwuerfel: weapon skill value",
  skillFactor: "kampfwuerfel: experience factor (skill damage = skill × factor)",
  skillCap: "kampfwuerfel: up to which skill the weapon turns skill into damage",
  pool: "number of combat dice (kampfwuerfel)",
  need: "successes needed (kampfwuerfel, default 2)",
};

/** Help texts of `melee` (and of the pool options of `check`) in the user's language. */
export const describeMelee = (lang: Lang): typeof DE => (lang === "en" ? EN : DE);
