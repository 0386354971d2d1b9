import { describe, expect, it } from "vitest";
import { rowsAfter } from "./condition-store.js";
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
