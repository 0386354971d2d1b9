// The web build's stand-in for protocol's i18n/catalogue.ts (swapped in by
// scripts/messages-per-language.ts): the same exports, but the messages come one language per
// chunk, and German in two: the start page's keys (`START_PAGE_PREFIXES`) are part of the start
// page, the whole language loads with the first view that needs more (`languageLoader.load`,
// awaited before a lazy view renders: app.tsx). English loads whole, when chosen.
import deStart from "virtual:spieltisch-messages/de/start";
import type { MessageKey } from "../../../protocol/src/i18n/catalogue.js";
import { formatPercent, isLang, type Lang, paramText } from "../../../protocol/src/i18n/lang.js";
import { languageLoader } from "./language-loader.js";

export { formatPercent, isLang, type Lang, type MessageKey };

/** Each language's whole catalogue, once loaded. */
const loaded: Partial<Record<Lang, Readonly<Record<string, string>>>> = {};

languageLoader.load = async (lang) => {
  if (loaded[lang]) return;
  loaded[lang] = (
    lang === "de"
      ? await import("virtual:spieltisch-messages/de")
      : await import("virtual:spieltisch-messages/en")
  ).default;
};

// German's start page keys are part of this chunk; English has no such part and loads whole.
languageLoader.loadStart = (lang) => (lang === "de" ? Promise.resolve() : languageLoader.load(lang));

/** The German messages there are: the whole catalogue once loaded, the start page's keys before. */
const german = (): Readonly<Record<string, string>> => loaded.de ?? deStart;

/** True when `key` is a message id (every language has the same ids; German is always here). */
export const isMessageKey = (key: string): key is MessageKey => key in (loaded.de ?? loaded.en ?? deStart);

/** Every message id, in catalogue order (of what is loaded: see `languageLoader`). */
export const messageKeys = (): MessageKey[] =>
  Object.keys(loaded.de ?? loaded.en ?? deStart).filter(isMessageKey);

/**
 * Renders a message with `{param}` placeholders filled in, as protocol's `translate` does
 * (negative numbers with the minus sign). A
 * language not loaded yet falls back to German (callers load it first: `languageLoader`).
 */
export function translate(
  lang: Lang,
  key: MessageKey,
  params: Readonly<Record<string, unknown>> = {},
): string {
  const text = (loaded[lang] ?? german())[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? paramText(params[name]) : whole,
  );
}
