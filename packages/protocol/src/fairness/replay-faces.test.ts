import { type Rng, seededRng } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { allActionAdapters, rollWithAdapter } from "../actions/pipeline.js";
import { replayFaces } from "./replay-faces.js";

const TABLE = { modules: ["foka", "krit"], options: {} };

/** A seeded source that remembers every face it gave, in order. */
function recording(seed: number): { rng: Rng; faces: number[] } {
  const base = seededRng(seed);
  const faces: number[] = [];
  return {
    faces,
    rng: {
      die: (sides) => {
        const face = base.die(sides);
        faces.push(face);
        return face;
      },
    },
  };
}

describe("replayFaces", () => {
  const adapters = allActionAdapters();

  it.each(adapters)("$system $action: the result shows every face drawn, in order", ({ adapter }) => {
    for (const example of adapter.examples) {
      for (let seed = 0; seed < 25; seed++) {
        const { rng, faces } = recording(seed);
        const rolled = rollWithAdapter(adapter, adapter.options.parse(example), rng, TABLE);
        expect(replayFaces(rolled.json as Record<string, unknown>)).toEqual(faces);
      }
    }
  });

  it("reads lists per side in their order and ignores what is no face", () => {
    expect(replayFaces({ dice: { attack: [5, 6], defense: [1] } })).toEqual([5, 6, 1]);
    expect(replayFaces({ dice: [3, 4] })).toEqual([3, 4]);
    expect(replayFaces({ a: { dice: [2] }, b: { dice: [5, 1] } })).toEqual([2, 5, 1]);
    expect(replayFaces({ combatDice: 7 })).toEqual([]);
    expect(replayFaces({ dice: "4" })).toEqual([]);
    // A shot's die for the other target of a wrestling pair comes after the shot and the dodge.
    expect(replayFaces({ dice: [6, 6, 5], dodge: { dice: [2] }, otherDie: 1 })).toEqual([6, 6, 5, 2, 1]);
    expect(replayFaces({ dice: [3], otherDie: null })).toEqual([3]);
  });
});
