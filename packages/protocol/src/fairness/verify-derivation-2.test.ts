import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type TableExport, tableExportSchema } from "../api/export.js";
import type { ExportedEvent } from "../events/table-event.js";
import { verifyExport } from "./verify.js";

/**
 * Exports a server wrote with the second derivation must verify exactly as they did, whatever
 * derivation new rolls use: `fixtures/play-*-export.json` are real exports made before the third
 * derivation existed (every roll `derivation: 2`, sides with characters and modifiers, `applied`
 * entries, a secret NPC's side hidden in the player's). This file pins that they stay so and that
 * they verify; `verify-play.test.ts` forges them.
 */

const fixture = (name: string): TableExport =>
  tableExportSchema.parse(JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8")));

type Roll = Extract<ExportedEvent, { kind: "roll" }>;
const rollsOf = (data: TableExport): Roll[] =>
  data.events.filter((event): event is Roll => event.kind === "roll");

describe("exports of the second derivation (made before the third existed)", () => {
  it("the GM's: every roll of the second derivation, with its sides and bookings, verifies", () => {
    const data = fixture("play-gm-export.json");
    const rolls = rollsOf(data);
    expect(rolls.map((roll) => roll.derivation)).toEqual(Array(9).fill(2));
    expect(rolls.every((roll) => roll.actor?.character !== undefined)).toBe(true);
    expect(rolls.filter((roll) => roll.applied !== undefined)).toHaveLength(8);
    expect(rolls.some((roll) => roll.clientSeed === undefined)).toBe(true);
    expect(verifyExport(data)).toEqual({
      verified: 9,
      unrevealed: 0,
      serverOnly: 2,
      entered: 0,
      mismatch: null,
    });
  });

  it("the player's: the secret NPC's side without its character, and it verifies", () => {
    const data = fixture("play-player-export.json");
    const rolls = rollsOf(data);
    expect(rolls.map((roll) => roll.derivation)).toEqual(Array(8).fill(2));
    expect(rolls.some((roll) => roll.actor !== undefined && roll.actor.character === undefined)).toBe(true);
    expect(verifyExport(data)).toEqual({
      verified: 8,
      unrevealed: 0,
      serverOnly: 2,
      entered: 0,
      mismatch: null,
    });
  });
});
