import { describe, expect, it } from "vitest";
import { ORK } from "../testing/ork.js";
import { type ConditionWrite, rowsAfter, type StoredCondition } from "./condition-store.js";
import type { PlayRow } from "./play-character-cache.js";
import { type PlayCharacter, playCharacterOf, playCharactersOf, rememberBooked } from "./play-characters.js";
import type { Principal } from "./principal.js";
import type { TableSettingsRow } from "./tables.js";

const table: TableSettingsRow = {
  id: "t-booked",
  system: "ews",
  modules: ["foka"],
  houseRules: {},
  createdAt: "2026-12-02T00:00:00.000Z",
  inPlay: true,
};
const gm: Principal = { credentialId: "gm", tableId: table.id, role: "gm", kind: "member", name: "SL" };
const body = JSON.stringify(ORK);

/** A stored row of the Ork, with these condition texts (null: play never touched it). */
const row = (id: string, condition: string | null, publicCondition: string | null): PlayRow => ({
  id,
  owner: "gm",
  body,
  version: 1,
  condition,
  public_condition: publicCondition,
});

/** The character a row builds when read from the database (its conditions parsed). */
const built = (r: PlayRow): PlayCharacter => {
  const parse = (text: string | null) =>
    text === null ? null : (JSON.parse(text) as Record<string, unknown>);
  const stored: StoredCondition = {
    condition: parse(r.condition),
    publicCondition: parse(r.public_condition),
  };
  return playCharacterOf(table, r, r.condition === null ? undefined : stored);
};

/** The Ork's condition with its TP lowered by `by`. */
const hurt = (character: PlayCharacter, by: number): Record<string, unknown> => ({
  ...(character.condition ?? {}),
  tp: Number(character.condition?.tp) - by,
});

describe("characters remembered from what a commit booked", () => {
  /** How far play touched the Ork before the blow. */
  type Before = "untouched" | "secret only" | "seen by the table";
  const rowBefore = (id: string, before: Before): PlayRow => {
    if (before === "untouched") return row(id, null, null);
    // A stored condition is a real one: the fresh condition, a TP lower.
    const text = JSON.stringify(hurt(built(row(id, null, null)), 1));
    return row(id, text, before === "seen by the table" ? text : null);
  };
  const settings = { modules: table.modules, options: {} };
  for (const before of ["untouched", "secret only", "seen by the table"] as const) {
    for (const isPublic of [true, false]) {
      it(`${before}, ${isPublic ? "public" : "secret"} blow: the next read is the booked character, as the database would build it`, () => {
        const id = `ork-${before}-${String(isPublic)}`;
        const first = rowBefore(id, before);
        const [landed] = playCharactersOf(table, gm, [{ id, path: ["actor"] }], [first]);
        const write: ConditionWrite = { characterId: id, condition: hurt(landed!, 3), public: isPublic };
        const after = rowsAfter([first], [write]);
        rememberBooked(table, [landed!], after, [write]);

        const [next] = playCharactersOf(table, gm, [{ id, path: ["actor"] }], after);
        // Remembered, not parsed again: the very condition the commit booked.
        expect(next!.condition).toBe(write.condition);
        expect(playCharactersOf(table, gm, [{ id, path: ["actor"] }], after)[0]).toBe(next);
        // And exactly what reading the row from the database builds.
        const fromDatabase = built(after[0]!);
        expect(next!.condition).toEqual(fromDatabase.condition);
        expect(next!.publicCondition).toEqual(fromDatabase.publicCondition);
        expect(next!.sheet).toEqual(fromDatabase.sheet);
        expect([next!.id, next!.owner, next!.secret]).toEqual([id, "gm", false]);
        expect(next!.values!(settings)).toEqual(fromDatabase.values!(settings));
      });
    }
  }

  it("a write of a character the commit did not land on is not remembered", () => {
    const id = "ork-elsewhere";
    const first = row(id, null, null);
    const write: ConditionWrite = { characterId: id, condition: { kind: "foka" }, public: true };
    const after = rowsAfter([first], [write]);
    rememberBooked(table, [], after, [write]);
    // Read from the row: a parsed copy, not the booked object.
    const [next] = playCharactersOf(table, gm, [{ id, path: ["actor"] }], after);
    expect(next!.condition).not.toBe(write.condition);
    expect(next!.condition).toEqual(write.condition);
  });
});
