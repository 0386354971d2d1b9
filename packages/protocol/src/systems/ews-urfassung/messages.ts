import { urfassungCareMessages } from "./care-messages.js";
import { urfassungRuleCheckMessages } from "./rule-check-messages.js";
import { urfassungMessages } from "./rule-messages.js";

/** The messages of the EWS-Urfassung: its rules, its rule checks and its care commands. */
export const ewsUrfassungMessages = {
  de: { ...urfassungMessages.de, ...urfassungRuleCheckMessages.de, ...urfassungCareMessages.de },
  en: { ...urfassungMessages.en, ...urfassungRuleCheckMessages.en, ...urfassungCareMessages.en },
};
