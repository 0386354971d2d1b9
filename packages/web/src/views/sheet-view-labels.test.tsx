import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import DORN from "../../../../examples/characters/dorn.json" with { type: "json" };
import { BROM, LINDA, SLIINGACH, TILKEI } from "../components/heft/heft-examples-test-support.js";
import { I18nProvider } from "../lib/i18n.js";
import { keyLikeTokens } from "../lib/visible-text-test-support.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import SheetView from "./sheet-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const CHARACTERS: readonly Record<string, unknown>[] = [SLIINGACH, TILKEI, DORN, BROM, LINDA];
const CASES = (["de", "en"] as const).flatMap((lang) =>
  CHARACTERS.map((character) => ({
    lang,
    system: String(character.system),
    name: String(character.name),
    character,
  })),
);

describe("the Charakterheft speaks German and English, not keys", () => {
  it.each(CASES)("$system, $name ($lang): the Heft on screen and in print", async ({ lang, character }) => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: String(character.system), modules: [], houseRules: {} }),
    );
    await session.saveCharacter(null, character, null);
    const { container } = render(
      <I18nProvider lang={lang}>
        <SheetView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const heft = container.querySelector("article.heft");
    const booklet = container.querySelector(".booklet");
    expect(heft).toBeTruthy();
    expect(booklet).toBeTruthy();
    expect([...keyLikeTokens(container, "Heft")]).toEqual([]);
  });
});
