import { seededRng } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { findActionAdapter, rollWithAdapter } from "../actions/pipeline.js";
import { replayFaces } from "./replay-faces.js";

const TABLE = { modules: ["foka", "krit"], options: {} };

describe("replayFaces of an EWS shot at a target wrestling with another", () => {
  it("shows the die that decides which of the two is hit, after the shot's and the dodge's", () => {
    const adapter = findActionAdapter("ews", "shoot", TABLE.modules);
    if (!adapter) throw new Error("no shoot adapter");
    const options = adapter.options.parse({
      value: 14,
      range: "short",
      otherTarget: "melee",
      dodge: 10,
      projectile: "slow",
    });
    let rolledOther = 0;
    // Enough seeds that the shot hits (and the other die is rolled) many times.
    for (let seed = 0; seed < 400; seed++) {
      const base = seededRng(seed);
      const faces: number[] = [];
      const rng = {
        die: (sides: number) => {
          const face = base.die(sides);
          faces.push(face);
          return face;
        },
      };
      const rolled = rollWithAdapter(adapter, options, rng, TABLE);
      if (typeof rolled.json.otherDie === "number") rolledOther++;
      expect(replayFaces(rolled.json)).toEqual(faces);
    }
    expect(rolledOther).toBeGreaterThan(20);
  });
});
