import { describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const faar = ["--system", "faar"];

describe("spieltisch rest --system faar (einen Trefferpunkt pro Tag)", () => {
  it("heals one life point per day of rest", async () => {
    const { code, json } = await runJson([...faar, "rest", "--current", "9", "--max", "15", "--days", "4"]);
    expect(code).toBe(0);
    expect(json).toEqual({
      system: "faar",
      action: "rest",
      before: 9,
      after: 13,
      healed: 4,
      daysToFull: 2,
    });
  });

  it("never above the maximum; --odds gives the same certain outcome", async () => {
    const { json } = await runJson([
      ...faar,
      "rest",
      "--current",
      "12",
      "--max",
      "15",
      "--days",
      "10",
      "--odds",
    ]);
    expect(json).toMatchObject({ after: 15, healed: 3, daysToFull: 0 });
    const { stdout } = await runCli([...faar, "rest", "--current", "12", "--max", "15", "--days", "10"]);
    expect(stdout).toContain("Rast: 10 Tage, Lebenspunkte 12 → 15 von 15 (+3)");
  });

  it.each([
    [[...faar, "rest", "--current", "19", "--max", "15", "--days", "1"], /current/],
    [[...faar, "rest", "--current", "9", "--max", "15"], /--days/],
    [["rest", "--current", "9", "--max", "15", "--days", "1"], /rest/],
  ])("%j exits 2 with one line", async (args, message) => {
    const { code, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });
});
