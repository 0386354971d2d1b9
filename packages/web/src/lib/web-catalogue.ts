// The web build's stand-in for protocol's i18n/catalogue.ts (swapped in by
// scripts/messages-per-language.ts): the same exports, but the messages come one language per
// chunk. German, the first language, is part of the start page; English loads when chosen.
import de from "virtual:spieltisch-messages/de";
import { formatPercent, isLang, type Lang, type MessageKey } from "../../../protocol/src/i18n/catalogue.js";
import { languageLoader } from "./language-loader.js";

export { formatPercent, isLang, type Lang, type MessageKey };

const loaded: Partial<Record<Lang, Readonly<Record<string, string>>>> = { de };

languageLoader.load = async (lang) => {
  if (loaded[lang]) return;
  // German is always loaded, so only English comes here.
  loaded[lang] = (await import("virtual:spieltisch-messages/en")).default;
};

/** True when `key` is a message id (every language has the same ids; German is always here). */
export const isMessageKey = (key: string): key is MessageKey => key in de;

/** Every message id, in catalogue order. */
export const messageKeys = (): MessageKey[] => Object.keys(de).filter(isMessageKey);

/**
 * Renders a message with `{param}` placeholders filled in, as protocol's `translate` does. A
 * language not loaded yet falls back to German (callers load it first: `languageLoader`).
 */
export function translate(
  lang: Lang,
  key: MessageKey,
  params: Readonly<Record<string, unknown>> = {},
): string {
  const text = (loaded[lang] ?? de)[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
