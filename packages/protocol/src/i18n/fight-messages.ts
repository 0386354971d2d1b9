/**
 * Messages of a running fight that the server and the CLI share with the web: a refusal of the
 * rules about a fighter the asker may not see (a secret NPC targeted by its ref) says nothing of
 * it. German first; the type checker makes sure English has every key.
 */
const de = {
  "error.fighter-refused": "Gegen diese Gestalt geht das gerade nicht – warum, weiß die Spielleitung",
} as const;

const en: Record<keyof typeof de, string> = {
  "error.fighter-refused": "That is not possible against this figure right now – the GM knows why",
};

/** The fight messages, German and English. */
export const fightMessages = { de, en };
