import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import DiceView from "./dice-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** How an internal key looks: kebab-case (`full-defence`) or camelCase (`pTargetHit`). */
const KEY_LIKE = /(?<![\p{L}\p{N}])(?:\p{Ll}+(?:-[\p{Ll}\p{N}]+)+|\p{Ll}+\p{Lu}\p{L}*)(?![\p{L}\p{N}])/gu;

/** Every piece of text on screen, each on its own (adjacent elements must not glue words together). */
function texts(root: Element): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const out: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node.textContent ?? "");
  for (const el of root.querySelectorAll("[aria-label], [title], [placeholder]")) {
    for (const name of ["aria-label", "title", "placeholder"]) out.push(el.getAttribute(name) ?? "");
  }
  return out;
}

const TABLES = (["de", "en"] as const).flatMap((lang) =>
  [
    { system: "ews", modules: ["foka"] },
    { system: "ews", modules: [] },
    { system: "ews-urfassung", modules: [] },
    { system: "kampfwuerfel", modules: [] },
    { system: "faar", modules: [] },
    { system: "3w6-stunts", modules: [] },
  ].map((table) => ({ ...table, lang })),
);
const ROLL = { de: "Würfeln", en: "Roll" } as const;

describe("the dice view speaks German and English, not keys", () => {
  it.each(TABLES)(
    "$system $modules ($lang): every action's form, odds and rolled result",
    async ({ system, modules, lang }) => {
      const session = new LocalSession(createLocalTable({ name: "T", system, modules, houseRules: {} }));
      const { container } = render(
        <I18nProvider lang={lang}>
          <DiceView session={session} query={new URLSearchParams()} />
        </I18nProvider>,
      );
      const actions = screen.getAllByRole("button", { pressed: false }).length + 1;
      const found: string[] = [];
      for (let i = 0; i < actions; i++) {
        const button = screen.getAllByRole("group")[0]!.querySelectorAll("button")[i]!;
        const name = button.textContent ?? "";
        fireEvent.click(button);
        await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
        fireEvent.click(screen.getByRole("button", { name: ROLL[lang] }));
        await waitFor(() => expect(screen.getByTestId("roll-result")).toBeTruthy());
        for (const text of texts(container)) {
          for (const key of text.match(KEY_LIKE) ?? []) found.push(`${name}: ${key}`);
        }
      }
      expect(found).toEqual([]);
    },
  );
});
