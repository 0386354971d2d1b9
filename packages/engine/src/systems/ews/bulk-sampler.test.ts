import { describe, expect, it } from "vitest";
import { seededRng } from "../../dice/seeded-rng.js";
import { PLAIN_TABLE } from "../table-settings.js";
import { sampleCheckSuccesses, sampleContestWins } from "./bulk-sampler.js";
import { checkOdds } from "./check.js";
import { contestOdds } from "./contest.js";

// With n = 200,000 the standard error of a proportion is ≤ 0.0012; 5 standard errors is 0.006.
const N = 200_000;
const BOUND = 0.006;

describe("bulk samplers agree with the exact odds", () => {
  it.each([
    [12, 15],
    [12, 9],
    [9, 18],
    [15, 12],
  ])("check %i vs MW %i", (value, target) => {
    const exact = checkOdds({ value, target }, PLAIN_TABLE).pSuccess.toNumber();
    const sampled = sampleCheckSuccesses(seededRng(value * 100 + target), N, value, target) / N;
    expect(Math.abs(sampled - exact)).toBeLessThan(BOUND);
  });

  it.each([
    [12, 12],
    [15, 9],
    [9, 14],
  ])("contest %i vs %i", (a, b) => {
    const exact = contestOdds({ a: { value: a }, b: { value: b } }, PLAIN_TABLE).pA.toNumber();
    const sampled = sampleContestWins(seededRng(a * 100 + b), N, a, b) / N;
    expect(Math.abs(sampled - exact)).toBeLessThan(BOUND);
  });

  it("handles counts that are not multiples of the buffer", () => {
    expect(sampleCheckSuccesses(seededRng(1), 5, 30, 0)).toBe(5);
    expect(sampleContestWins(seededRng(1), 3, 30, 0)).toBe(3);
  });
});
