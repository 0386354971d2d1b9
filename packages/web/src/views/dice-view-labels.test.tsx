import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { keyLikeTokens } from "../lib/visible-text-test-support.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import DiceView from "./dice-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

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
        found.push(...keyLikeTokens(container, name));
      }
      expect(found).toEqual([]);
    },
  );
});
