import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlayRow } from "./play-character-cache.js";
import { deepFreeze, PlayCharacterMemo } from "./play-character-memo.js";
import type { TableSettingsRow } from "./tables.js";

const table = (): TableSettingsRow => ({
  id: "t",
  system: "ews",
  modules: ["foka"],
  houseRules: {},
  createdAt: "2026-12-01T00:00:00.000Z",
  inPlay: true,
});

/** What the memo keeps here: the parsed conditions of a row. */
interface Built {
  readonly id: string;
  readonly condition: Record<string, unknown> | null;
  readonly publicCondition: object | null;
}

const row = (change: Partial<PlayRow> = {}): PlayRow => ({
  id: "a",
  owner: "gm",
  body: "{}",
  version: 1,
  condition: '{"tp":12,"pending":[{"level":1}]}',
  public_condition: '{"tp":12,"pending":[{"level":1}]}',
  ...change,
});

/** A character as the memo builds it: the parsed conditions, and how often it was built. */
const builder = () => {
  let builds = 0;
  const build = (r: PlayRow) => (): Built => {
    builds++;
    return {
      id: r.id,
      condition: r.condition === null ? null : (JSON.parse(r.condition) as Record<string, unknown>),
      publicCondition: r.public_condition === null ? null : (JSON.parse(r.public_condition) as object),
    };
  };
  return { build, builds: () => builds };
};

describe("play characters remembered per row", () => {
  it("an unchanged row gives the very same character; each part of the key builds it again", () => {
    const memo = new PlayCharacterMemo<Built>();
    const { build, builds } = builder();
    const t = table();
    const first = memo.of(t, row(), build(row()));
    // A row read again (a new object with the same text) is the same character.
    expect(memo.of(t, row(), build(row()))).toBe(first);
    expect(builds()).toBe(1);
    const changes: [string, TableSettingsRow, PlayRow][] = [
      ["condition", t, row({ condition: '{"tp":5,"pending":[]}' })],
      ["public condition", t, row({ public_condition: '{"tp":5,"pending":[]}' })],
      ["sheet version", t, row({ version: 2 })],
      ["owner", t, row({ owner: "player" })],
      ["table settings", table(), row()],
    ];
    let last = first;
    for (const [what, tableRow, changed] of changes) {
      const next = memo.of(tableRow, changed, build(changed));
      expect(next, what).not.toBe(last);
      last = memo.of(t, row(), build(row()));
    }
    expect(builds()).toBe(1 + 2 * changes.length);
  });

  it("freezes the remembered conditions all the way down: no request can change the next one's", () => {
    const memo = new PlayCharacterMemo<Built>();
    const { build } = builder();
    const character = memo.of(table(), row(), build(row()));
    expect(() => {
      (character.condition as { tp: number }).tp = 0;
    }).toThrow(TypeError);
    expect(() => {
      (character.condition as { pending: unknown[] }).pending.push({});
    }).toThrow(TypeError);
    expect(() => {
      ((character.condition as { pending: { level: number }[] }).pending[0] as { level: number }).level = 3;
    }).toThrow(TypeError);
    expect(character.condition).toEqual({ tp: 12, pending: [{ level: 1 }] });
  });

  it("deepFreeze freezes every nested object and array of any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const frozen = deepFreeze(structuredClone(value));
        const walk = (v: unknown): boolean =>
          v === null || typeof v !== "object" || (Object.isFrozen(v) && Object.values(v).every(walk));
        return walk(frozen);
      }),
    );
  });
});
