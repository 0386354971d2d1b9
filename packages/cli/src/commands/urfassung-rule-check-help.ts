import type { Lang } from "@spieltisch/protocol";

const DE = {
  exhaustion:
    "ews-urfassung: Erschöpfungsprobe nach KO Handlungen (KO gegen 15, in reiner Abwehr und beim Zurückweichen gegen 12)",
  daze: "ews-urfassung: Betäubungsprobe nach einem Treffer (KO − Schaden gegen 12)",
  injury: "ews-urfassung: Verletzungstabelle – eine SR-Probe je überschrittener Schwelle",
  constitution: "Konstitution (KO)",
  stance:
    "Kampfverhalten: retreat (Zurückweichen), full-defense (reine Abwehr), defensive, balanced (Standard), full-attack",
  damage: "Schaden des Treffers",
  resistance: "Schadensresistenz (SR; ohne SR die KO)",
  before: "Trefferpunkte vor dem Treffer",
  after: "Trefferpunkte nach dem Treffer",
};

const EN: typeof DE = {
  exhaustion:
    "ews-urfassung: exhaustion check after KO actions (KO against 15, in full defence or retreating against 12)",
  daze: "ews-urfassung: daze check after a hit (KO − damage against 12)",
  injury: "ews-urfassung: injury table – one SR check per threshold crossed",
  constitution: "constitution (KO)",
  stance: "stance: retreat, full-defense, defensive, balanced (default), full-attack",
  damage: "the hit's damage",
  resistance: "damage resistance (SR; KO without SR)",
  before: "hit points before the hit",
  after: "hit points after the hit",
};

/** Help texts of the Urfassung's rule-check commands (`exhaustion`, `daze`, `injury`). */
export const describeUrfassungRuleChecks = (lang: Lang): typeof DE => (lang === "de" ? DE : EN);
