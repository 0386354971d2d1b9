/**
 * The web app's words for healing in play (issue #28): the Urfassung's week in treatment, what a
 * week changed (before → after), what must be settled before a week begins (a bleeding wound, a
 * dying Kampfwürfel fighter), a FoKa week that heals nothing, the healing forms that start from a
 * character's values, and the causes a condition names (a fighter down by a heavy hit). German
 * first; the type checker makes sure English has every key.
 */
const de = {
  // The situations of the Urfassung's week (ews-urfassung.txt „Heilung“)
  "web.play.option.treatment": "Behandlung und Ruhe (beim Arzt)",
  "web.heal.physician": "Heilkunde des Arztes",
  "web.heal.equipment": "Ausrüstung des Arztes (−9 bis +9, Feldlazarett −6)",
  "web.heal.treatmentHint":
    "Der Mindestwurf der KO-Probe ist 12 minus ein Drittel des Wurfs des Arztes; jede Wunde erschwert seine Probe um 3, jede schwere Wunde um 6.",
  // What the week did: the change, then the condition now
  "web.heal.weekLine": "{name}: {changes} – jetzt {state}",
  "web.heal.weekSame": "{name}: unverändert – {state}",
  "web.heal.weekStalled": "{name}: {why}",
  "web.change.field": "{label} {from} → {to}",
  "web.change.label.tp": "TP",
  "web.change.label.lp": "LP",
  "web.change.label.wounds": "Wunden",
  "web.change.label.severeWounds": "schwere Wunden",
  "web.change.label.criticalWounds": "kritische Wunden",
  "web.change.label.bleeding": "blutende Wunden",
  "web.change.label.stun": "Betäubung",
  "web.change.label.exhaustion": "Erschöpfung",
  "web.change.label.kwLeft": "Kampfwürfel übrig",
  "web.change.label.unconscious": "bewusstlos",
  "web.change.label.injuries": "Verletzungen",
  "web.change.label.grauen": "Grauen",
  "web.change.status": "{from} → {to}",
  "web.change.yes": "ja",
  "web.change.no": "nein",
  // A FoKa week that heals nothing (ews-2.txt L597)
  "web.heal.stall.no-healing":
    "Eine Woche {situation} bringt {name} mit {burden} 0 TP: ohne Krankenhaus oder Arzt ändert sich nichts.",
  "web.heal.stall.wasting":
    "Eine Woche {situation} kostet {name} mit {burden} {lost} TP – der Körper kommt damit nicht zurecht: ohne Krankenhaus oder Arzt wird es schlimmer.",
  "web.heal.stall.hospital": "Im Krankenhaus wären es {tp} TP pro Woche.",
  "web.heal.stallInHospital.no-healing":
    "Eine Woche im Krankenhaus bringt {name} mit {burden} 0 TP: nur ein Arzt kann noch helfen.",
  "web.heal.stallInHospital.wasting":
    "Eine Woche im Krankenhaus kostet {name} mit {burden} {lost} TP – der Körper kommt damit nicht zurecht: nur ein Arzt kann noch helfen.",
  "web.heal.stall.noHospital":
    "Auch im Krankenhaus wären es {tp} TP pro Woche: nur ein Arzt kann noch helfen.",
  "web.heal.stallSituation.bed": "Bettruhe",
  "web.heal.stallSituation.ship": "auf einem Schiff",
  "web.heal.stallSituation.march": "Gewaltmarsch",
  "web.heal.burden.woundOne": "einer Wunde",
  "web.heal.burden.woundCount": "{count} Wunden",
  "web.heal.burden.criticalOne": "einer kritischen Wunde",
  "web.heal.burden.criticalCount": "{count} kritischen Wunden",
  "web.heal.burden.severeOne": "einer schweren Wunde",
  "web.heal.burden.severeCount": "{count} schweren Wunden",
  "web.heal.burden.and": "{a} und {b}",
  // Before the week: the bleeding settled, the dying stabilised
  "web.heal.before": "Vor der Woche",
  "web.heal.bleeding":
    "{name} blutet noch aus {wounds}. Die Heilwoche beginnt erst, wenn die Blutung gestillt ist: verbinden (Heilkunde gegen 9, eine schwere Wunde gegen 15) oder die fälligen Blutungsproben würfeln.",
  "web.heal.bandager": "Heilkunde von dem, der verbindet",
  "web.heal.bandage": "Wunde verbinden",
  "web.heal.bandageSevere": "Schwere Wunde verbinden",
  "web.heal.bandageStopped": "Verbinden: Ergebnis {result} – die Blutung ist gestillt.",
  "web.heal.bandageStoppedTp": "Verbinden: Ergebnis {result} – die Blutung ist gestillt, {tp} TP zurück.",
  "web.heal.bandageStill": "Verbinden: Ergebnis {result} – zu wenig, die Wunde blutet weiter.",
  "web.heal.minute": "Eine Minute vergeht",
  "web.heal.minuteHint":
    "Mit jeder Minute wird für jede blutende Wunde eine KO-Probe fällig (bei einer schweren alle 10 Sekunden).",
  "web.heal.dying":
    "{name} stirbt (LP {lp}): Eine Woche Ruhe heilt erst, wenn die Spielleitung „Stabilisieren“ wählt.",
  "web.heal.weekWaits": "Die Woche beginnt, sobald keine Wunde mehr blutet.",
  // The healing forms start from a character's values
  "web.heal.patient": "Für wen?",
  "web.heal.patientNone": "– allgemein, ohne Charakter –",
  "web.heal.patientHint":
    "Die Formulare beginnen mit den Werten dieses Charakters (Zustand und Bogen). Gewürfelt wird hier als Ausblick; gebucht wird die Woche oben.",
  // Causes the condition names (RULINGS §7)
  "web.play.kw.down.heavy-hit":
    "bewusstlos durch einen schweren Treffer ({damage} SP über der Schwelle {threshold})",
  "web.play.kw.down.kraft-check": "bewusstlos nach einer misslungenen Kraft-Probe",
  "web.play.kw.stabilised": "unter 0 LP stabilisiert",
  "web.play.kw.threshold": "Schwelle für schwere Treffer {threshold}",
  "web.play.kw.lowered":
    "Schwelle für schwere Treffer {threshold} (gesenkt durch einen Treffer mit {damage} SP über K + G = {base})",
  "web.play.kw.dyingHint":
    "Ruhe heilt erst, wenn die Spielleitung unter „Zustand ändern“ „Stabilisieren“ wählt.",
  "web.play.stunConverted": "Betäubung {stun}, davon {converted} schon als echter Schaden gezählt",
  // Refusals said for the web (the catalogue's own names the CLI's commands)
  "web.error.kw-dying":
    "LP {lp}: Wer unter 0 LP stirbt, den heilt Ruhe erst, wenn die Spielleitung „Stabilisieren“ wählt (oder „Stirbt“).",
  "web.error.character-dead":
    "Der Charakter ist tot: das geht nicht mehr (die Spielleitung kann den Zustand von Hand setzen).",
} as const;

const en: Record<keyof typeof de, string> = {
  "web.play.option.treatment": "treatment and rest (with a physician)",
  "web.heal.physician": "Physician's Heilkunde",
  "web.heal.equipment": "Physician's equipment (−9 to +9, field hospital −6)",
  "web.heal.treatmentHint":
    "The KO check's target is 12 minus a third of the physician's roll; each wound makes the physician's check 3 harder, each severe wound 6.",
  "web.heal.weekLine": "{name}: {changes} – now {state}",
  "web.heal.weekSame": "{name}: unchanged – {state}",
  "web.heal.weekStalled": "{name}: {why}",
  "web.change.field": "{label} {from} → {to}",
  "web.change.label.tp": "TP",
  "web.change.label.lp": "LP",
  "web.change.label.wounds": "wounds",
  "web.change.label.severeWounds": "severe wounds",
  "web.change.label.criticalWounds": "critical wounds",
  "web.change.label.bleeding": "bleeding wounds",
  "web.change.label.stun": "stun",
  "web.change.label.exhaustion": "exhaustion",
  "web.change.label.kwLeft": "combat dice left",
  "web.change.label.unconscious": "unconscious",
  "web.change.label.injuries": "injuries",
  "web.change.label.grauen": "Grauen",
  "web.change.status": "{from} → {to}",
  "web.change.yes": "yes",
  "web.change.no": "no",
  "web.heal.stall.no-healing":
    "A week of {situation} gives {name} with {burden} 0 TP: without a hospital or a physician nothing changes.",
  "web.heal.stall.wasting":
    "A week of {situation} costs {name} with {burden} {lost} TP – the body cannot cope: without a hospital or a physician it gets worse.",
  "web.heal.stall.hospital": "In hospital it would be {tp} TP a week.",
  "web.heal.stallInHospital.no-healing":
    "A week in hospital gives {name} with {burden} 0 TP: only a physician can still help.",
  "web.heal.stallInHospital.wasting":
    "A week in hospital costs {name} with {burden} {lost} TP – the body cannot cope: only a physician can still help.",
  "web.heal.stall.noHospital":
    "Even in hospital it would be {tp} TP a week: only a physician can still help.",
  "web.heal.stallSituation.bed": "bed rest",
  "web.heal.stallSituation.ship": "on a ship",
  "web.heal.stallSituation.march": "forced march",
  "web.heal.burden.woundOne": "one wound",
  "web.heal.burden.woundCount": "{count} wounds",
  "web.heal.burden.criticalOne": "one critical wound",
  "web.heal.burden.criticalCount": "{count} critical wounds",
  "web.heal.burden.severeOne": "one severe wound",
  "web.heal.burden.severeCount": "{count} severe wounds",
  "web.heal.burden.and": "{a} and {b}",
  "web.heal.before": "Before the week",
  "web.heal.bleeding":
    "{name} still bleeds from {wounds}. The healing week begins only once the bleeding is stopped: bandage it (Heilkunde against 9, a severe wound against 15) or roll the bleeding checks due.",
  "web.heal.bandager": "Heilkunde of whoever bandages",
  "web.heal.bandage": "Bandage the wound",
  "web.heal.bandageSevere": "Bandage the severe wound",
  "web.heal.bandageStopped": "Bandage: result {result} – the bleeding has stopped.",
  "web.heal.bandageStoppedTp": "Bandage: result {result} – the bleeding has stopped, {tp} TP back.",
  "web.heal.bandageStill": "Bandage: result {result} – not enough, the wound keeps bleeding.",
  "web.heal.minute": "A minute passes",
  "web.heal.minuteHint": "Each minute every bleeding wound owes a KO check (a severe one every 10 seconds).",
  "web.heal.dying": "{name} is dying (LP {lp}): a week of rest heals only once the GM chooses “Stabilise”.",
  "web.heal.weekWaits": "The week begins as soon as no wound bleeds any more.",
  "web.heal.patient": "For whom?",
  "web.heal.patientNone": "– in general, no character –",
  "web.heal.patientHint":
    "The forms start from this character's values (condition and sheet). Rolls here are an outlook; the week above is what gets booked.",
  "web.play.kw.down.heavy-hit":
    "unconscious from a heavy hit ({damage} damage over the threshold {threshold})",
  "web.play.kw.down.kraft-check": "unconscious after a failed Kraft check",
  "web.play.kw.stabilised": "stabilised below 0 LP",
  "web.play.kw.threshold": "heavy-hit threshold {threshold}",
  "web.play.kw.lowered":
    "heavy-hit threshold {threshold} (lowered by a hit of {damage} damage over K + G = {base})",
  "web.play.kw.dyingHint": "Rest heals only once the GM chooses “Stabilise” under “Change condition”.",
  "web.play.stunConverted": "Stun {stun}, {converted} of it already counted as real damage",
  "web.error.kw-dying":
    "LP {lp}: a fighter dying below 0 LP heals by rest only once the GM chooses “Stabilise” (or “Dies”).",
  "web.error.character-dead":
    "The character is dead: that is no longer possible (the GM can set the condition by hand).",
};

/** The web's healing and cause messages, German and English. */
export const webHealMessages = { de, en };
