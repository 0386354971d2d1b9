/**
 * The web app's words for a fight built on the table's characters: choosing who fights, each
 * system's initiative rule in a sentence, the order and whose turn, the active fighter's action
 * against a target, and the checks that come due. German first; the type checker makes sure
 * English has every key.
 */
const de = {
  "web.combat.pick": "Wer kämpft mit?",
  "web.combat.noCharacters":
    "Noch niemand am Tisch. Lege unten einen NSC an, oder die Spieler legen ihre Charaktere an.",
  "web.combat.rule.gm-order":
    "Reihenfolge: legt die Spielleitung fest – das Regelwerk kennt keine Initiative. Nach dem Start mit ↑ und ↓ umsortieren.",
  "web.combat.rule.3w6-roll":
    "Initiative: 1W6 + Geschwindigkeit, bei Gleichstand zuerst die höhere Geschicklichkeit, dann Stechen mit 1W6.",
  "web.combat.rule.faar-ge-it": "Initiative: GE + IT, der höchste Wert beginnt. Keine Würfel.",
  "web.combat.rule.kampfwuerfel-phases":
    "Jede Runde ist eine neue Kampfphase: alle haben wieder ihre vollen Kampfwürfel. Die Reihenfolge legt die Spielleitung fest.",
  "web.combat.seating": "Reihenfolge beim Start (wie angekreuzt): {names}",
  "web.combat.rollInitiative": "Initiative würfeln und Kampf beginnen",
  "web.combat.dexterityOption":
    "Reihenfolge mit einer Geschicklichkeit-Probe würfeln (höchstes Ergebnis zuerst)",
  "web.combat.dexterityValue": "Probe von {name} mit",
  "web.combat.dexterityRoll": "Geschicklichkeit würfeln und Kampf beginnen",
  "web.combat.phase": "Kampfphase {round}",
  "web.combat.hidden": "Verborgene Gestalt",
  "web.combat.onTurn": "Am Zug: {name}",
  "web.combat.yourTurn": "Du bist am Zug!",
  "web.combat.up": "{name} nach vorn",
  "web.combat.down": "{name} nach hinten",
  "web.combat.remove": "{name} aus dem Kampf nehmen",
  "web.combat.act": "Was tut {name}?",
  "web.combat.target": "Ziel",
  "web.combat.value": "Wert",
  "web.combat.targetValue": "Wert des Ziels",
  "web.combat.moreValues": "Weitere Werte: {summary}",
  "web.combat.rollApply": "Würfeln und Ergebnis anwenden",
  "web.combat.cannotAct": "{name} ist {status} und kann nicht handeln.",
  "web.combat.due": "Fällig für {name}",
  "web.combat.dueRoll": "Jetzt würfeln",
  "web.combat.kwLeft": "{n} KW übrig",
  "web.combat.newNpc": "Neuen NSC anlegen",
  "web.combat.rolled": "Gewürfelt: {summary}",
  "web.combat.noTarget": "kein Ziel",
  "web.log.combat.startWith": "Kampf beginnt: {names}",
  "web.log.combat.turnOf": "Am Zug: {name} (Runde {round})",
  "web.log.combat.move": "Reihenfolge geändert: {names}",
  "web.log.combat.remove": "Aus dem Kampf genommen. Reihenfolge: {names}",
};

const en: Record<keyof typeof de, string> = {
  "web.combat.pick": "Who takes part?",
  "web.combat.noCharacters":
    "Nobody at the table yet. Create an NPC below, or the players create their characters.",
  "web.combat.rule.gm-order":
    "Order: set by the GM – the rules have no initiative. After the start, sort with ↑ and ↓.",
  "web.combat.rule.3w6-roll":
    "Initiative: 1d6 + Speed; on a tie the higher Dexterity first, then roll-offs with 1d6.",
  "web.combat.rule.faar-ge-it": "Initiative: GE + IT, the highest goes first. No dice.",
  "web.combat.rule.kampfwuerfel-phases":
    "Every round is a new combat phase: everyone has their full combat dice again. The GM sets the order.",
  "web.combat.seating": "Order at the start (as ticked): {names}",
  "web.combat.rollInitiative": "Roll initiative and start the fight",
  "web.combat.dexterityOption": "Roll the order with a Dexterity check (highest result first)",
  "web.combat.dexterityValue": "{name}'s check with",
  "web.combat.dexterityRoll": "Roll Dexterity and start the fight",
  "web.combat.phase": "Combat phase {round}",
  "web.combat.hidden": "Hidden figure",
  "web.combat.onTurn": "To act: {name}",
  "web.combat.yourTurn": "It is your turn!",
  "web.combat.up": "Move {name} up",
  "web.combat.down": "Move {name} down",
  "web.combat.remove": "Take {name} out of the fight",
  "web.combat.act": "What does {name} do?",
  "web.combat.target": "Target",
  "web.combat.value": "Value",
  "web.combat.targetValue": "Target's value",
  "web.combat.moreValues": "More values: {summary}",
  "web.combat.rollApply": "Roll and apply the result",
  "web.combat.cannotAct": "{name} is {status} and cannot act.",
  "web.combat.due": "Due for {name}",
  "web.combat.dueRoll": "Roll now",
  "web.combat.kwLeft": "{n} CD left",
  "web.combat.newNpc": "Create a new NPC",
  "web.combat.rolled": "Rolled: {summary}",
  "web.combat.noTarget": "no target",
  "web.log.combat.startWith": "Fight starts: {names}",
  "web.log.combat.turnOf": "To act: {name} (round {round})",
  "web.log.combat.move": "Order changed: {names}",
  "web.log.combat.remove": "Taken out of the fight. Order: {names}",
};

/** The web app's combat messages in both languages. */
export const webCombatMessages = { de, en };
