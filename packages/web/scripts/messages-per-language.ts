// Vite plugin: the web build ships the message catalogue one language per chunk instead of both
// languages in the start page's JavaScript. The message files in packages/protocol/src (the
// catalogue's areas in i18n/, each system's in systems/<id>/) stay as they are (each exports
// `{ de, en }`); this plugin
//  - swaps protocol's `i18n/catalogue.ts` for `src/lib/web-catalogue.ts` (same exports, backed by
//    the loaded languages; it imports the language helpers of `i18n/lang.ts` itself),
//  - serves `virtual:spieltisch-messages/<lang>`: the catalogue's `<lang>` messages, merged at
//    build time by the catalogue itself (`catalogueMessages`), as JSON text the module parses,
//  - serves `virtual:spieltisch-messages/<lang>/start`: the same, only the keys of the start page
//    (`START_PAGE_PREFIXES`), so the start page carries a sliver of the catalogue,
//  - empties each system's `systems/<id>/messages.ts` in the code (same exports, `{ de: {}, en: {} }`):
//    its words are in the language chunks already, and the start page reads the system's plain
//    part (`plain.ts`: messages beside table options) only for the table options.
// Tests and the server keep the real catalogue (this plugin is part of the web build only).
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const LANGS = ["de", "en"] as const;

/**
 * The message keys the start page (start view, my tables, invite links, the app's frame) uses: its
 * first paint needs these only; the rest comes with the first view that needs it (`web-catalogue.ts`).
 * `src/lib/start-page-messages.test.ts` checks the start page's sources use no other key.
 */
export const START_PAGE_PREFIXES = [
  "web.app.",
  "web.start.",
  "web.tables.",
  "web.module.",
  "web.tableOption.",
  "web.role.",
  "web.localTable.",
  "web.copy.",
  "web.failure.network",
] as const;

/** True for a key the start page's message module carries. */
export const isStartPageKey = (key: string): boolean => START_PAGE_PREFIXES.some((p) => key.startsWith(p));
const VIRTUAL = "virtual:spieltisch-messages/";
/** A system's message file in the protocol's sources (`systems/<id>/messages.ts`). */
const SYSTEM_MESSAGE_FILE = /[\\/]protocol[\\/]src[\\/]systems[\\/][\w-]+[\\/]messages\.ts$/;
const RESOLVED = "\0spieltisch-messages:";

/**
 * One language's messages exactly as the catalogue merges them (its general areas and every
 * system's `messages.ts`): the catalogue itself is evaluated with tsx, as the server would load it.
 */
export async function mergedMessages(catalogue: string, lang: string): Promise<Record<string, string>> {
  const { tsImport } = await import("tsx/esm/api");
  const mod: { catalogueMessages?: (lang: string) => Record<string, string> } = await tsImport(
    pathToFileURL(catalogue).href,
    import.meta.url,
  );
  if (!mod.catalogueMessages) throw new Error("messages-per-language: catalogue.ts has no catalogueMessages");
  return { ...mod.catalogueMessages(lang) };
}

/** The message files under the protocol's sources (the catalogue's areas, each system's), to watch. */
function messageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith("messages.ts"))
    .map((f) => join(dir, f));
}

/**
 * A system's message file with the same exports, each `{ de: {}, en: {} }`: the code that imports
 * it (the system's plain part) keeps working, and no message is shipped twice.
 */
async function emptiedMessageFile(file: string): Promise<string> {
  const { tsImport } = await import("tsx/esm/api");
  const mod: Record<string, unknown> = await tsImport(pathToFileURL(file).href, import.meta.url);
  return Object.keys(mod)
    .map((name) => `export const ${name} = { de: {}, en: {} };\n`)
    .join("");
}

/** The plugin; `catalogue` is protocol's `i18n/catalogue.ts`, `webCatalogue` its web stand-in. */
export function messagesPerLanguage(catalogue: string, webCatalogue: string): Plugin {
  const dir = dirname(catalogue);
  return {
    name: "spieltisch-messages-per-language",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source.startsWith(VIRTUAL)) return RESOLVED + source.slice(VIRTUAL.length);
      if (importer && source === "./i18n/catalogue.js" && importer.startsWith(dirname(dir))) {
        return webCatalogue;
      }
      return null;
    },
    async load(id) {
      if (SYSTEM_MESSAGE_FILE.test(id)) return await emptiedMessageFile(id);
      if (!id.startsWith(RESOLVED)) return null;
      const [lang = "", part] = id.slice(RESOLVED.length).split("/");
      if (part !== undefined && part !== "start") throw new Error(`messages-per-language: ${part}?`);
      if (!(LANGS as readonly string[]).includes(lang)) throw new Error(`messages-per-language: ${lang}?`);
      for (const file of messageFiles(dirname(dir))) this.addWatchFile(file);
      this.addWatchFile(catalogue);
      const merged = await mergedMessages(catalogue, lang);
      // The start page's keys only, chosen at build time (a filter at run time would ship them all).
      const messages =
        part === undefined
          ? merged
          : Object.fromEntries(Object.entries(merged).filter(([key]) => isStartPageKey(key)));
      // Merged at build time and handed over as JSON text: spreading the message files into one
      // object of ~2000 keys took ~25 ms of the dice view's main thread; JSON.parse of the same
      // text, about 1 ms.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
    },
  };
}
