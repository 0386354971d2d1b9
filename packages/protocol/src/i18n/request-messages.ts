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
} as const;

const en: Record<keyof typeof de, string> = {
  "error.request-not-theirs":
    "{character} is not {member}'s character: a roll of {character} is asked of whoever plays {character}",
  "error.request-secret-actor":
    "{character} is a secret NPC: the GM rolls for secret NPCs, nobody is asked to",
};

/** The roll request messages, German and English. */
export const requestMessages = { de, en };
