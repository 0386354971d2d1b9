/**
 * Messages every system's play state shares: the refusals each condition reducer may give
 * (`ConditionRules` in the engine names these codes and their params). A system's own refusals,
 * due checks (`dueCheck.<reason>`) and modifier sources (`source.<name>`) live in its area file.
 * German first; the type checker makes sure English has every key.
 */
const de = {
  "error.character-dead":
    "Der Charakter ist tot: „{change}“ ist nicht mehr möglich (die SL kann den Zustand setzen)",
  "error.character-not-active": "Der Charakter kann nicht handeln ({status})",
  "error.no-check-due": "Die Probe „{id}“ ist nicht fällig",
  "error.due-check-result": "Das Ergebnis passt nicht zur fälligen Probe ({field})",
  "error.invalid-condition": "Kein möglicher Zustand: {field}",
  "error.character-wrong-system": "Der Charakter gehört zu einem anderen System ({system})",
  "error.unknown-sheet-value": "Der Bogen von {character} hat keinen Wert „{name}“",
  "error.due-check-mismatch": "Der Wurf ist nicht die fällige Probe „{id}“ ({field})",
} as const;

const en: Record<keyof typeof de, string> = {
  "error.character-dead":
    'The character is dead: "{change}" is no longer possible (the GM can set the condition)',
  "error.character-not-active": "The character cannot act ({status})",
  "error.no-check-due": 'The check "{id}" is not due',
  "error.due-check-result": "The result does not answer the due check ({field})",
  "error.invalid-condition": "Not a possible condition: {field}",
  "error.character-wrong-system": "The character belongs to another system ({system})",
  "error.unknown-sheet-value": 'The sheet of {character} has no value "{name}"',
  "error.due-check-mismatch": 'The roll is not the due check "{id}" ({field})',
};

/** The play state's shared messages in both languages. */
export const conditionMessages = { de, en };
