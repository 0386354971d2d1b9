import { describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const STUNTS = ["--system", "3w6-stunts"];

describe("spieltisch check --system 3w6-stunts (CONTRACT §1)", () => {
  it("Linda: 4 + 4 + 5 + 2 = 15 with 5 stunt points", async () => {
    const { code, json } = await runJson([
      "check",
      ...STUNTS,
      "--value",
      "2",
      "--target",
      "15",
      "--dice",
      "4,4,5",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ result: 15, stuntPoints: 5, success: true, dice: [4, 4, 5] });
    const { stdout } = await runCli([
      "check",
      ...STUNTS,
      "--value",
      "2",
      "--target",
      "15",
      "--dice",
      "4,4,5",
    ]);
    expect(stdout).toContain("Wurf: 4 + 4 + 5 = 13 + 2 = 15 → GELUNGEN");
    expect(stdout).toContain("Pasch! 5 Stunt-Punkte");
  });

  it("stunt points on a failure stay a failure; no doubles give 0", async () => {
    const fail = await runJson(["check", ...STUNTS, "--value", "0", "--target", "18", "--dice", "6,6,5"]);
    expect(fail.json).toMatchObject({ success: false, stuntPoints: 5 });
    const none = await runJson(["check", ...STUNTS, "--value", "0", "--target", "5", "--dice", "1,2,3"]);
    expect(none.json).toMatchObject({ success: true, stuntPoints: 0 });
  });

  it("odds: pSuccess(Exact), pStunt, expectedStuntPoints and the joint table 5..20", async () => {
    const { json } = await runJson([
      "check",
      ...STUNTS,
      "--value",
      "2",
      "--target",
      "15",
      "--mod",
      "-1",
      "--odds",
    ]);
    expect(json).toMatchObject({
      pSuccessExact: "35/216",
      pStunt: 4 / 9,
      pStuntExact: "4/9",
      expectedStuntPoints: 14 / 9,
      expectedStuntPointsExact: "14/9",
    });
    const joint = json.joint as { target: number }[];
    expect(joint.map((r) => r.target)).toEqual(Array.from({ length: 16 }, (_, i) => i + 5));
  });

  it("bad input exits 2: a d6 face of 7, a missing target, --wounds", async () => {
    for (const args of [
      ["--value", "2", "--target", "15", "--dice", "7,1,1"],
      ["--value", "2"],
      ["--value", "2", "--target", "15", "--wounds", "1"],
    ]) {
      const r = await runCli(["check", ...STUNTS, ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});

describe("spieltisch initiative --system 3w6-stunts", () => {
  it("rolls 1W6 + speed in list order, ties by dexterity, then roll-offs", async () => {
    const { json } = await runJson([
      "initiative",
      ...STUNTS,
      "Linda:3:2",
      "Ork:2:1",
      "Goblin:2:1",
      "--dice",
      "1,3,3,4,4,6,2",
    ]);
    expect(json.order).toEqual([
      { name: "Ork", speed: 2, dexterity: 1, roll: 3, total: 5, rollOffs: [4, 6] },
      { name: "Goblin", speed: 2, dexterity: 1, roll: 3, total: 5, rollOffs: [4, 2] },
      { name: "Linda", speed: 3, dexterity: 2, roll: 1, total: 4, rollOffs: [] },
    ]);
    const { stdout } = await runCli(["initiative", ...STUNTS, "Linda:3:2", "Ork:2:1", "--dice", "2,3"]);
    expect(stdout).toContain("1. Linda: 2 + 3 = 5 (Gleichstand, Geschicklichkeit 2)");
  });

  it("is reproducible with --seed and exact with --odds", async () => {
    const a = await runJson(["initiative", ...STUNTS, "A:1:1", "B:1:1", "C:1:1", "--seed", "7"]);
    const b = await runJson(["initiative", ...STUNTS, "A:1:1", "B:1:1", "C:1:1", "--seed", "7"]);
    expect(a.json).toEqual(b.json);
    const odds = await runJson(["initiative", ...STUNTS, "A:1:1", "B:1:1", "C:1:1", "--odds"]);
    expect(odds.json).toMatchObject({ pFirstExact: { A: "1/3", B: "1/3", C: "1/3" } });
  });

  it("bad entries, duplicate names and no participants exit 2 with one line", async () => {
    for (const args of [["Linda:3"], ["Linda:x:2"], ["A:1:1", "A:2:2"], []]) {
      const r = await runJson(["initiative", ...STUNTS, ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.json).toHaveProperty("error");
    }
  });

  it("without participants says they are arguments and how one is written, not a missing option", async () => {
    const de = await runCli(["initiative", ...STUNTS]);
    expect(de.code).toBe(2);
    expect(de.stderr).toContain(
      "Es fehlen die Teilnehmer, je einer als name:geschwindigkeit:geschicklichkeit",
    );
    expect(de.stderr).not.toContain("--participants");
    const en = await runJson(["initiative", ...STUNTS, "--lang", "en"]);
    expect(en.json.error).toMatchObject({ code: "missing-participants" });
    expect((en.json.error as { message: string }).message).toContain("each as name:speed:dexterity");
  });
});
