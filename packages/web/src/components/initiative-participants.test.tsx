import { translate } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fieldsOf } from "../actions/fields.js";
import { tableActions } from "../actions/odds.js";
import { I18nProvider } from "../lib/i18n.js";
import type { RosterEntry } from "../lib/initiative-roster.js";
import { ActionForm } from "./action-form.js";
import { rollSummary } from "./event-text.js";

afterEach(cleanup);

const initiative = tableActions("3w6-stunts", []).find((a) => a.id === "initiative")!;

/** The 3W6 initiative's form with its values kept in state, and the last values it reported. */
function Harness({ roster, seen }: { roster: readonly RosterEntry[]; seen: Record<string, unknown>[] }) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  return (
    <I18nProvider lang="de">
      <ActionForm
        idPrefix="t"
        roster={roster}
        fields={fieldsOf(initiative.adapter.options, values)}
        values={values}
        onChange={(next) => {
          seen.push(next);
          setValues(next);
        }}
      />
    </I18nProvider>
  );
}

const TABLE: RosterEntry[] = [
  { name: "Linda", speed: 3, dexterity: 2 },
  { name: "Schläger des Verlobten", speed: 2, dexterity: 1 },
];

describe("the 3W6 initiative's participants: the table's people, never JSON", () => {
  it("starts with everyone at the table ticked, their numbers from the sheets", () => {
    const seen: Record<string, unknown>[] = [];
    render(<Harness roster={TABLE} seen={seen} />);
    const list = screen.getByRole("group", { name: "Teilnehmer" });
    expect(within(list).queryByRole("textbox")).toBeNull();
    expect(screen.queryByText(/\{"|\[\{/)).toBeNull();
    expect(
      (within(list).getByRole("checkbox", { name: "Linda würfelt mit" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(list).getByRole("spinbutton", { name: "Geschwindigkeit von Linda" }) as HTMLInputElement).value,
    ).toBe("3");
    expect(seen.at(-1)?.participants).toEqual(TABLE);
    expect(screen.queryByText(/Ork/)).toBeNull();
  });

  it("leaves out whoever is unticked and takes a changed number for this roll", () => {
    const seen: Record<string, unknown>[] = [];
    render(<Harness roster={TABLE} seen={seen} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Linda würfelt mit" }));
    expect(seen.at(-1)?.participants).toEqual([TABLE[1]]);
    fireEvent.change(
      screen.getByRole("spinbutton", { name: "Geschicklichkeit von Schläger des Verlobten" }),
      {
        target: { value: "4" },
      },
    );
    expect(seen.at(-1)?.participants).toEqual([{ ...TABLE[1], dexterity: 4 }]);
    // Unticked, Linda's numbers may change too; ticking her takes them along, in the table's order.
    fireEvent.change(screen.getByRole("spinbutton", { name: "Geschwindigkeit von Linda" }), {
      target: { value: "5" },
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "Linda würfelt mit" }));
    expect(seen.at(-1)?.participants).toEqual([
      { ...TABLE[0], speed: 5 },
      { ...TABLE[1], dexterity: 4 },
    ]);
  });

  it("at a table without characters: two opponents to name, and more on request", () => {
    const seen: Record<string, unknown>[] = [];
    render(<Harness roster={[]} seen={seen} />);
    expect(seen.at(-1)?.participants).toEqual([
      { name: "Gegner 1", speed: 0, dexterity: 0 },
      { name: "Gegner 2", speed: 0, dexterity: 0 },
    ]);
    fireEvent.change(screen.getByRole("textbox", { name: "Name in Zeile 1" }), { target: { value: "Ork" } });
    fireEvent.click(screen.getByRole("button", { name: "+ Weitere Person" }));
    expect(seen.at(-1)?.participants).toEqual([
      { name: "Ork", speed: 0, dexterity: 0 },
      { name: "Gegner 2", speed: 0, dexterity: 0 },
      { name: "Gegner 1", speed: 0, dexterity: 0 },
    ]);
  });
});

describe("a roll's summary says what came of it", () => {
  const t = (key: string, params?: Record<string, unknown>) => translate("de", key as never, params);
  const i18n = { t, tk: t } as never;

  it("names the initiative's order, by the characters' names where the roll took their ids", () => {
    const order = [
      { name: "c2", speed: 2, dexterity: 1, roll: 6, total: 8, rollOffs: [] },
      { name: "c1", speed: 3, dexterity: 2, roll: 1, total: 4, rollOffs: [] },
    ];
    const names: Record<string, string> = { c1: "Linda", c2: "Schläger des Verlobten" };
    expect(rollSummary({ order, dice: [6, 1] }, i18n, (id) => names[id])).toBe(
      "Würfel 6, 1 · Reihenfolge: Schläger des Verlobten (8), Linda (4)",
    );
  });

  it("says the Verletzungstabelle's checks and a malus with the minus sign", () => {
    expect(rollSummary({ checks: [], penalty: 0 }, i18n)).toBe("keine Schwelle überschritten");
    expect(rollSummary({ checks: [{ success: true }, { success: false }], penalty: -2 }, i18n)).toBe(
      "1 von 2 Proben bestanden · Malus −2",
    );
  });
});
