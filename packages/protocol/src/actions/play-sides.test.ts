import { getSystem, PLAIN_TABLE, withModules } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { findActionAdapter } from "./pipeline.js";
import { fillSide, sideModifiers, withoutStoodIn } from "./play-sides.js";

const check = findActionAdapter("ews", "check")!;
const heal = findActionAdapter("ews", "heal")!;
const shoot = findActionAdapter("ews", "shoot")!;
const damage = findActionAdapter("ews-urfassung", "damage")!;
const SHEET = { format: "spieltisch/character@1", system: "ews", name: "Alrik", wounds: 2 } as const;

describe("filling a side from its character", () => {
  it("puts the named sheet value into the side's value option and refuses it next to the option", () => {
    expect(fillSide(check, "actor", { target: 12 }, { value: 13 })).toEqual({
      ok: true,
      options: { target: 12, value: 13 },
      overrides: [],
    });
    expect(fillSide(check, "actor", { value: 9, target: 12 }, { value: 13 })).toEqual({
      ok: false,
      problem: "value-given",
      option: "value",
    });
    expect(fillSide(check, "opponent", { target: 12 }, { value: 13 })).toEqual({
      ok: false,
      problem: "no-value-option",
    });
    expect(fillSide(damage, "opponent", { dice: "W6" }, { value: 13 })).toMatchObject({ ok: false });
  });

  it("lets the condition fill what the body leaves out, never what it gives", () => {
    const condition = getSystem("ews").conditions!.initialCondition(SHEET, PLAIN_TABLE);
    expect(fillSide(heal, "actor", { situation: "rest" }, { condition })).toEqual({
      ok: true,
      options: { situation: "rest", wounds: 2 },
      overrides: [],
    });
    // RULINGS §7: the typed value wins and is named.
    expect(fillSide(heal, "actor", { situation: "rest", wounds: 0 }, { condition })).toEqual({
      ok: true,
      options: { situation: "rest", wounds: 0 },
      overrides: [{ option: "wounds", condition: 2, typed: 0 }],
    });
    expect(fillSide(heal, "actor", { situation: "rest", wounds: 2 }, { condition })).toMatchObject({
      overrides: [],
    });
  });
});

// RULINGS §7: "Typed values next to a sheet override the sheet's value in every command and every
// screen, and the output names what was overridden" — a typed `--wounds` replaces the condition's
// wound malus in a check, as it replaces the condition's wounds in a healing week; it never adds.
describe("a typed count stands in for the condition's", () => {
  const wounds = [{ amount: -6, source: "wounds" }];

  it("check --wounds 1 next to a character with 2 wounds: −3 from the option, the −6 left out, named", () => {
    expect(withoutStoodIn(check, "actor", { wounds: 1 }, wounds)).toEqual({
      modifiers: [],
      overrides: [{ option: "wounds", condition: 2, typed: 1 }],
    });
    // Typed as the condition has it: nothing to name, still not counted twice.
    expect(withoutStoodIn(check, "actor", { wounds: 2 }, wounds)).toEqual({ modifiers: [], overrides: [] });
    // Untyped: the condition's malus stands, and the other sources stay whatever is typed.
    const foka = [...wounds, { amount: -1, source: "low-tp" }];
    expect(withoutStoodIn(check, "actor", {}, foka)).toEqual({ modifiers: foka, overrides: [] });
    expect(withoutStoodIn(check, "actor", { wounds: 0 }, foka)).toEqual({
      modifiers: [{ amount: -1, source: "low-tp" }],
      overrides: [{ option: "wounds", condition: 2, typed: 0 }],
    });
  });

  it("each side of a contest by its own option; a side without the option keeps its malus", () => {
    const contest = findActionAdapter("ews", "contest")!;
    expect(withoutStoodIn(contest, "opponent", { aWounds: 0, bWounds: 3 }, wounds).overrides).toEqual([
      { option: "bWounds", condition: 2, typed: 3 },
    ]);
    expect(withoutStoodIn(contest, "opponent", { aWounds: 0 }, wounds).modifiers).toEqual(wounds);
  });
});

describe("what a side's condition adds", () => {
  const ews = getSystem("ews").conditions!;

  it("asks the condition for the side's use, the due check's use for an actor answering one", () => {
    const foka = withModules("foka");
    const hurt = ews.applyOutcome(ews.initialCondition(SHEET, foka), { kind: "damage", amount: 13 }, foka);
    const options = check.options.parse({ value: 12, target: 12 });
    expect(sideModifiers("ews", check, "actor", options, hurt, foka, false)).toEqual(
      ews.modifiersFrom(hurt, "action", foka),
    );
    expect(sideModifiers("ews", check, "actor", options, hurt, foka, false).length).toBeGreaterThan(0);
    expect(sideModifiers("ews", check, "actor", options, hurt, foka, true)).toEqual([]);
  });

  it("adds nothing where the side does not roll", () => {
    const wounded = ews.initialCondition(SHEET, PLAIN_TABLE);
    const noDodge = shoot.options.parse({ value: 12, range: "short" });
    expect(sideModifiers("ews", shoot, "opponent", noDodge, wounded, PLAIN_TABLE, false)).toEqual([]);
    const dodging = shoot.options.parse({ value: 12, range: "short", dodge: 12 });
    expect(sideModifiers("ews", shoot, "opponent", dodging, wounded, PLAIN_TABLE, false)).toEqual([
      { amount: -6, source: "wounds" },
    ]);
    expect(sideModifiers("ews", check, "opponent", {}, wounded, PLAIN_TABLE, false)).toEqual([]);
  });
});
