/**
 * Messages of roll requests to a character (CONTRACT §6): the refusals when the GM asks someone
 * to roll a character they do not play, and what the GM's request form and the player's prompt
 * say. German first; the type checker makes sure English has every key.
 */
const de = {
  "error.request-not-theirs":
    "{character} gehört nicht {member}: um eine Probe von {character} wird gebeten, wer {character} spielt",
  "error.request-secret-actor":
    "{character} ist ein geheimer NSC: für geheime NSC würfelt die Spielleitung selbst, niemand wird darum gebeten",
  "error.request-not-a-player":
    "{member} wird nicht um Würfe gebeten: die Spielleitung würfelt selbst, Zuschauer:innen sehen nur zu",
  "web.request.formTitle": "Um einen Wurf bitten",
  "web.request.actionFromAbove": "Aktion: {action} (oben gewählt)",
  "web.request.who": "Wer würfelt?",
  "web.request.nobody": "Niemand Bestimmtes (Werte von Hand)",
  "web.request.playedBy": "{name} ({owner})",
  "web.request.someMember": "Spieler*in",
  "web.request.npc": "{name} (NSC)",
  "web.request.secretNpc": "{name} (NSC, geheim)",
  "web.request.value": "Welcher Wert?",
  "web.request.byHand": "von Hand eintragen",
  "web.request.opponent": "Gegen wen?",
  "web.request.opponentValue": "Welcher Wert des Gegenübers?",
  "web.request.weapon": "Mit welcher Waffe?",
  "web.request.opponentWeapon": "Welche Waffe führt das Gegenüber?",
  "web.request.noWeapon": "keine vom Bogen",
  "web.request.label": "Wofür wird gewürfelt? (optional)",
  "web.request.goesTo": "Geht an {name} (spielt {character})",
  "web.request.secret": "nur zwischen SL und der gefragten Person (geheim)",
  "web.request.applyHint": "Das Ergebnis wird beim Antworten gleich beim Charakter gebucht.",
  "web.request.rollsAs": "Es würfelt: {name}",
  "web.request.against": "gegen {name}",
  "web.request.someone": "jemanden",
  "web.request.weapons": "Waffen: {list}",
  "web.request.oddsNow": "Chance jetzt, mit dem Zustand von {name}",
  "web.request.willApply": "Das Ergebnis wird bei den Charakteren gebucht.",
  "web.request.answered": "Gewürfelt: {label}",
  "web.request.rolledAs": "Es würfelte: {name}",
  "web.request.oddsWere": "Die Chance vor dem Wurf war {p}.",
  "web.request.close": "Schließen",
  "web.request.log": "Wurf angefordert: {label} ({action}), es würfelt {name}",
} as const;

const en: Record<keyof typeof de, string> = {
  "error.request-not-theirs":
    "{character} is not {member}'s character: a roll of {character} is asked of whoever plays {character}",
  "error.request-secret-actor":
    "{character} is a secret NPC: the GM rolls for secret NPCs, nobody is asked to",
  "error.request-not-a-player":
    "{member} is not asked for rolls: the GM rolls without asking, viewers only watch",
  "web.request.formTitle": "Ask for a roll",
  "web.request.actionFromAbove": "Action: {action} (chosen above)",
  "web.request.who": "Who rolls?",
  "web.request.nobody": "Nobody in particular (values by hand)",
  "web.request.playedBy": "{name} ({owner})",
  "web.request.someMember": "player",
  "web.request.npc": "{name} (NPC)",
  "web.request.secretNpc": "{name} (NPC, secret)",
  "web.request.value": "Which value?",
  "web.request.byHand": "type it by hand",
  "web.request.opponent": "Against whom?",
  "web.request.opponentValue": "Which of their values?",
  "web.request.weapon": "With which weapon?",
  "web.request.opponentWeapon": "Which weapon do they wield?",
  "web.request.noWeapon": "none from the sheet",
  "web.request.label": "What is the roll for? (optional)",
  "web.request.goesTo": "Goes to {name} (plays {character})",
  "web.request.secret": "only between the GM and the person asked (secret)",
  "web.request.applyHint": "The result is booked on the character as soon as it is rolled.",
  "web.request.rollsAs": "Rolling: {name}",
  "web.request.against": "against {name}",
  "web.request.someone": "someone",
  "web.request.weapons": "Weapons: {list}",
  "web.request.oddsNow": "Chance now, with the condition of {name}",
  "web.request.willApply": "The result is booked on the characters.",
  "web.request.answered": "Rolled: {label}",
  "web.request.rolledAs": "Rolled by: {name}",
  "web.request.oddsWere": "The chance before the roll was {p}.",
  "web.request.close": "Close",
  "web.request.log": "Roll requested: {label} ({action}), {name} rolls",
};

/** The roll request messages, German and English. */
export const requestMessages = { de, en };
