import type { Lang } from "@spieltisch/protocol";

/**
 * Loads a language's messages before the app shows it. Where the whole catalogue is in memory
 * (tests, anything outside the web build) there is nothing to load; the web build's catalogue
 * (`web-catalogue.ts`, one chunk per language) sets `load` when it is evaluated, which happens
 * before any caller can use it because every caller imports the protocol first.
 */
export const languageLoader: { load(lang: Lang): Promise<void> } = {
  load: async () => {},
};
