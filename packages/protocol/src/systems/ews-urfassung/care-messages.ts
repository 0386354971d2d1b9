/**
 * Messages of the Urfassung's care commands on the command line: weapon damage, bleeding,
 * bandaging and a week of healing. German first; the type checker makes sure English has every key.
 */
const de = {
  "urCare.kind.wound": "Wunde",
  "urCare.kind.severe": "schwere Wunde",
  "urCare.damage.title": "Waffenschaden {dice}",
  "urCare.damage.roll": "Wurf {faces} → {damage} Schaden",
  "urCare.damage.rollStun": "Wurf {faces} → {damage} Erschöpfungsschaden (betäubt, kein echter Schaden)",
  "urCare.damage.mean": "Im Mittel {mean} Schaden ({exact})",
  "urCare.damage.row": "{damage} Schaden",
  "urCare.bleed.title": "Blutung: KO {constitution}, {count} × {kind}, {intervals} Abschnitte",
  "urCare.bleed.roll": "{damage} TP verloren, {bleeding} bluten noch",
  "urCare.bleed.odds": "Jede Blutung steht am Ende mit {percent} ({exact}); im Mittel {expected} TP Verlust",
  "urCare.bandage.title": "Verbinden: Heilkunde {skill}, {kind}",
  "urCare.bandage.stops": "Blutung gestillt",
  "urCare.bandage.bleeds": "blutet weiter",
  "urCare.bandage.roll": "Wurf {faces} → {result}: {verdict}, {tp} TP zurück",
  "urCare.bandage.odds": "Die Blutung steht mit {percent} ({exact})",
  "urCare.heal.title.travel": "Eine Woche Heilung auf Reisen: KO {constitution}",
  "urCare.heal.title.treatment": "Eine Woche Heilung in Behandlung: KO {constitution}, Arzt {physician}",
  "urCare.heal.roll": "Wurf {faces} → {result} gegen {target}: {tp} TP",
  "urCare.heal.odds": "TP kommen zurück mit {percent} ({exact})",
};

const en: Record<keyof typeof de, string> = {
  "urCare.kind.wound": "wound",
  "urCare.kind.severe": "severe wound",
  "urCare.damage.title": "Weapon damage {dice}",
  "urCare.damage.roll": "roll {faces} → {damage} damage",
  "urCare.damage.rollStun": "roll {faces} → {damage} stun damage (no real damage)",
  "urCare.damage.mean": "{mean} damage on average ({exact})",
  "urCare.damage.row": "{damage} damage",
  "urCare.bleed.title": "Bleeding: KO {constitution}, {count} × {kind}, {intervals} intervals",
  "urCare.bleed.roll": "{damage} TP lost, {bleeding} still bleeding",
  "urCare.bleed.odds":
    "Every bleeding stopped at the end with {percent} ({exact}); {expected} TP lost on average",
  "urCare.bandage.title": "Bandaging: Heilkunde {skill}, {kind}",
  "urCare.bandage.stops": "bleeding stopped",
  "urCare.bandage.bleeds": "still bleeding",
  "urCare.bandage.roll": "roll {faces} → {result}: {verdict}, {tp} TP back",
  "urCare.bandage.odds": "The bleeding stops with {percent} ({exact})",
  "urCare.heal.title.travel": "A week of healing on the road: KO {constitution}",
  "urCare.heal.title.treatment": "A week of healing in treatment: KO {constitution}, physician {physician}",
  "urCare.heal.roll": "roll {faces} → {result} against {target}: {tp} TP",
  "urCare.heal.odds": "TP come back with {percent} ({exact})",
};

/** The care commands' messages in both languages. */
export const urfassungCareMessages = { de, en };
