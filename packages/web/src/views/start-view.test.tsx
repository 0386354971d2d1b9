import { tableOptionsSchema } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { loadLocalTable } from "../session/local-session.js";
import { StartView } from "./start-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("start view", () => {
  it("creates a table with its house rules in the one option shape", () => {
    render(
      <I18nProvider lang="de">
        <StartView />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByLabelText("Mehr Δ als das Budget erlauben (Warnung statt Fehler)"));
    fireEvent.click(screen.getByLabelText("Fertigkeiten mit Minus erlauben (Warnung statt Fehler)"));
    fireEvent.click(screen.getByLabelText("Minus-Eigenschaften geben Mali auf Fertigkeiten"));
    fireEvent.click(screen.getByLabelText("Fertigkeiten mit Minus erlauben (Warnung statt Fehler)"));
    fireEvent.click(screen.getByRole("button", { name: "Allein spielen (nur in diesem Browser)" }));
    const options = loadLocalTable()?.config.houseRules;
    expect(options).toEqual({ houseRules: ["ews.over-budget"], attributeMalus: true });
    expect(tableOptionsSchema.parse(options)).toEqual(options);
  });
});
