// @vitest-environment node
import { fileURLToPath } from "node:url";
import { messageKeys, translate } from "@spieltisch/protocol";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { isStartPageKey, messagesPerLanguage } from "../../scripts/messages-per-language.js";

const catalogue = fileURLToPath(new URL("../../../protocol/src/i18n/catalogue.ts", import.meta.url));
const webCatalogue = fileURLToPath(new URL("./web-catalogue.ts", import.meta.url));

/** Calls a plugin hook the way Vite does (hooks may be functions or `{ handler }` objects). */
const hook = (plugin: Plugin, name: "resolveId" | "load" | "transform") => {
  const h = plugin[name] as unknown;
  const fn = (typeof h === "function" ? h : (h as { handler: unknown }).handler) as (
    this: unknown,
    ...args: unknown[]
  ) => unknown;
  return (...args: unknown[]) => fn.call({ addWatchFile: () => {} }, ...args);
};

describe("messages per language (web build plugin)", () => {
  const plugin = messagesPerLanguage(catalogue, webCatalogue);

  it.each(["de", "en"] as const)(
    "a language's module has exactly the catalogue's %s messages",
    async (lang) => {
      const id = await hook(plugin, "resolveId")(`virtual:spieltisch-messages/${lang}`, undefined);
      const code = String(await hook(plugin, "load")(id));
      // Evaluate what the generated module imports: each file's `lang` half, spread in order.
      const merged: Record<string, string> = {};
      for (const m of code.matchAll(/import \{ (\w+) as m\d+ \} from "(.+)\?lang=\w+";/g)) {
        const mod = (await import(/* @vite-ignore */ m[2]!)) as Record<string, Record<string, object>>;
        Object.assign(merged, mod[m[1]!]![lang]);
      }
      expect(Object.keys(merged)).toEqual(messageKeys());
      for (const key of messageKeys()) expect(merged[key]).toBe(translate(lang, key));
    },
  );

  it.each(["de", "en"] as const)(
    "the start page's module has exactly the catalogue's %s messages of the start page's keys",
    async (lang) => {
      const id = await hook(plugin, "resolveId")(`virtual:spieltisch-messages/${lang}/start`, undefined);
      const code = String(await hook(plugin, "load")(id));
      const start = JSON.parse(/^export default (.*);\n$/s.exec(code)![1]!) as Record<string, string>;
      const expected = messageKeys().filter(isStartPageKey);
      expect(expected.length).toBeGreaterThan(30);
      expect(Object.keys(start)).toEqual(expected);
      for (const key of expected) expect(start[key]).toBe(translate(lang, key));
    },
  );

  it("keeps only the asked language of a message file", () => {
    const source =
      'const de = { a: "A" } as const;\nconst en = { a: "a" };\nexport const xMessages = { de, en };\n';
    const out = hook(plugin, "transform")(source, "/x/x-messages.ts?lang=en") as { code: string };
    expect(out.code).toContain("export const xMessages = { en };");
    expect(() =>
      hook(plugin, "transform")("export const xMessages = { en, de };", "/x/x-messages.ts?lang=de"),
    ).toThrow(/does not end in/);
  });

  it("swaps the protocol's catalogue for the web one, and nothing else", async () => {
    const resolve = hook(plugin, "resolveId");
    const protocolIndex = fileURLToPath(new URL("../../../protocol/src/index.ts", import.meta.url));
    expect(await resolve("./i18n/catalogue.js", protocolIndex)).toBe(webCatalogue);
    expect(await resolve("./i18n/catalogue.js", webCatalogue)).toBeNull();
  });
});
