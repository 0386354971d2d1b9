import { ewsCharacterMessages } from "./character-messages.js";
import { ewsCombatMessages } from "./combat-messages.js";

/** The messages of EWS 2: its characters (issues, SteM, the sheet) and its fights and healing. */
export const ewsMessages = {
  de: { ...ewsCharacterMessages.de, ...ewsCombatMessages.de },
  en: { ...ewsCharacterMessages.en, ...ewsCombatMessages.en },
};
