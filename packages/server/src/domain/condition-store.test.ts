import { describe, expect, it } from "vitest";
import { changingWrites, rowsAfter } from "./condition-store.js";
import type { PlayRow } from "./play-character-cache.js";

const row = (id: string, condition: string | null, publicCondition: string | null): PlayRow => ({
  id,
  owner: "gm",
  body: "{}",
  version: 3,
  condition,
  public_condition: publicCondition,
});

describe("rows as the condition upsert leaves them", () => {
  it("a public change moves both texts, a secret one only the full one, others stay as they were", () => {
    const before = [
      row("pub", '{"tp":9}', '{"tp":9}'),
      row("sec", null, null),
      row("idle", '{"tp":1}', null),
    ];
    const after = rowsAfter(before, [
      { characterId: "pub", condition: { tp: 4, pending: [] }, public: true },
      { characterId: "sec", condition: { tp: 2 }, public: false },
    ]);
    expect(after).toEqual([
      row("pub", '{"tp":4,"pending":[]}', '{"tp":4,"pending":[]}'),
      // Never touched before: the upsert inserts a null public condition (the table still sees
      // the sheet's initial one).
      row("sec", '{"tp":2}', null),
      before[2],
    ]);
    expect(after[2]).toBe(before[2]);
  });
});

describe("the writes a roll's consequences need", () => {
  it("leaves out a side the roll did not change, writes one it changed", () => {
    const rows = [row("hit", '{"tp":9}', '{"tp":9}'), row("missed", '{"tp":7}', '{"tp":7}')];
    const { writes, rows: after } = changingWrites(rows, [
      { characterId: "hit", condition: { tp: 6 }, public: true },
      { characterId: "missed", condition: { tp: 7 }, public: true },
    ]);
    expect(writes.map((w) => w.characterId)).toEqual(["hit"]);
    expect(after).toEqual([row("hit", '{"tp":6}', '{"tp":6}'), rows[1]]);
    expect(after[1]).toBe(rows[1]);
  });

  it("writes an unchanged condition the table has not seen yet (a secret change before a public roll)", () => {
    const rows = [row("npc", '{"tp":3}', '{"tp":9}')];
    const { writes, rows: after } = changingWrites(rows, [
      { characterId: "npc", condition: { tp: 3 }, public: true },
    ]);
    expect(writes).toHaveLength(1);
    expect(after).toEqual([row("npc", '{"tp":3}', '{"tp":3}')]);
  });

  it("leaves a secret roll's unchanged condition alone, and writes one play never touched", () => {
    const rows = [row("npc", '{"tp":3}', '{"tp":9}'), row("new", null, null)];
    const { writes, rows: after } = changingWrites(rows, [
      { characterId: "npc", condition: { tp: 3 }, public: false },
      { characterId: "new", condition: { tp: 12 }, public: true },
    ]);
    expect(writes.map((w) => w.characterId)).toEqual(["new"]);
    expect(after).toEqual([rows[0], row("new", '{"tp":12}', '{"tp":12}')]);
  });

  it("the rows it gives are the rows the upsert of its writes leaves", () => {
    const rows = [row("a", '{"tp":9}', '{"tp":8}'), row("b", '{"tp":2}', null), row("c", null, null)];
    const writes = [
      { characterId: "a", condition: { tp: 9 }, public: false },
      { characterId: "b", condition: { tp: 1 }, public: true },
      { characterId: "c", condition: { tp: 4 }, public: false },
    ];
    const changing = changingWrites(rows, writes);
    expect(changing.rows).toEqual(rowsAfter(rows, writes));
    expect(changing.rows).toEqual(rowsAfter(rows, changing.writes));
  });
});
