/**
 * Messages of the Urfassung's rule checks on the command line: exhaustion, the daze after a hit
 * and the Verletzungstabelle. German first; the type checker makes sure English has every key.
 */
const de = {
  "urRule.roll": "Wurf {faces} → {result}",
  "urRule.exhaustion.title": "Erschöpfung: KO {value} gegen {target}",
  "urRule.exhaustion.passed": "durchgehalten",
  "urRule.exhaustion.failed": "erschöpft: {malus} auf alle Proben, KO −{loss}",
  "urRule.exhaustion.odds": "Chance durchzuhalten: {percent} ({exact})",
  "urRule.daze.title": "Betäubung: KO {value} − {damage} Schaden gegen 12",
  "urRule.daze.passed": "nicht betäubt",
  "urRule.daze.failed": "betäubt: {malus} auf alle Handlungen der nächsten Runde",
  "urRule.daze.odds": "Chance, nicht betäubt zu werden: {percent} ({exact})",
  "urRule.injury.title": "Verletzungstabelle: SR {resistance}, TP {before} → {after}",
  "urRule.injury.none": "Keine Schwelle überschritten, keine Probe.",
  "urRule.injury.check": "{threshold} (MW {target}): {roll}: {fate}",
  "urRule.injury.oddsRow": "{threshold} (MW {target}): bestanden mit {percent} ({exact})",
  "urRule.injury.oddsAll": "Alle Proben bestanden: {percent} ({exact})",
  "urRule.injury.penalty": "Abzug jetzt: {penalty} auf alle Proben",
  "urRule.threshold.two-thirds": "unter 2/3 der TP",
  "urRule.threshold.one-third": "1/3 der TP",
  "urRule.threshold.zero": "0 TP",
  "urRule.threshold.minus-sr": "−SR",
  "urRule.threshold.minus-two-sr": "−2 × SR",
  "urRule.fate.passed": "bestanden",
  "urRule.fate.unconscious": "ohnmächtig bzw. kampfunfähig",
  "urRule.fate.dying": "stirbt in {rounds} Kampfrunden",
  "urRule.fate.dead": "tot",
};

const en: Record<keyof typeof de, string> = {
  "urRule.roll": "roll {faces} → {result}",
  "urRule.exhaustion.title": "Exhaustion: KO {value} against {target}",
  "urRule.exhaustion.passed": "holds out",
  "urRule.exhaustion.failed": "exhausted: {malus} on all checks, KO −{loss}",
  "urRule.exhaustion.odds": "Chance to hold out: {percent} ({exact})",
  "urRule.daze.title": "Daze: KO {value} − {damage} damage against 12",
  "urRule.daze.passed": "not dazed",
  "urRule.daze.failed": "dazed: {malus} on all actions next round",
  "urRule.daze.odds": "Chance not to be dazed: {percent} ({exact})",
  "urRule.injury.title": "Injury table: SR {resistance}, TP {before} → {after}",
  "urRule.injury.none": "No threshold crossed, no check.",
  "urRule.injury.check": "{threshold} (target {target}): {roll}: {fate}",
  "urRule.injury.oddsRow": "{threshold} (target {target}): passed with {percent} ({exact})",
  "urRule.injury.oddsAll": "Every check passed: {percent} ({exact})",
  "urRule.injury.penalty": "Penalty now: {penalty} on all checks",
  "urRule.threshold.two-thirds": "below 2/3 of TP",
  "urRule.threshold.one-third": "1/3 of TP",
  "urRule.threshold.zero": "0 TP",
  "urRule.threshold.minus-sr": "−SR",
  "urRule.threshold.minus-two-sr": "−2 × SR",
  "urRule.fate.passed": "passed",
  "urRule.fate.unconscious": "unconscious or out of the fight",
  "urRule.fate.dying": "dies in {rounds} combat rounds",
  "urRule.fate.dead": "dead",
};

/** The rule checks' messages in both languages. */
export const urfassungRuleCheckMessages = { de, en };
