import { type Rng, seededRng } from "@spieltisch/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allActionAdapters, rollWithAdapter } from "../actions/pipeline.js";
import type { RollRequest } from "./derive-roll.js";
import { EnteredDiceError, rollEnteredFaces } from "./entered-roll.js";
import { replayFaces } from "./replay-faces.js";

const MODULES = ["foka", "krit"];
const TABLE = { modules: MODULES, options: {} };

/** A seeded source that remembers every face it gave, and the die each was, in order. */
function recording(seed: number): { rng: Rng; faces: number[]; sides: number[] } {
  const base = seededRng(seed);
  const faces: number[] = [];
  const sides: number[] = [];
  return {
    faces,
    sides,
    rng: {
      die: (n) => {
        const face = base.die(n);
        faces.push(face);
        sides.push(n);
        return face;
      },
    },
  };
}

/** The code an entered roll of `faces` is refused with, or null when it makes a roll. */
function refusal(run: (faces: readonly number[]) => unknown, faces: number[]) {
  try {
    run(faces);
    return null;
  } catch (error) {
    if (error instanceof EnteredDiceError) return { code: error.code, index: error.index };
    throw error;
  }
}

describe("rollEnteredFaces", () => {
  const adapters = allActionAdapters();

  it.each(adapters)(
    "$system $action: entered faces give exactly what the same faces give as dice",
    ({ system, action, adapter }) => {
      for (const example of adapter.examples) {
        const options = adapter.options.parse(example);
        const request: RollRequest = { system, modules: MODULES, houseRules: {}, action, options };
        const run = (faces: readonly number[]) => rollEnteredFaces(request, adapter, options, faces);
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
            const { rng, faces, sides } = recording(seed);
            const rolled = rollWithAdapter(adapter, options, rng, TABLE);
            const entered = run(faces);
            expect(entered.json).toEqual(rolled.json);
            expect(entered.result).toEqual(rolled.result);
            // The faces read back from the result are the faces entered.
            expect(replayFaces(entered.json)).toEqual(faces);
            if (faces.length === 0) return;
            expect(refusal(run, [...faces, 1])).toEqual({ code: "too-many-dice", index: faces.length });
            expect(refusal(run, faces.slice(0, -1))).toEqual({
              code: "too-few-dice",
              index: faces.length - 1,
            });
            const last = faces.length - 1;
            const impossible = [...faces.slice(0, last), sides[last]! + 1];
            expect(refusal(run, impossible)).toEqual({ code: "impossible-face", index: last });
          }),
          { numRuns: 20 },
        );
      }
    },
  );
});
