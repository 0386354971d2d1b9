import { readFileSync } from "node:fs";
import { isMessageKey } from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { isStartPageKey, START_PAGE_PREFIXES } from "../../scripts/messages-per-language.js";

/** The sources of what the start page shows (the build's start chunk: app frame, start view, my tables). */
const START_PAGE_SOURCES = [
  "../app.tsx",
  "../views/start-view.tsx",
  "../views/my-tables.tsx",
  "../components/invite-links.tsx",
  "../components/copy-button.tsx",
  "../components/lazy-failure-message.tsx",
  "../components/table-option-fields.tsx",
  "./table-option-text.ts",
];

/** Every message key a source names: `t("key"`, `tk("key"` and the fixed start of `tk(\`key.${…}\``. */
function keysIn(source: string): { keys: string[]; prefixes: string[] } {
  const keys = [...source.matchAll(/\btk?\(\s*"([\w.-]+)"/g)].map((m) => m[1]!);
  const prefixes = [...source.matchAll(/\btk?\(\s*`([\w.-]+)\$\{/g)].map((m) => m[1]!);
  return { keys, prefixes };
}

describe("the start page's messages (German's start chunk, scripts/messages-per-language.ts)", () => {
  it.each(START_PAGE_SOURCES)("%s uses only keys the start chunk carries", (file) => {
    const { keys, prefixes } = keysIn(readFileSync(new URL(file, import.meta.url), "utf8"));
    expect(keys.length + prefixes.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(isMessageKey(key), key).toBe(true);
      expect(isStartPageKey(key), key).toBe(true);
    }
    for (const prefix of prefixes) {
      expect(
        START_PAGE_PREFIXES.some((p) => prefix.startsWith(p)),
        prefix,
      ).toBe(true);
    }
  });

  it("the key finder sees both forms (so the check above cannot pass by finding nothing)", () => {
    // A template key as the sources write it (built here: a plain string may not hold the placeholder).
    const template = "tk(`web.role.$" + "{role}`, role)";
    expect(keysIn(`t("web.app.name") ${template} t("web.dice.roll", {})`)).toEqual({
      keys: ["web.app.name", "web.dice.roll"],
      prefixes: ["web.role."],
    });
  });
});
