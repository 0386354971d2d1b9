import { PLAIN_TABLE } from "@spieltisch/engine";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fieldsOf } from "../actions/fields.js";
import { tableActions } from "../actions/odds.js";
import { I18nProvider } from "../lib/i18n.js";
import { OddsPanel } from "./odds-panel.js";

afterEach(cleanup);

const FOKA = { ...PLAIN_TABLE, modules: ["foka"] };

describe("charts that mean something", () => {
  it("the melee chart shows who hits with how much damage, with German axis words", () => {
    const melee = tableActions("ews", ["foka"]).find((a) => a.id === "melee")!;
    const values = { attacker: 12, defender: 12, attackerWeapon: 2, defenderWeapon: 2 };
    render(
      <I18nProvider lang="de">
        <OddsPanel entry={melee} fields={fieldsOf(melee.adapter.options)} values={values} table={FOKA} />
      </I18nProvider>,
    );
    const chart = screen.getByRole("img", { name: "Wer trifft, mit wie viel Schaden" });
    const words = [...chart.querySelectorAll("text.axis-title")].map((t) => t.textContent);
    expect(words).toEqual(["Verteidiger trifft", "Angreifer trifft", "Schaden"]);
    const numbers = [...chart.querySelectorAll("text.axis")].map((t) => Number(t.textContent));
    // Not every bar "0": the damages, most first on the defender's side, rising on the attacker's.
    expect(new Set(numbers).size).toBeGreaterThan(3);
    expect(chart.querySelectorAll("rect.good").length).toBeGreaterThan(0);
    expect(chart.querySelectorAll("rect.against").length).toBeGreaterThan(0);
    expect(chart.querySelector("title")?.textContent).toMatch(/Angreifer trifft, Schaden \d+: \d/);
  });

  it("odds fields by their labels, numbers in German (no pTargetHit, no 5,999)", () => {
    const heal = tableActions("ews", []).find((a) => a.id === "heal")!;
    const values = { value: 12, wounds: 2, weeks: 4, situation: "travel" };
    render(
      <I18nProvider lang="de">
        <OddsPanel entry={heal} fields={fieldsOf(heal.adapter.options)} values={values} table={PLAIN_TABLE} />
      </I18nProvider>,
    );
    const odds = screen.getByTestId("odds");
    expect(odds.textContent).toContain("Chance, je ganz zu heilen");
    expect(odds.textContent).not.toMatch(/pEverHealed|expectedWeeks/);
    const weeks = odds.querySelector('[data-key="expectedWeeksIfHealed"]')?.textContent ?? "";
    expect(weeks).toMatch(/^\d+(,\d)?$/);
    expect(screen.getByRole("img", { name: "Verteilung der Wunden" })).toBeTruthy();
  });
});
