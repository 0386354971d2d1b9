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
  attack: "Angriffswert (faar)",
  defense: "Abwehrwert (faar)",
  damage: "Schaden: Würfel (faar, z. B. 2W6) oder Verhältnis A-B (kampfwuerfel, z. B. 2-3)",
  armor: "Rüstung bzw. Gesamtschutz des Getroffenen (faar, kampfwuerfel)",
  attackDice: "Kampfwürfel des Angriffs (kampfwuerfel)",
  defenseDice: "Kampfwürfel der Abwehr (kampfwuerfel)",
  shieldDice: "Bonuswürfel des Schilds in der Abwehr (kampfwuerfel)",
  bonus: "Zusatz- plus Fertigkeitsschaden (kampfwuerfel)",
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
  attack: "attack value (faar)",
  defense: "defence value (faar)",
  damage: "damage: dice (faar, e.g. 2W6) or ratio A-B (kampfwuerfel, e.g. 2-3)",
  armor: "armour or total protection of the one hit (faar, kampfwuerfel)",
  attackDice: "combat dice of the attack (kampfwuerfel)",
  defenseDice: "combat dice of the defence (kampfwuerfel)",
  shieldDice: "the shield's bonus dice on defence (kampfwuerfel)",
  bonus: "extra plus skill damage (kampfwuerfel)",
  pool: "number of combat dice (kampfwuerfel)",
  need: "successes needed (kampfwuerfel, default 2)",
};

/** Help texts of `melee` (and of the pool options of `check`) in the user's language. */
export const describeMelee = (lang: Lang): typeof DE => (lang === "en" ? EN : DE);
