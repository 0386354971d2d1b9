import { systemMessagesIn } from "../systems/system-messages.js";
import { conditionMessages } from "./condition-messages.js";
import { coreMessages } from "./core-messages.js";
import { fightMessages } from "./fight-messages.js";
import { gearMessages } from "./gear-messages.js";
import { formatPercent, isLang, type Lang, paramText } from "./lang.js";
import { playCliMessages } from "./play-cli-messages.js";
import { recapMessages } from "./recap-messages.js";
import { remoteMessages } from "./remote-messages.js";
import { requestMessages } from "./request-messages.js";
import { serverMessages } from "./server-messages.js";
import { sheetGearMessages } from "./sheet-gear-messages.js";
import { webBuilderMessages } from "./web-builder-messages.js";
import { webCombatMessages } from "./web-combat-messages.js";
import { webEquipmentMessages } from "./web-equipment-messages.js";
import { webGearMessages } from "./web-gear-messages.js";
import { webHealMessages } from "./web-heal-messages.js";
import { webHeftMessages } from "./web-heft-messages.js";
import { webLabelMessages } from "./web-label-messages.js";
import { webMessages } from "./web-messages.js";
import { webPlayMessages } from "./web-play-messages.js";
import { webResultMessages } from "./web-result-messages.js";
import { webScreenMessages } from "./web-screen-messages.js";
import { webSettingsMessages } from "./web-settings-messages.js";
import { webStemMessages } from "./web-stem-messages.js";
import { webTableMessages } from "./web-table-messages.js";
import { webTableOptionMessages } from "./web-table-option-messages.js";

/**
 * Every area's messages: the general areas here, each rule system's from its
 * `systems/<id>/messages.ts` (listed in `systems/system-messages.ts`). A general area adds its
 * `xxxMessages` (same shape as `coreMessages`) here.
 */
const de = {
  ...coreMessages.de,
  ...conditionMessages.de,
  // Pure: a bundle that imports the catalogue for a helper drops the merged messages it never reads.
  .../* @__PURE__ */ systemMessagesIn("de"),
  ...serverMessages.de,
  ...remoteMessages.de,
  ...webMessages.de,
  ...playCliMessages.de,
  ...webTableMessages.de,
  ...webBuilderMessages.de,
  ...webPlayMessages.de,
  ...webHealMessages.de,
  ...webCombatMessages.de,
  ...webLabelMessages.de,
  ...webResultMessages.de,
  ...webHeftMessages.de,
  ...webSettingsMessages.de,
  ...webStemMessages.de,
  ...webEquipmentMessages.de,
  ...gearMessages.de,
  ...requestMessages.de,
  ...sheetGearMessages.de,
  ...webGearMessages.de,
  ...fightMessages.de,
  ...webTableOptionMessages.de,
  ...webScreenMessages.de,
  ...recapMessages.de,
};
const en: Record<keyof typeof de, string> = {
  ...coreMessages.en,
  ...conditionMessages.en,
  .../* @__PURE__ */ systemMessagesIn("en"),
  ...serverMessages.en,
  ...remoteMessages.en,
  ...webMessages.en,
  ...playCliMessages.en,
  ...webTableMessages.en,
  ...webBuilderMessages.en,
  ...webPlayMessages.en,
  ...webHealMessages.en,
  ...webCombatMessages.en,
  ...webLabelMessages.en,
  ...webResultMessages.en,
  ...webHeftMessages.en,
  ...webSettingsMessages.en,
  ...webStemMessages.en,
  ...webEquipmentMessages.en,
  ...gearMessages.en,
  ...requestMessages.en,
  ...sheetGearMessages.en,
  ...webGearMessages.en,
  ...fightMessages.en,
  ...webTableOptionMessages.en,
  ...webScreenMessages.en,
  ...recapMessages.en,
};

/** A message id. */
export type MessageKey = keyof typeof de;

// The language helpers live in `lang.ts` (the web app imports them without the catalogue).
export { formatPercent, isLang, type Lang };

const CATALOGUES: Readonly<Record<Lang, Readonly<Record<MessageKey, string>>>> = { de, en };

/** True when `key` is a message id (for ids built from engine codes like `error.${code}`). */
export const isMessageKey = (key: string): key is MessageKey => key in de;

/** Every message id, in catalogue order. */
export const messageKeys = (): MessageKey[] => Object.keys(de).filter(isMessageKey);

/**
 * Renders a message with `{param}` placeholders filled in (negative numbers with the minus sign).
 *
 * @example
 * translate("de", "value.experienced"); // "erfahren"
 * translate("en", "check.die", { face: 4, signed: "+4" }); // "Roll: 4 → +4"
 */
export function translate(
  lang: Lang,
  key: MessageKey,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return CATALOGUES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? paramText(params[name]) : whole,
  );
}

/**
 * Every message of a language, in catalogue order: what the web build merges at build time and
 * ships as JSON text (`packages/web/scripts/messages-per-language.ts`).
 */
export const catalogueMessages = (lang: Lang): Readonly<Record<MessageKey, string>> => CATALOGUES[lang];
