import { PLAIN_TABLE, seededRng } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { findActionAdapter, rollWithAdapter } from "../actions/pipeline.js";
import { type TableEvent, tableEventSchema } from "../events/table-event.js";
import { formatPercent } from "../i18n/catalogue.js";
import { buildRecap } from "./build-recap.js";
import { recapStory } from "./recap-story.js";

const AT = "2026-05-03T18:00:00.000Z";
const LAZARO = { character: "c-lazaro", name: "Lazaro", modifiers: [] };
const DORN = { character: "c-dorn", name: "Dorn", modifiers: [] };

/** A logged EWS roll of `action` whose dice `accept` likes (the first seed that gives it). */
function roll(
  seq: number,
  action: string,
  options: Record<string, unknown>,
  extra: Record<string, unknown>,
  accept: (json: Readonly<Record<string, unknown>>) => boolean = () => true,
): TableEvent {
  const adapter = findActionAdapter("ews", action)!;
  const parsed = adapter.options.parse(options);
  for (let seed = 1; seed < 500; seed++) {
    const json: Readonly<Record<string, unknown>> = rollWithAdapter(
      adapter,
      parsed,
      seededRng(seed),
      PLAIN_TABLE,
    ).json;
    if (!accept(json)) continue;
    return tableEventSchema.parse({
      seq,
      kind: "roll",
      by: "p1",
      at: AT,
      byName: "Spielerin",
      stream: "table",
      system: "ews",
      modules: [],
      houseRules: {},
      action,
      options: parsed,
      ...extra,
      ...json,
    });
  }
  throw new Error("no seed gives this roll");
}

const session = (seq: number, command: "start" | "end"): TableEvent => ({
  seq,
  kind: "session",
  by: "gm",
  at: AT,
  command,
  byName: "Spielleitung",
});

const condition = (seq: number, before: number, after: number): TableEvent => ({
  seq,
  kind: "condition",
  by: "gm",
  at: AT,
  character: LAZARO.character,
  command: { command: "wounds", change: after - before },
  before: { kind: "basic", wounds: before },
  after: { kind: "basic", wounds: after },
  byName: "Spielleitung",
});

const names = new Map([
  ["c-lazaro", "Lazaro"],
  ["c-dorn", "Dorn"],
]);

describe("what an evening's recap tells", () => {
  const log: TableEvent[] = [
    session(1, "start"),
    // An even check nobody asked for: not worth telling, but it counts for luck.
    roll(2, "check", { value: 12, target: 12 }, { actor: LAZARO }),
    // A check the GM asked for by name, and one against the odds.
    roll(
      3,
      "check",
      { value: 12, target: 12 },
      { actor: LAZARO, label: "Klettern" },
      (j) => j.success === false,
    ),
    roll(
      4,
      "check",
      { value: 8, target: 13 },
      { actor: DORN },
      (j) => j.success === true && Number(j.pSuccess) <= 0.25,
    ),
    roll(5, "contest", { a: 12, b: 12 }, { actor: LAZARO, opponent: DORN, label: "Armdrücken" }),
    condition(6, 0, 2),
    condition(7, 2, 1),
    {
      seq: 8,
      kind: "striche-awarded",
      by: "gm",
      at: AT,
      awards: [{ character: "c-lazaro", name: "Lazaro", striche: 2, spentBefore: 0 }],
      note: "Abend 1",
      byName: "Spielleitung",
    },
    session(9, "end"),
    roll(10, "check", { value: 12, target: 12 }, { actor: LAZARO }),
  ];
  const story = recapStory(
    { start: log[0] as never, end: log[8] as never, events: log.slice(1, 8) },
    {
      system: "ews",
      names,
    },
  );

  it("lists the checks that mattered: asked for, named, or against the odds", () => {
    expect(story.checks.map((c) => c.label ?? c.action)).toEqual(["Klettern", "check", "Armdrücken"]);
    const [climb, against] = story.checks;
    expect(climb).toMatchObject({ name: "Lazaro", success: false, kind: "check" });
    expect(against).toMatchObject({ name: "Dorn", success: true });
    expect(against!.p).toBeLessThanOrEqual(0.25);
    expect(story.checks[2]).toMatchObject({ kind: "contest", opponent: "Dorn" });
  });

  it("counts luck per acting character over the evening only", () => {
    const lazaro = story.luck.find((l) => l.character === "c-lazaro");
    // Rolls 2, 3 and the contest 5 (the actor is side A); roll 10 is after the end.
    expect(lazaro?.rolls).toBe(3);
    expect(story.luck.find((l) => l.character === "c-dorn")?.rolls).toBe(1);
  });

  it("sums wounds taken and healed and keeps the awards", () => {
    expect(story.hurt).toEqual([
      { name: "Lazaro", woundsTaken: 2, woundsHealed: 1, pointsLost: 0, pointsGained: 0, unit: undefined },
    ]);
    expect(story.striche).toEqual([
      { by: "Spielleitung", shares: [{ name: "Lazaro", striche: 2 }], note: "Abend 1" },
    ]);
  });

  it("says it in German with the chance each check had", () => {
    const recap = buildRecap(log, 1, { system: "ews", names, lang: "de" });
    const lines = (id: string) => recap.sections.find((s) => s.id === id)?.lines ?? [];
    // The percentage with a no-break space before its sign.
    const chanceOf = (e: TableEvent) =>
      formatPercent("de", Number((e as Record<string, unknown>).pSuccess)).replace(" %", "\u00a0%");
    expect(lines("checks")[0]).toBe(`Lazaro scheiterte an „Klettern“ (Chance ${chanceOf(log[2]!)}).`);
    expect(lines("checks")[1]).toBe(`Dorn bestand „Probe“ (Chance ${chanceOf(log[3]!)}).`);
    expect(lines("wounds")).toEqual(["Lazaro erlitt 2 Wunden und heilte 1 Wunde."]);
    expect(lines("striche")).toEqual(["Spielleitung vergab Striche: 2 an Lazaro („Abend 1“)."]);
    expect(recap.to).toBe(AT);
  });
});
