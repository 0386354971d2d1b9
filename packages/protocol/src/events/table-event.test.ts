import { PLAIN_TABLE, scriptedRng } from "@spieltisch/engine";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { findActionAdapter, rollWithAdapter } from "../actions/pipeline.js";
import { applyCombat } from "../combat/combat-reducer.js";
import { NO_COMBAT } from "../combat/combat-state.js";
import { EVENT_KINDS, type EventBody, type EventKind, eventBodySchemas } from "./event-kinds.js";
import { checkRollResult, type RollResultSchemaLookup, rollResultFields } from "./roll-event.js";
import {
  type ExportedEvent,
  exportedEventSchema,
  exportedEventSchemas,
  type MemberEvent,
  memberEventSchemas,
  type TableEvent,
  tableEventSchema,
} from "./table-event.js";

const seed = { stream: "table" as const, seedId: "s1", commitment: "c1" };

/** The result fields of a real check (value 12 vs MW 12, die 4 → 16) from the action pipeline. */
const CHECK_RESULT = rollWithAdapter(
  findActionAdapter("ews", "check")!,
  { value: 12, target: 12 },
  scriptedRng([4]),
  PLAIN_TABLE,
).json;
const start = { command: "start" as const, participants: [{ name: "Ork", initiative: 3, tp: 10 }] };

/** Two EWS basic conditions: before and after a wound. */
const HALE = { kind: "basic", wounds: 0, woundThreshold: 4, status: "active" };
const HURT = { ...HALE, wounds: 1 };

/** A body of every kind exactly as the server's builders write it. */
const BODIES: { readonly [K in EventKind]: EventBody<K> } = {
  "table-created": { name: "T", system: "ews", modules: ["foka"], houseRules: { x: true }, seed },
  "seed-committed": { seed: { ...seed, stream: "gm" } },
  "seed-rotated": {
    stream: "table",
    revealed: { seedId: "s1", seed: "ab", commitment: "c1" },
    next: { seedId: "s2", commitment: "c2" },
  },
  imported: { from: "old", seed, characters: { old: "c" } },
  roll: {
    action: "check",
    system: "ews",
    modules: [],
    houseRules: {},
    options: { value: 12, target: 12 },
    label: "Schloss",
    byName: "Lazaro",
    stream: "table",
    seedId: "s1",
    counter: 3,
    ...CHECK_RESULT,
  },
  "roll-request": {
    requestId: "r1",
    action: "check",
    options: { value: 12, target: 12 },
    label: "GE-Probe",
    to: "cred",
    odds: { action: "check", options: { value: 12, target: 12 }, pSuccess: 0.5 },
  },
  note: { text: "Hallo", byName: null },
  "character-saved": { characterId: "c", version: 2, name: "Lazaro" },
  "character-deleted": { characterId: "c" },
  "character-owner-changed": { characterId: "c", name: "Drasnik", owner: "m2", ownerName: "Ayla" },
  combat: { command: start, state: applyCombat(NO_COMBAT, start) },
  condition: {
    character: "c",
    command: { command: "wounds", change: 1 },
    before: HALE,
    after: HURT,
    byName: "SL",
  },
  "table-renamed": { name: "Die Nebelinseln" },
  "table-options-changed": {
    change: { kampfwuerfelHeavyHits: true },
    options: { kampfwuerfelHeavyHits: true, combatAutoAdvance: false },
  },
  "striche-awarded": {
    awards: [{ character: "c", name: "Lazaro", striche: 4, spentBefore: 0 }],
    note: "Seefahrt",
    byName: "SL",
  },
  session: { command: "start", title: "Der Leibwächter", byName: "SL" },
};

const member = <K extends EventKind>(kind: K, seq: number) => ({
  ...BODIES[kind],
  seq,
  kind,
  by: "cred",
  at: "2024-01-01T00:00:00.000Z",
  secret: false,
});

describe("the event union", () => {
  it("has one member view and one export schema per body schema", () => {
    expect(Object.keys(memberEventSchemas)).toEqual(EVENT_KINDS);
    expect(Object.keys(exportedEventSchemas)).toEqual(EVENT_KINDS);
    expect(EVENT_KINDS).toEqual(Object.keys(eventBodySchemas));
    expect(tableEventSchema.options).toHaveLength(EVENT_KINDS.length);
  });

  it("reads every kind as the server writes it, in the member view and in an export, field for field", () => {
    EVENT_KINDS.forEach((kind, i) => {
      const view = member(kind, i + 1);
      expect(tableEventSchema.parse(view), kind).toEqual(view);
      const { seq, ...rest } = view;
      const exported = { ...rest, fullSeq: seq, tableSeq: null, secret: true };
      expect(exportedEventSchema.parse(exported), kind).toEqual(exported);
    });
  });

  it("names the path of what is wrong: an unknown kind, a missing or mistyped field", () => {
    const issue = (value: unknown) => tableEventSchema.safeParse(value).error?.issues[0]?.path;
    expect(issue({ ...member("note", 1), kind: "telepathy" })).toEqual(["kind"]);
    const { text: _text, ...noText } = member("note", 1);
    expect(issue(noText)).toEqual(["text"]);
    expect(issue({ ...member("combat", 1), state: { ...BODIES.combat.state, round: "eins" } })).toEqual([
      "state",
      "round",
    ]);
    expect(issue({ ...member("roll", 1), stream: "everyone" })).toEqual(["stream"]);
  });

  it("keeps a roll's result fields at the top level and an export's unknown fields", () => {
    const roll = tableEventSchema.parse(member("roll", 1));
    expect(roll).toMatchObject({ kind: "roll", success: true, dice: [4], result: 16 });
    const { seq: _seq, ...note } = member("note", 1);
    const exported = exportedEventSchema.parse({ ...note, fullSeq: 1, tableSeq: 1, mood: "heiter" });
    expect(exported).toMatchObject({ kind: "note", mood: "heiter" });
  });

  it("a player's view has no secret flag; a local roll has no seed", () => {
    const { secret: _secret, ...view } = member("note", 1);
    expect(tableEventSchema.safeParse(view).success).toBe(true);
    const { seedId: _seedId, counter: _counter, ...local } = member("roll", 1);
    expect(tableEventSchema.safeParse(local).success).toBe(true);
  });

  it("a roll request records its play fields (CONTRACT §6); one logged before them still parses", () => {
    const play = {
      ...member("roll-request", 1),
      options: { target: 15 },
      actor: "c1",
      skill: "Nahkampf",
      opponent: "c2",
      weapon: "Degen",
      apply: true,
      odds: {
        action: "check",
        options: { value: 16, target: 15 },
        actor: { character: "c1", name: "Lazaro", modifiers: [{ amount: -12, source: "wounds" }] },
        pSuccess: 0.1,
      },
    };
    expect(tableEventSchema.parse(play)).toEqual(play);
    expect(tableEventSchema.safeParse({ ...play, skill: 16 }).error?.issues[0]?.path).toEqual(["skill"]);
    expect(tableEventSchema.safeParse({ ...play, actor: "" }).error?.issues[0]?.path).toEqual(["actor"]);
    const old = member("roll-request", 1);
    expect(tableEventSchema.parse(old)).toEqual(old);
    expect("actor" in tableEventSchema.parse(old)).toBe(false);
  });

  it("types: a narrowed event is its kind's member, built from body and envelope", () => {
    expectTypeOf<MemberEvent<"note">>().toExtend<TableEvent>();
    expectTypeOf<Extract<TableEvent, { kind: "note" }>>().toExtend<MemberEvent<"note">>();
    expectTypeOf<Extract<TableEvent, { kind: "combat" }>["state"]["order"]>().items.toHaveProperty("wounds");
    expectTypeOf<Extract<ExportedEvent, { kind: "roll" }>["fullSeq"]>().toEqualTypeOf<number>();
  });
});

describe("the roll-result hook", () => {
  const strictCheck: RollResultSchemaLookup = (system, action) =>
    system === "ews" && action === "check"
      ? z.strictObject({ success: z.boolean(), dice: z.array(z.number()), result: z.number() })
      : undefined;
  const rollWith = (lookup: RollResultSchemaLookup) =>
    memberEventSchemas.roll.superRefine((event, ctx) => checkRollResult(event, ctx, lookup));
  const small = { ...member("roll", 1), ...CHECK_RESULT };

  it("gives the result schema only the result fields", () => {
    expect(rollResultFields(member("roll", 1))).toEqual(CHECK_RESULT);
    const { success, dice, result } = CHECK_RESULT;
    const envelope = Object.fromEntries(Object.entries(small).filter(([key]) => !(key in CHECK_RESULT)));
    expect(rollWith(strictCheck).safeParse({ ...envelope, success, dice, result }).success).toBe(true);
  });

  it("reports a bad result field at its path in the event", () => {
    const bad = { ...member("roll", 1), success: "ja" };
    const issues =
      rollWith(strictCheck)
        .safeParse(bad)
        .error?.issues.map((i) => i.path) ?? [];
    expect(issues).toContainEqual(["success"]);
  });

  it("checks results against the action adapter's result schema, in the member view and the export", () => {
    expect(tableEventSchema.safeParse(member("roll", 1)).success).toBe(true);
    const odd = { ...member("roll", 1), success: "ja" };
    expect(tableEventSchema.safeParse(odd).error?.issues.map((i) => i.path)).toEqual([["success"]]);
    const drifted = { ...member("roll", 1), surprise: 1 };
    expect(tableEventSchema.safeParse(drifted).success).toBe(false);
    const { seq: _seq, ...body } = odd;
    const exported = { ...body, fullSeq: 1, tableSeq: 1 };
    expect(exportedEventSchema.safeParse(exported).success).toBe(false);
  });

  it("keeps a roll's sides, applied conditions and due check out of its result fields", () => {
    const played = {
      ...member("roll", 1),
      actor: { character: "c", name: "Lazaro", modifiers: [{ amount: -3, source: "wounds" }] },
      opponent: { modifiers: [] },
      applied: [{ character: "c", before: HALE, after: HURT }],
      dueCheck: "low-tp-1",
    };
    expect(rollResultFields(played)).toEqual(CHECK_RESULT);
    expect(tableEventSchema.parse(played)).toEqual(played);
  });

  it("checks applied conditions against the system's condition schema, at their path", () => {
    const bad = {
      ...member("roll", 1),
      applied: [{ character: "c", before: HALE, after: { ...HURT, wounds: -1 } }],
    };
    expect(tableEventSchema.safeParse(bad).error?.issues.map((i) => i.path)).toEqual([
      ["applied", 0, "after", "wounds"],
    ]);
    const { seq: _seq, ...body } = bad;
    expect(exportedEventSchema.safeParse({ ...body, fullSeq: 1, tableSeq: 1 }).success).toBe(false);
  });

  it("leaves an action without an adapter unchecked", () => {
    const other = { ...member("roll", 1), action: "fly", success: "ja" };
    expect(tableEventSchema.safeParse(other).success).toBe(true);
  });
});
