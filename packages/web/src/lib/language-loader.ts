import type { Lang } from "@spieltisch/protocol";

/**
 * Loads a language's messages before the app shows them: `load` the whole language (before a
 * table's views), `loadStart` what the start page needs. Where the whole catalogue is in memory
 * (tests, anything outside the web build) there is nothing to load; the web build's catalogue
 * (`web-catalogue.ts`, one chunk per language, German's start page keys apart) sets both when it
 * is evaluated, which happens before any caller can use them because every caller imports the
 * protocol first.
 */
export const languageLoader: { load(lang: Lang): Promise<void>; loadStart(lang: Lang): Promise<void> } = {
  load: async () => {},
  loadStart: async () => {},
};
