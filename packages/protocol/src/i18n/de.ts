/**
 * The German message catalogue (the default language). Keys are stable ids; `{name}` marks a
 * parameter. Every key must also exist in `en.ts` (the type checker enforces it).
 */
export const de = {
  // Value names (EWS 2)
  "value.poor": "armselig",
  "value.weak": "schwach",
  "value.average": "durchschnittlich",
  "value.experienced": "erfahren",
  "value.outstanding": "überragend",
  "value.legendary": "legendär",
  // Mindestwurf names (EWS 2)
  "target.routine": "Routine",
  "target.easy": "einfach",
  "target.demanding": "fordernd",
  "target.hard": "schwer",
  "target.tricky": "heikel",
  "target.extremely-hard": "extrem schwer",
  "target.unimaginable": "kaum vorstellbar",
  // Difficulty names (Urfassung)
  "urTarget.ridiculous": "lächerlich",
  "urTarget.routine": "Routine",
  "urTarget.easy": "einfach",
  "urTarget.average": "durchschnittlich",
  "urTarget.hard": "schwer",
  "urTarget.very-hard": "sehr schwer",
  "urTarget.extremely-hard": "extrem schwer",
  "urTarget.unimaginable": "kaum vorstellbar",
  // krit chains
  "chain.automatic-success": "automatischer Erfolg (6, 6)",
  "chain.critical-success": "kritischer Erfolg (6, 6, 6)",
  "chain.automatic-failure": "automatischer Fehlschlag (5, 5)",
  "chain.critical-fumble": "kritischer Patzer (5, 5, 5)",
  // Modifier sources
  "source.mod": "Modifikator",
  "source.wounds": "Wunden",
  "source.fallback-related-skill": "verwandte Fertigkeit",
  "source.fallback-attribute": "Eigenschaft statt Fertigkeit",
  // Check and contest texts
  "check.title": "Probe: Wert {value} gegen MW {target} ({targetName})",
  "check.modifiers": "Modifikatoren: {list} → effektiv {effective}",
  "check.auto": "Automatisch gelungen: {effective} liegt 6 oder mehr über dem MW, kein Wurf nötig.",
  "check.die": "Wurf: {face} → {signed}",
  "check.dieEven": "gerade, addiert",
  "check.dieOdd": "ungerade, abgezogen",
  "check.kritReroll": "Krit-Nachwurf: {faces}",
  "check.result": "Ergebnis: {result} ({resultName}) gegen MW {target}",
  "check.success": "GELUNGEN",
  "check.failure": "MISSLUNGEN",
  "check.margin": "{margin} Punkte, {steps} Schwellen",
  "check.chance": "Die Chance vor dem Wurf war {percent} ({exact}).",
  "odds.title": "Erfolgschance: {percent} ({exact})",
  "odds.critical": "Kritischer Erfolg: {success} · kritischer Patzer: {fumble} (Modul krit)",
  "odds.table": "Ergebnis  Chance",
  "odds.row.success": "gelungen",
  "odds.row.failure": "misslungen",
  "contest.title": "Wettstreit: A {a} gegen B {b} (A hat angefangen und gewinnt Gleichstand)",
  "contest.side": "{side}: Wurf {faces} → {result} ({resultName})",
  "contest.winner": "{side} gewinnt mit {diff} Punkten Vorsprung ({steps} Schwellen).",
  "contest.tie": "Gleichstand – A gewinnt, weil A angefangen hat.",
  "contest.odds": "A gewinnt mit {percent} ({exact}), B mit {percentB}.",
  // Errors
  "error.prefix": "Fehler",
  "error.not-an-integer": "{option}: „{value}“ ist keine ganze Zahl",
  "error.bad-dice": "--dice: „{value}“ ist keine Liste von Augenzahlen wie 4,2,6",
  "error.dice-exhausted":
    "Zu wenige Würfel bei --dice: Wurf {needed} (ein W{sides}) fehlt, gegeben waren {given}",
  "error.impossible-face": "Ein W{sides} kann keine {face} zeigen",
  "error.unknown-system": "Unbekanntes System „{system}“",
  "error.unknown-module": "Das System „{system}“ hat kein Modul „{module}“",
  "error.unknown-action": "Das System „{system}“ kennt die Aktion „{action}“ nicht",
  "error.not-available": "„{command}“ gibt es für das System „{system}“ nicht",
  "error.invalid-argument": "Ungültiger Wert für {name}: {value} (erlaubt: {min} bis {max})",
  "error.conflict": "{first} und {second} schließen einander aus",
  "error.missing-option": "Es fehlt {option}",
  "error.unknown-option": "Unbekannte Option {option}",
  "error.option-missing-value": "{option} braucht einen Wert",
  "error.unknown-command": "Unbekannter Befehl „{command}“ (siehe spieltisch --help)",
  "error.invalid-choice": "{option}: „{value}“ ist nicht erlaubt",
  "error.cli": "{message}",
  "error.internal": "Interner Fehler (bitte melden): {message}",
} as const;

/** A message id. */
export type MessageKey = keyof typeof de;
