import { describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

describe("spieltisch contest", () => {
  it("rolls A before B and gives the tie to A", async () => {
    const { json } = await runJson(["contest", "--a", "12", "--b", "12", "--dice", "2,2"]);
    expect(json).toMatchObject({
      winner: "a",
      diff: 0,
      steps: 0,
      a: { dice: [2], result: 14 },
      b: { dice: [2] },
    });
  });

  it("has exact odds: 12 vs 12 is 7/12 for A", async () => {
    const { json } = await runJson(["contest", "--a", "12", "--b", "12", "--odds"]);
    expect(json).toMatchObject({ pA: 7 / 12, pAExact: "7/12" });
  });

  it("applies side modifiers and reports Schwellen", async () => {
    const { json } = await runJson(["contest", "--a", "18", "--b", "9", "--a-mod", "3", "--dice", "4,2"]);
    expect(json).toMatchObject({ winner: "a", diff: 14, steps: 4 });
  });

  it("explains the outcome in German", async () => {
    const { stdout } = await runCli(["contest", "--a", "15", "--b", "12", "--dice", "4,2"]);
    expect(stdout).toContain("A gewinnt: 5 Punkte Vorsprung (1 Schwelle).");
  });
});
