import type { Lang } from "@spieltisch/protocol";

const DE = {
  phase: "kampfwuerfel: Kampf- und Reflexwürfel je Kampfphase nach Behinderung (ohne Wurf)",
  combatDice: "Kampfwürfel (KW) vom Bogen",
  reflex:
    "kampfwuerfel: ein Reflexwurf mit den Reflexwürfeln nach Behinderung (einmal je Kampfphase; mit --char Würfel und BE aus dem Zustand, mit --apply verfallen die übrigen KW der Phase)",
  reflexDice: "Reflexwürfel vom Bogen (mit --char: aus dem Zustand)",
  armorBe: "BE der Rüstung und anderer Gegenstände außer dem Schild",
  extraBe: "zusätzliche BE durch Umstände (Spielleitung)",
  shieldBe: "BE des Schilds (zählt bei Reflexwürfeln immer voll)",
  shieldSkill: "Punkte in Schildkampf (senken nur die Schild-BE, nie bei Reflexwürfeln)",
  toughness: "Punkte in Zähigkeit (senken nur die BE außer dem Schild)",
  need: "nötige Erfolge (Standard 2)",
};

const EN: typeof DE = {
  phase: "kampfwuerfel: Kampf- and reflex dice per combat phase after hindrance (no die)",
  combatDice: "combat dice (KW) from the sheet",
  reflex:
    "kampfwuerfel: a reflex roll with the reflex dice after hindrance (once per combat phase; with --char dice and BE from the condition, with --apply the phase's remaining KW are lost)",
  reflexDice: "reflex dice from the sheet (with --char: from the condition)",
  armorBe: "BE of armour and other items except the shield",
  extraBe: "extra BE from circumstances (the GM's)",
  shieldBe: "the shield's BE (always counts in full on reflex dice)",
  shieldSkill: "points in shield fighting (lower only the shield's BE, never on reflex dice)",
  toughness: "points in Zähigkeit (lower only BE other than the shield's)",
  need: "successes needed (default 2)",
};

/** Help texts of the Kampfwürfel dice commands (`reflex`, `phase`). */
export const describeKwDice = (lang: Lang): typeof DE => (lang === "de" ? DE : EN);
