import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, loadAllMessages, loadInitialLanguage, useI18n } from "./i18n.js";
import { languageLoader } from "./language-loader.js";

const original = { ...languageLoader };
afterEach(() => {
  Object.assign(languageLoader, original);
  localStorage.clear();
});

function Probe() {
  const { t, lang, setLang } = useI18n();
  return (
    <button type="button" onClick={() => setLang("en")} data-lang={lang}>
      {t("web.live.offline")}
    </button>
  );
}

describe("language loading", () => {
  it("switches only once the new language's messages are loaded", async () => {
    let finish: () => void = () => {};
    const asked: string[] = [];
    languageLoader.load = (lang) => {
      asked.push(lang);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    render(
      <I18nProvider lang="de">
        <Probe />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole("button"));
    expect(asked).toEqual(["en"]);
    // Still German while English is on its way: never a mix, never a missing text.
    expect(screen.getByRole("button").textContent).toBe("getrennt – verbinde neu");
    await act(async () => finish());
    expect(screen.getByRole("button").dataset.lang).toBe("en");
    expect(screen.getByRole("button").textContent).toBe("disconnected – reconnecting");
  });

  it("loads the remembered language's start page messages before the first render, all of it for a view", async () => {
    const asked: string[] = [];
    languageLoader.loadStart = async (lang) => {
      asked.push(`start ${lang}`);
    };
    languageLoader.load = async (lang) => {
      asked.push(`all ${lang}`);
    };
    localStorage.setItem("spieltisch.lang", "en");
    await loadInitialLanguage();
    localStorage.setItem("spieltisch.lang", "de");
    await loadInitialLanguage();
    await loadAllMessages();
    localStorage.setItem("spieltisch.lang", "en");
    await loadAllMessages();
    expect(asked).toEqual(["start en", "start de", "all de", "all en"]);
  });
});
