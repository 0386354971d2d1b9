// @vitest-environment node
import { fileURLToPath } from "node:url";
import { messageKeys, translate } from "@spieltisch/protocol";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { isStartPageKey, messagesPerLanguage } from "../../scripts/messages-per-language.js";

const catalogue = fileURLToPath(new URL("../../../protocol/src/i18n/catalogue.ts", import.meta.url));
const webCatalogue = fileURLToPath(new URL("./web-catalogue.ts", import.meta.url));

/** Calls a plugin hook the way Vite does (hooks may be functions or `{ handler }` objects). */
const hook = (plugin: Plugin, name: "resolveId" | "load") => {
  const h = plugin[name] as unknown;
  const fn = (typeof h === "function" ? h : (h as { handler: unknown }).handler) as (
    this: unknown,
    ...args: unknown[]
  ) => unknown;
  return (...args: unknown[]) => fn.call({ addWatchFile: () => {} }, ...args);
};

describe("messages per language (web build plugin)", () => {
  const plugin = messagesPerLanguage(catalogue, webCatalogue);

  /** The messages a generated module exports (it parses them from JSON text). */
  const exported = async (virtualId: string): Promise<Record<string, string>> => {
    const id = await hook(plugin, "resolveId")(virtualId, undefined);
    const code = String(await hook(plugin, "load")(id));
    const text = /^export default JSON\.parse\((.*)\);\n$/s.exec(code)![1]!;
    return JSON.parse(JSON.parse(text) as string) as Record<string, string>;
  };

  it.each(["de", "en"] as const)(
    "a language's module has exactly the catalogue's %s messages",
    async (lang) => {
      const merged = await exported(`virtual:spieltisch-messages/${lang}`);
      expect(Object.keys(merged)).toEqual(messageKeys());
      for (const key of messageKeys()) expect(merged[key]).toBe(translate(lang, key));
    },
  );

  it.each(["de", "en"] as const)(
    "the start page's module has exactly the catalogue's %s messages of the start page's keys",
    async (lang) => {
      const start = await exported(`virtual:spieltisch-messages/${lang}/start`);
      const expected = messageKeys().filter(isStartPageKey);
      expect(expected.length).toBeGreaterThan(30);
      expect(Object.keys(start)).toEqual(expected);
      for (const key of expected) expect(start[key]).toBe(translate(lang, key));
    },
  );

  it("swaps the protocol's catalogue for the web one, and nothing else", async () => {
    const resolve = hook(plugin, "resolveId");
    const protocolIndex = fileURLToPath(new URL("../../../protocol/src/index.ts", import.meta.url));
    expect(await resolve("./i18n/catalogue.js", protocolIndex)).toBe(webCatalogue);
    expect(await resolve("./i18n/catalogue.js", webCatalogue)).toBeNull();
  });
});
