// Vite plugin: the web build ships the message catalogue one language per chunk instead of both
// languages in the start page's JavaScript. The message files in packages/protocol/src/i18n stay as
// they are (each exports `{ de, en }`); this plugin
//  - swaps protocol's `i18n/catalogue.ts` for `src/lib/web-catalogue.ts` (same exports, backed by
//    the loaded languages; it imports the real file itself for what needs no messages),
//  - serves `virtual:spieltisch-messages/<lang>`: every message file's `<lang>` half, merged at
//    build time in the order `catalogue.ts` spreads them (later keys win exactly as they do there),
//    as JSON text the module parses,
//  - serves `virtual:spieltisch-messages/<lang>/start`: the same, only the keys of the start page
//    (`START_PAGE_PREFIXES`), so the start page carries a sliver of the catalogue.
// Tests and the server keep the real catalogue (this plugin is part of the web build only).
import { readFileSync } from "node:fs";
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
const RESOLVED = "\0spieltisch-messages:";

/**
 * One language's messages, merged as `catalogue.ts` merges them: the message files (plain objects,
 * no imports) are evaluated with tsx, as the catalogue test would see them.
 */
export async function mergedMessages(list: readonly [string, string][], lang: string) {
  const { tsImport } = await import("tsx/esm/api");
  const merged: Record<string, string> = {};
  for (const [name, file] of list) {
    const mod = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<
      string,
      Record<string, Record<string, string>> | undefined
    >;
    const half = mod[name]?.[lang];
    if (!half) throw new Error(`messages-per-language: ${file} has no ${name}.${lang}`);
    Object.assign(merged, half);
  }
  return merged;
}

/** The plugin; `catalogue` is protocol's `i18n/catalogue.ts`, `webCatalogue` its web stand-in. */
export function messagesPerLanguage(catalogue: string, webCatalogue: string): Plugin {
  const dir = dirname(catalogue);
  /** `[export name, file]` of every message file, in the order `catalogue.ts` spreads them. */
  const parts = (): [string, string][] => {
    const source = readFileSync(catalogue, "utf8");
    const files = new Map<string, string>();
    for (const m of source.matchAll(/import \{ (\w+Messages) \} from "\.\/([\w-]+)\.js";/g)) {
      files.set(m[1]!, join(dir, `${m[2]}.ts`));
    }
    const block = /const de = \{([^}]*)\}/.exec(source)?.[1] ?? "";
    const order = [...block.matchAll(/\.\.\.(\w+)\.de/g)].map((m) => m[1]!);
    if (order.length === 0 || order.some((name) => !files.has(name))) {
      throw new Error("messages-per-language: catalogue.ts no longer has the shape this plugin reads");
    }
    return order.map((name) => [name, files.get(name)!]);
  };
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
      if (!id.startsWith(RESOLVED)) return null;
      const [lang = "", part] = id.slice(RESOLVED.length).split("/");
      if (part !== undefined && part !== "start") throw new Error(`messages-per-language: ${part}?`);
      if (!(LANGS as readonly string[]).includes(lang)) throw new Error(`messages-per-language: ${lang}?`);
      const list = parts();
      for (const [, file] of list) this.addWatchFile(file);
      this.addWatchFile(catalogue);
      const merged = await mergedMessages(list, lang);
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
