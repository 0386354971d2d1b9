import { PLAIN_TABLE } from "@spieltisch/engine";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { tableActions } from "../actions/odds.js";
import { I18nProvider } from "../lib/i18n.js";
import type { PlayCharacterView } from "../session/types.js";
import { PlaySidesPicker } from "./play-sides-picker.js";

afterEach(cleanup);

/** A character of this member's in play, without a condition. */
const mine = (id: string, character: Record<string, unknown>): PlayCharacterView => ({
  id,
  version: 1,
  character,
  owner: "c-me",
  mine: true,
  play: {
    condition: null,
    status: null,
    due: [],
    modifiers: { action: [], "condition-check": [], healing: [] },
  },
});

const SLIINGACH = mine("ur-1", {
  format: "spieltisch/character@1",
  system: "ews-urfassung",
  name: "Sliingach",
  attributes: [
    { name: "Konstitution", short: "KO", value: 15 },
    { name: "Geschicklichkeit", short: "GE", value: 14 },
  ],
  subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 15 }],
  skills: [{ name: "Nahkampf", attribute: "GE", level: 6 }],
});

const BROM = mine("kw-1", {
  format: "spieltisch/character@1",
  system: "kampfwuerfel",
  name: "Brom",
  lp: 30,
  dailyRegeneration: 3,
  kraft: 5,
  combatDice: 10,
  reflexDice: 4,
  shieldSkill: 2,
  toughness: 1,
});

/** The „Wert vom Bogen“ choices of the actor for `action` of `system`, as listed. */
function valueOptions(system: string, action: string, character: PlayCharacterView): string[] {
  const entry = tableActions(system, []).find((a) => a.id === action)!;
  render(
    <I18nProvider lang="de">
      <PlaySidesPicker
        entry={entry}
        characters={[character]}
        system={system}
        table={PLAIN_TABLE}
        isGm={false}
        choice={{ actor: character.id }}
        onChoice={() => undefined}
      />
    </I18nProvider>,
  );
  const select = screen.getByLabelText("Wert vom Bogen");
  return within(select)
    .getAllByRole("option")
    .map((o) => o.textContent ?? "")
    .slice(1);
}

describe("„Wert vom Bogen“ (issue #29)", () => {
  it("lists each value once, under its full name (Konstitution, not also KO)", () => {
    const options = valueOptions("ews-urfassung", "check", SLIINGACH);
    expect(options).toContain("Konstitution (15)");
    expect(options).toContain("Schadensresistenz (15)");
    expect(options.filter((o) => /^(KO|GE|SR) /.test(o))).toEqual([]);
    expect(new Set(options).size).toBe(options.length);
  });

  it("offers Kampfwürfel's pools of dice, not LP, RLP, Schildkampf or Zähigkeit", () => {
    expect(valueOptions("kampfwuerfel", "check", BROM)).toEqual([
      "Kampfwürfel (10)",
      "Reflexwürfel (4)",
      "Kraft (5)",
    ]);
    cleanup();
    const attack = valueOptions("kampfwuerfel", "melee", BROM);
    expect(attack.some((o) => /^(LP|RLP|Schildkampf|Zähigkeit) /.test(o))).toBe(false);
  });
});
