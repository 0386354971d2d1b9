import { PLAIN_TABLE, withModules } from "@spieltisch/engine";
import { ewsCheckOptionsSchema } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ActionForm } from "../components/action-form.js";
import { OddsPanel } from "../components/odds-panel.js";
import { I18nProvider } from "../lib/i18n.js";
import { cleanOptions, fieldsOf } from "./fields.js";
import { computeOdds, distributionOf, mainProbability, oddsDetails, tableActions } from "./odds.js";

afterEach(cleanup);

describe("action fields from adapter schemas", () => {
  it("reads the EWS check options as value, target, modifier list and wounds", () => {
    const fields = fieldsOf(ewsCheckOptionsSchema);
    expect(fields.map((f) => [f.name, f.kind, f.optional])).toEqual([
      ["value", "int", false],
      ["target", "int", false],
      ["mod", "mods", true],
      ["wounds", "int", true],
    ]);
  });

  it("drops empty options before they reach the adapter", () => {
    expect(cleanOptions({ value: 12, mod: [], wounds: undefined, secret: false })).toEqual({ value: 12 });
  });
});

describe("odds in the browser", () => {
  const check = tableActions("ews", []).find((a) => a.id === "check")!;

  it("lists every ews action that has an adapter", () => {
    expect(tableActions("ews", []).map((a) => a.id)).toEqual(expect.arrayContaining(["check", "contest"]));
  });

  it("lists FoKa's melee, shots and TP healing only at a table with the foka module", () => {
    expect(tableActions("ews", ["krit"]).map((a) => a.id)).toEqual(["check", "contest", "confront", "heal"]);
    expect(tableActions("ews", ["foka"]).map((a) => a.id)).toEqual(
      expect.arrayContaining(["melee", "shoot", "foka-heal"]),
    );
  });

  it("computes 1/2 for value 12 against MW 12 and the result distribution", () => {
    const odds = computeOdds(check, { value: 12, target: 12 }, PLAIN_TABLE);
    if (!odds.ok) throw new Error(odds.message);
    expect(mainProbability(odds.json)).toEqual({ key: "pSuccess", p: 0.5 });
    expect(odds.json.pSuccessExact).toBe("1/2");
    expect(distributionOf(odds.json)?.bars.map((b) => b.label)).toEqual([7, 9, 11, 14, 16, 18]);
  });

  it("lists the further probabilities of the krit module, not the inputs", () => {
    const odds = computeOdds(check, { value: 12, target: 12 }, withModules("krit"));
    if (!odds.ok) throw new Error(odds.message);
    const keys = oddsDetails(odds.json, "pSuccess", { value: 12, target: 12 }).map((d) => d.key);
    expect(keys).toEqual(["pCriticalSuccess", "pCriticalFumble", "pAutomaticSuccess", "pAutomaticFailure"]);
  });

  it("shows an output named like an option when its value is new (dice per phase after BE)", () => {
    const json = { combatDice: 5, reflexDice: 1 };
    const keys = oddsDetails(json, undefined, { combatDice: 7, reflexDice: 1 }).map((d) => d.key);
    expect(keys).toEqual(["combatDice"]);
  });

  it("reports unusable options instead of throwing", () => {
    expect(computeOdds(check, { value: 12 }, PLAIN_TABLE).ok).toBe(false);
  });

  it("shows the chance and the what-if for +3 in German", () => {
    render(
      <I18nProvider lang="de">
        <OddsPanel
          entry={check}
          fields={fieldsOf(check.adapter.options)}
          values={{ value: 12, target: 12, mod: [] }}
          table={PLAIN_TABLE}
        />
      </I18nProvider>,
    );
    expect(screen.getByTestId("odds-value").textContent).toBe("50,0 %");
    expect(screen.getByText("mit +3:").closest("li")?.textContent).toBe("mit +3: 83,3 %");
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe("Verteilung des Ergebnisses");
  });

  it("updates when the modifier slider moves", () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole("slider"), { target: { value: "3" } });
    expect(screen.getByTestId("odds-value").textContent).toBe("83.3%");
  });
});

function Harness() {
  const check = tableActions("ews", []).find((a) => a.id === "check")!;
  const [values, setValues] = useState<Record<string, unknown>>({ value: 12, target: 12, mod: [] });
  const fields = fieldsOf(check.adapter.options);
  return (
    <I18nProvider lang="en">
      <ActionForm idPrefix="t" fields={fields} values={values} onChange={setValues} />
      <OddsPanel entry={check} fields={fields} values={values} table={PLAIN_TABLE} />
    </I18nProvider>
  );
}
