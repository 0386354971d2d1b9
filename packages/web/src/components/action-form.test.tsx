import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fieldsOf } from "../actions/fields.js";
import { tableActions } from "../actions/odds.js";
import { I18nProvider } from "../lib/i18n.js";
import { ActionForm } from "./action-form.js";

afterEach(cleanup);

const shoot = tableActions("ews", ["foka"]).find((a) => a.id === "shoot")!;
const melee = tableActions("ews", ["foka"]).find((a) => a.id === "melee")!;

/** The form with its values kept in state, and the last values it reported. */
function Harness({ entry, seen }: { entry: typeof shoot; seen: Record<string, unknown>[] }) {
  const [values, setValues] = useState<Record<string, unknown>>({ value: 12, range: "short" });
  return (
    <I18nProvider lang="de">
      <ActionForm
        idPrefix="t"
        fields={fieldsOf(entry.adapter.options, values)}
        values={values}
        onChange={(next) => {
          seen.push(next);
          setValues(next);
        }}
      />
    </I18nProvider>
  );
}

describe("action form: choices by their words", () => {
  it("offers the shot's circumstances as labelled checkboxes, never as free text", () => {
    const seen: Record<string, unknown>[] = [];
    render(<Harness entry={shoot} seen={seen} />);
    const group = screen.getByRole("group", { name: "Umstände" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes).toHaveLength(12);
    expect(within(group).queryByRole("textbox")).toBeNull();
    fireEvent.click(within(group).getByRole("checkbox", { name: "Ziel bewegt sich (+3)" }));
    fireEvent.click(within(group).getByRole("checkbox", { name: "Ziel zu einem Drittel gedeckt (+3)" }));
    expect(seen.at(-1)?.mods).toEqual(["target-moving", "cover-third"]);
    fireEvent.click(within(group).getByRole("checkbox", { name: "Ziel bewegt sich (+3)" }));
    expect(seen.at(-1)?.mods).toEqual(["cover-third"]);
  });

  it("shows ranges, stances and the like by their words, the value staying the key", () => {
    render(<Harness entry={melee} seen={[]} />);
    const stance = screen.getByRole("combobox", { name: "Verteidiger: Haltung" }) as HTMLSelectElement;
    const options = [...stance.options].map((o) => [o.value, o.textContent]);
    expect(options).toContainEqual(["full-defence", "reine Verteidigung"]);
    expect(options).toContainEqual(["give-up-action", "auf die Handlung verzichten"]);
    cleanup();
    render(<Harness entry={shoot} seen={[]} />);
    const range = screen.getByRole("combobox", { name: "Entfernung" }) as HTMLSelectElement;
    expect([...range.options].map((o) => o.textContent)).toEqual([
      "kurz",
      "mittel",
      "weit",
      "extrem (bis dreifache Reichweite)",
    ]);
  });
});

describe("action form: a system's own words", () => {
  it("3W6 asks for attribute + bonus against a difficulty, not a MW", () => {
    const check = tableActions("3w6-stunts", []).find((a) => a.id === "check")!;
    render(
      <I18nProvider lang="de">
        <ActionForm
          idPrefix="t"
          system="3w6-stunts"
          fields={fieldsOf(check.adapter.options)}
          values={{ value: 2, target: 12 }}
          onChange={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole("spinbutton", { name: "Schwierigkeit" })).toBeTruthy();
    expect(screen.getByRole("spinbutton", { name: "Attribut + Bonus" })).toBeTruthy();
    expect(screen.queryByText(/Mindestwurf/)).toBeNull();
  });
});
