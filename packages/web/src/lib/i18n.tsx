import { formatPercent, isMessageKey, type Lang, type MessageKey, translate } from "@spieltisch/protocol";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { languageLoader } from "./language-loader.js";

/** What components get from the language context. */
export interface I18n {
  readonly lang: Lang;
  setLang(lang: Lang): void;
  t(key: MessageKey, params?: Record<string, unknown>): string;
  /** For keys built from ids (`action.${id}`): the message if there is one, else `fallback`. */
  tk(key: string, fallback: string, params?: Record<string, unknown>): string;
  pct(p: number): string;
}

const I18nContext = createContext<I18n | null>(null);
const LANG_KEY = "spieltisch.lang";

const initialLang = (): Lang => (localStorage.getItem(LANG_KEY) === "en" ? "en" : "de");

/** Loads the remembered language's messages the start page needs; the app renders after this (main.tsx). */
export const loadInitialLanguage = (): Promise<void> => languageLoader.loadStart(initialLang());

/**
 * Loads every message of the current language: awaited with the code of a view beyond the start
 * page (app.tsx), so it never shows a key in place of a word.
 */
export const loadAllMessages = (): Promise<void> => languageLoader.load(initialLang());

/** Provides the language (German first, remembered per browser). */
export function I18nProvider({ children, lang: fixed }: { children: ReactNode; lang?: Lang }) {
  const [lang, setLangState] = useState<Lang>(fixed ?? initialLang);
  const setLang = useCallback((next: Lang) => {
    localStorage.setItem(LANG_KEY, next);
    document.documentElement.lang = next;
    // The web build loads a language's messages on first use; switch once they are there.
    void languageLoader.load(next).then(() => setLangState(next));
  }, []);
  const value = useMemo<I18n>(
    () => ({
      lang,
      setLang,
      t: (key, params) => translate(lang, key, params),
      tk: (key, fallback, params) => (isMessageKey(key) ? translate(lang, key, params) : fallback),
      pct: (p) => formatPercent(lang, p),
    }),
    [lang, setLang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The language context. */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
