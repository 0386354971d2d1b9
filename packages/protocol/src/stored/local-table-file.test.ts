import { PLAIN_TABLE, scriptedRng } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { findActionAdapter, rollWithAdapter } from "../actions/pipeline.js";
import type { CombatCommand } from "../combat/combat-command.js";
import { foldCombat } from "../combat/combat-reducer.js";
import { upgradeLegacyLocalTable } from "./legacy-local-events.js";
import { LOCAL_TABLE_FORMAT, parseLocalTableText } from "./local-table-file.js";

const config = {
  id: "local",
  name: "Küchentisch",
  system: "ews",
  modules: ["foka"],
  houseRules: {},
  role: "gm",
  local: true,
};
const at = "2024-01-01T00:00:00.000Z";
const start: CombatCommand = {
  command: "start",
  participants: [{ name: "Ork", initiative: 3, tp: 0, wounds: 0 }],
};

/** What the old web app spread into a local roll: the adapter's JSON of a check (12 vs 9). */
const checkJson = (die: number) =>
  rollWithAdapter(
    findActionAdapter("ews", "check")!,
    { value: 12, target: 9 },
    scriptedRng([die]),
    PLAIN_TABLE,
  ).json;

/** A local table as the web app wrote it before the event union (no envelope fields, no states). */
const legacy = {
  format: LOCAL_TABLE_FORMAT,
  config,
  events: [
    {
      kind: "roll",
      action: "check",
      options: { value: 12, target: 9 },
      ...checkJson(5),
      seq: 1,
      at,
      by: "local",
    },
    {
      kind: "roll",
      action: "check",
      options: { value: 12, target: 9 },
      ...checkJson(2),
      secret: true,
      seq: 2,
      at,
      by: "local",
    },
    { kind: "note", text: "Hallo", seq: 3, at, by: "local" },
    { kind: "combat", command: start, seq: 4, at, by: "local" },
    {
      kind: "combat",
      command: { command: "update", participant: 0, tp: -2, wounds: 1 },
      seq: 5,
      at,
      by: "local",
    },
  ],
  characters: [{ id: "c1", version: 2, character: { name: "Lazaro" } }],
};

const parse = (value: unknown) => parseLocalTableText(JSON.stringify(value));
const firstProblem = (value: unknown) => {
  const parsed = parse(value);
  return parsed.ok ? null : parsed.problems[0];
};

describe("the local-table file", () => {
  it("reads a file the web app wrote before the event union, filling in what servers log", () => {
    const parsed = parse(legacy);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const [roll, secretRoll, note, , update] = parsed.table.events;
    expect(roll).toMatchObject({
      kind: "roll",
      system: "ews",
      modules: ["foka"],
      stream: "table",
      byName: null,
    });
    expect(secretRoll).toMatchObject({ stream: "gm", secret: true });
    expect(note).toMatchObject({ kind: "note", byName: null });
    expect(update).toMatchObject({
      kind: "combat",
      state: foldCombat([start, { command: "update", participant: 0, tp: -2, wounds: 1 }]),
    });
    expect(update?.kind === "combat" && update.state.order[0]?.tp).toBe(-2);
  });

  it("the upgrade changes nothing in a current file", () => {
    const once = upgradeLegacyLocalTable(legacy);
    expect(upgradeLegacyLocalTable(once)).toEqual(once);
    const parsed = parse(once);
    expect(parsed.ok && parse(parsed.table).ok).toBe(true);
  });

  it("names the JSON path of the first bad field", () => {
    expect(firstProblem({ ...legacy, format: "spieltisch/table-export@1" })).toMatchObject({
      code: "invalid_value",
      path: ["format"],
    });
    const events = [...legacy.events];
    events[2] = { ...legacy.events[2]!, kind: "telepathy" };
    expect(firstProblem({ ...legacy, events })).toMatchObject({
      code: "invalid_union",
      path: ["events", 2, "kind"],
    });
    expect(
      firstProblem({ ...legacy, characters: [{ id: "c1", version: "zwei", character: {} }] }),
    ).toMatchObject({ code: "invalid_type", path: ["characters", 0, "version"], expected: "number" });
    expect(firstProblem({ ...legacy, config: { ...config, role: "king" } })?.path).toEqual([
      "config",
      "role",
    ]);
  });

  it("refuses a log whose numbers do not rise, and text that is not JSON", () => {
    const events = [...legacy.events];
    events[4] = { ...legacy.events[4]!, seq: 2 };
    expect(firstProblem({ ...legacy, events })).toMatchObject({ code: "custom", path: ["events", 4, "seq"] });
    const notJson = parseLocalTableText("{ nope");
    expect(notJson.ok || notJson.problems[0]).toMatchObject({ code: "not-json", path: [] });
  });
});

describe("conditions in a local table (play state)", () => {
  const base = { format: LOCAL_TABLE_FORMAT, config, events: [], characters: [] };

  it("a file without conditions (written before play state) still reads", () => {
    const parsed = parseLocalTableText(JSON.stringify(base));
    expect(parsed.ok && parsed.table.conditions).toBeUndefined();
  });

  it("keeps each character's condition by id", () => {
    const conditions = { c1: { kind: "basic", wounds: 1, woundThreshold: 4, status: "active" } };
    const parsed = parseLocalTableText(JSON.stringify({ ...base, conditions }));
    expect(parsed.ok && parsed.table.conditions).toEqual(conditions);
  });

  it("refuses a condition that is no object, with its path", () => {
    const parsed = parseLocalTableText(JSON.stringify({ ...base, conditions: { c1: 5 } }));
    expect(!parsed.ok && parsed.problems[0]?.path).toEqual(["conditions", "c1"]);
  });
});
