import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { printedNumber } from "../lib/play-text.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { RollResult } from "./roll-result.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const rolled = async (system: string, options: Record<string, unknown>) => {
  const session = new LocalSession(createLocalTable({ name: "T", system, modules: [], houseRules: {} }));
  return session.roll("check", options);
};

describe("roll result: distance to what was needed", () => {
  it("Faar (a d20 under the value) names no MW: it says how far under or over the value", async () => {
    const event = await rolled("faar", { value: 14 });
    render(
      <I18nProvider lang="de">
        <RollResult event={event} />
      </I18nProvider>,
    );
    const text = screen.getByTestId("roll-result").textContent ?? "";
    expect(text).not.toContain("MW");
    const margin = Number(event.margin);
    expect(text).toContain(
      margin >= 0 ? `${margin} unter dem Wert 14` : `${Math.abs(margin)} über dem Wert 14`,
    );
  });

  it("an EWS check keeps its distance to the MW", async () => {
    const event = await rolled("ews", { value: 12, target: 9 });
    render(
      <I18nProvider lang="de">
        <RollResult event={event} />
      </I18nProvider>,
    );
    // A margin below the MW with the minus sign, as the table writes it.
    expect(screen.getByTestId("roll-result").textContent).toContain(
      `Abstand zum MW: ${printedNumber(Number(event.margin))}`,
    );
  });
});
