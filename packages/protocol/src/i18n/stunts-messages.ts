/**
 * Messages of the 3W6 + stunts system (`3w6-stunts`): checks, stunt points, initiative, turns.
 * German first; the type checker makes sure English has every key.
 */
const de = {
  "issue.action-used": "{actor} hat in diesem Zug schon eine Aktion ausgeführt",
  "issue.bonus-action-used": "{actor} hat in diesem Zug schon eine Bonus-Aktion ausgeführt",
  "issue.unknown-participant": "„{name}“ ist nicht in der Kampf-Reihenfolge",
  "issue.last-participant": "„{name}“ ist der letzte Kampfteilnehmer",
  "error.duplicate-participant": "Jeder Kampfteilnehmer braucht einen eigenen Namen („{name}“)",
  "stunts.check.title": "Probe: 3W6 + {effective} gegen Schwierigkeit {target}",
  "stunts.check.modifiers": "Wert {value}, Modifikatoren {list} → {effective}",
  "stunts.check.roll": "Wurf: {faces} = {sum} {signedValue} = {result} → {verdict}",
  "stunts.check.stunt": "Pasch! {points} – wird extra angesagt",
  "stunts.check.stuntOnFailure": "(Die Probe bleibt trotzdem gescheitert.)",
  "stunts.check.noStunt": "Kein Pasch, keine Stunt-Punkte.",
  "stunts.chance": "Die Chance vor dem Wurf war {percent} ({exact}); Stunt: {stunt}.",
  "stunts.odds.success": "Erfolgschance: {percent} ({exact})",
  "stunts.odds.stunt": "Stunt (Pasch): {percent} ({exact}) · erwartete Stunt-Punkte: {expected}",
  "stunts.odds.both": "Erfolg mit Stunt: {percent}",
  "stunts.odds.table": "Schwierigkeit  Erfolg    mit Stunt  Ø Stunt-Punkte (Fehlschläge zählen 0)",
  "stunts.points.one": "{n} Stunt-Punkt",
  "stunts.points.many": "{n} Stunt-Punkte",
  "stunts.initiative.title": "Initiative (1W6 + Geschwindigkeit), Kampf-Reihenfolge:",
  "stunts.initiative.entry": "{place}. {name}: {roll} + {speed} = {total}",
  "stunts.initiative.dexterity": "Gleichstand, Geschicklichkeit {dexterity}",
  "stunts.initiative.rollOff": "Stechen: {faces}",
  "stunts.initiative.oddsTitle": "Wer zuerst handelt (exakt):",
  "stunts.initiative.oddsEntry": "{name}: zuerst {percent} ({exact}) · Ø Platz {mean}",
  "stunts.initiative.pRollOff": "Ein Stechen ist nötig mit {percent} ({exact}).",
} as const;

const en: Record<keyof typeof de, string> = {
  "issue.action-used": "{actor} has already taken an action this turn",
  "issue.bonus-action-used": "{actor} has already taken a bonus action this turn",
  "issue.unknown-participant": '"{name}" is not in the combat order',
  "issue.last-participant": '"{name}" is the last combatant',
  "error.duplicate-participant": 'Every combatant needs a name of their own ("{name}")',
  "stunts.check.title": "Check: 3d6 + {effective} against difficulty {target}",
  "stunts.check.modifiers": "Value {value}, modifiers {list} → {effective}",
  "stunts.check.roll": "Roll: {faces} = {sum} {signedValue} = {result} → {verdict}",
  "stunts.check.stunt": "Doubles! {points} – announced separately",
  "stunts.check.stuntOnFailure": "(The check still fails.)",
  "stunts.check.noStunt": "No doubles, no stunt points.",
  "stunts.chance": "The chance before the roll was {percent} ({exact}); stunt: {stunt}.",
  "stunts.odds.success": "Chance of success: {percent} ({exact})",
  "stunts.odds.stunt": "Stunt (doubles): {percent} ({exact}) · expected stunt points: {expected}",
  "stunts.odds.both": "Success with a stunt: {percent}",
  "stunts.odds.table": "Difficulty  Success   w/ stunt   avg stunt points (failures count 0)",
  "stunts.points.one": "{n} stunt point",
  "stunts.points.many": "{n} stunt points",
  "stunts.initiative.title": "Initiative (1d6 + speed), combat order:",
  "stunts.initiative.entry": "{place}. {name}: {roll} + {speed} = {total}",
  "stunts.initiative.dexterity": "tie, dexterity {dexterity}",
  "stunts.initiative.rollOff": "roll-off: {faces}",
  "stunts.initiative.oddsTitle": "Who acts first (exact):",
  "stunts.initiative.oddsEntry": "{name}: first {percent} ({exact}) · mean place {mean}",
  "stunts.initiative.pRollOff": "A roll-off is needed with {percent} ({exact}).",
};

/** The 3W6 + stunts messages in both languages. */
export const stuntsMessages = { de, en };
