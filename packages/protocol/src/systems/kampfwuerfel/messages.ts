/** Messages of Kampfwürfel: pool checks, attacks and engine errors. German first. */
const de = {
  "kwCheck.title": "Probe mit {pool} Kampfwürfeln, nötig {need} Erfolge (5 und 6)",
  "kwCheck.roll": "Wurf: {faces} → {successes}",
  "kwCheck.odds": "Erfolgschance: {percent} ({exact})",
  "kwPhase.line": "Je Kampfphase: {combatDice} Kampfwürfel, {reflexDice} Reflexwürfel (nach Behinderung)",
  "kwReflex.title": "Reflexwurf: {dice} Reflexwürfel, nach Behinderung {pool}, nötig {need} Erfolge",
  "kwMelee.title": "Angriff mit {attack} KW gegen Abwehr mit {defense} KW, Schaden {five}–{six}",
  "kwMelee.attack": "Angriff: {faces} → {successes}",
  "kwMelee.defense": "Abwehr: {faces} → {successes}",
  "kwMelee.noDefense": "Weniger als 2 Erfolge: der Angriff misslingt, der Verteidiger behält seine KW.",
  "kwMelee.hit": "TREFFER: {damage} SP nach Rüstung.",
  "kwMelee.blocked": "Abgewehrt.",
  "kwMelee.odds": "Trefferchance: {percent} ({exact})",
  "kwMelee.damageTitle": "Schaden bei einem Treffer:",
  "kwMelee.successes.one": "{n} Erfolg",
  "kwMelee.successes.many": "{n} Erfolge",
  "error.bad-damage-ratio": "„{value}“ ist kein Schadensverhältnis wie 2-3",
  "error.not-enough-dice": "Nur noch {left} KW in dieser Phase, {declared} angesagt",
  "error.reflex-used": "Der Reflexwurf dieser Phase ist schon verbraucht",
  "error.kw-none-left":
    "Keine Kampfwürfel mehr in dieser Kampfphase – Angriff und Abwehr haben sie verbraucht; die nächste Phase bringt neue",
  "error.no-heavy-hit-threshold":
    "Der Charakter hat keine Schwelle für besonders schwere Treffer (Geschick und Faktor fehlen)",
  "dueCheck.kraft":
    "LP {lp} unter der täglichen Regeneration {dailyRegeneration}: Kraft-Probe auf 4 Erfolge, sonst bewusstlos",
  "dueCheck.reflex": "Reflexwurf mit den Reflexwürfeln",
  "error.kw-dying":
    "LP {lp}: der Kämpfer stirbt – Ruhe heilt ihn erst, wenn die Spielleitung sagt, dass ihm geholfen wurde (stabilise) oder dass er es nicht geschafft hat (die)",
  "error.kw-not-dying": "Der Kämpfer stirbt nicht ({status}): stabilisiert wird nur, wer unter 0 LP stirbt",
  "kw.cause.heavy-hit": "schwerer Treffer ({damage} SP) über der Schwelle {threshold}",
  "kw.cause.kraft-check": "Kraft-Probe misslungen",
  "kw.cause.stabilised": "unter 0 LP stabilisiert",
  "kw.cause.lowered": "Treffer mit {damage} SP über K + G ({base})",
};

const en: Record<keyof typeof de, string> = {
  "kwCheck.title": "Check with {pool} combat dice, {need} successes needed (5 and 6)",
  "kwCheck.roll": "Roll: {faces} → {successes}",
  "kwCheck.odds": "Chance of success: {percent} ({exact})",
  "kwPhase.line": "Per combat phase: {combatDice} combat dice, {reflexDice} reflex dice (after hindrance)",
  "kwReflex.title": "Reflex roll: {dice} reflex dice, {pool} after hindrance, {need} successes needed",
  "kwMelee.title": "Attack with {attack} dice against a defence of {defense}, damage {five}–{six}",
  "kwMelee.attack": "Attack: {faces} → {successes}",
  "kwMelee.defense": "Defence: {faces} → {successes}",
  "kwMelee.noDefense": "Fewer than 2 successes: the attack fails, the defender keeps the declared dice.",
  "kwMelee.hit": "HIT: {damage} damage after armour.",
  "kwMelee.blocked": "Blocked.",
  "kwMelee.odds": "Chance to hit: {percent} ({exact})",
  "kwMelee.damageTitle": "Damage on a hit:",
  "kwMelee.successes.one": "{n} success",
  "kwMelee.successes.many": "{n} successes",
  "error.bad-damage-ratio": '"{value}" is not a damage ratio like 2-3',
  "error.not-enough-dice": "Only {left} dice left in this phase, {declared} declared",
  "error.reflex-used": "The reflex roll of this phase is already used",
  "error.kw-none-left":
    "No combat dice left in this phase – attacks and defences used them up; the next phase brings new ones",
  "error.no-heavy-hit-threshold":
    "The character has no heavy-hit threshold (Geschick and factor are missing)",
  "dueCheck.kraft":
    "LP {lp} below the daily regeneration {dailyRegeneration}: a Kraft check on 4 successes, or unconscious",
  "dueCheck.reflex": "Reflex roll with the reflex dice",
  "error.kw-dying":
    "LP {lp}: the fighter is dying – rest heals him only once the GM says he was helped (stabilise) or did not make it (die)",
  "error.kw-not-dying": "The fighter is not dying ({status}): only a fighter dying below 0 LP is stabilised",
  "kw.cause.heavy-hit": "heavy hit ({damage} damage) over the threshold {threshold}",
  "kw.cause.kraft-check": "Kraft check failed",
  "kw.cause.stabilised": "stabilised below 0 LP",
  "kw.cause.lowered": "hit of {damage} damage over K + G ({base})",
};

/** Kampfwürfel's messages in both languages. */
export const kampfwuerfelMessages = { de, en };
