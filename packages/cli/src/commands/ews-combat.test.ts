import { describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

const FOKA = ["--modules", "foka"];

describe("spieltisch confront (CONTRACT §1)", () => {
  it("rolls Grok against the bodyguard from given dice", async () => {
    const { code, json } = await runJson([
      "confront",
      "--a",
      "15",
      "--b",
      "9",
      "--a-edges",
      "stronger-weapon",
      "--dice",
      "4,2",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      action: "confront",
      winner: "a",
      diff: 11,
      a: { dice: [4], result: 22, wounds: 0 },
      b: { dice: [2], result: 11, wounds: 6 },
      pAExact: "35/36",
    });
  });

  it("gives the odds with wound distributions", async () => {
    const { json } = await runJson(["confront", "--a", "12", "--b", "12", "--odds"]);
    expect(json).toMatchObject({ pA: 7 / 12, pAExact: "7/12" });
    const a = (json.a as { wounds: { n: number; p: number }[] }).wounds;
    expect(a.reduce((s, w) => s + w.p, 0)).toBeCloseTo(1, 12);
    expect(a.map((w) => w.n)).toEqual([...a.map((w) => w.n)].sort((x, y) => x - y));
  });

  it.each([
    [["--a-edges", "laser-sword"], "invalid-option"],
    [["--a-edges", "ranged-near", "--b-edges", "ranged-far"], "impossible-combination"],
    [["--a-wounds", "-1"], "invalid-option"],
    [["--a-slow", "9"], "invalid-option"],
  ])("bad input %j exits 2 with one line", async (extra, code) => {
    const r = await runCli(["confront", "--a", "12", "--b", "12", ...extra, "--json"]);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code } });
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("spieltisch melee (ews --modules foka)", () => {
  it("Stahlkatze deals 15", async () => {
    const { json } = await runJson([
      "melee",
      ...FOKA,
      "--attacker",
      "18",
      "--defender",
      "9",
      "--attacker-weapon",
      "4",
      "--dice",
      "4,2",
    ]);
    expect(json).toMatchObject({
      hit: "defender",
      damage: 15,
      attacker: { dice: [4], result: 22 },
      defender: { result: 11 },
    });
  });

  it("odds: outcomes {hit, damage, p} and pDefenderHit", async () => {
    const { json } = await runJson(["melee", ...FOKA, "--attacker", "12", "--defender", "12", "--odds"]);
    expect(json).toMatchObject({ pDefenderHitExact: "7/12" });
    const outcomes = json.outcomes as { hit: string; damage: number; p: number }[];
    expect(outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
  });

  it("needs the foka module", async () => {
    const r = await runCli(["melee", "--attacker", "12", "--defender", "12", "--json"]);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code: "module-required" } });
  });
});

describe("spieltisch shoot", () => {
  it("the thrown star needs a 6; the calm shot hits 5/6", async () => {
    const star = await runJson([
      "shoot",
      ...FOKA,
      "--value",
      "12",
      "--range",
      "short",
      "--mods",
      "target-moving,cover-third",
      "--odds",
    ]);
    expect(star.json).toMatchObject({ target: 18, pHitExact: "1/6" });
    const calm = await runJson(["shoot", ...FOKA, "--value", "12", "--range", "short", "--calm", "--odds"]);
    expect(calm.json).toMatchObject({ target: 9, pHit: 5 / 6, pHitExact: "5/6" });
  });

  it("needs the foka module: the Fernkampf rules are FoKa's, as the API and the web say too", async () => {
    const r = await runCli(["shoot", "--value", "12", "--range", "short", "--calm", "--odds", "--json"]);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({
      error: { code: "module-required", message: "„shoot“ braucht das Modul foka (--modules foka)" },
    });
  });

  it("rolls damage = (result − MW) + weapon − armour", async () => {
    const { json } = await runJson([
      "shoot",
      ...FOKA,
      "--value",
      "15",
      "--range",
      "short",
      "--weapon",
      "5",
      "--armor",
      "2",
      "--dice",
      "4",
    ]);
    expect(json).toMatchObject({ target: 12, result: 19, hit: true, damage: 10 });
  });

  it.each([
    [["--scope", "3"], "impossible-combination"],
    [["--mods", "magic-bullet"], "unknown-modifier"],
    [["--mods", "cover-third,cover-nine-tenths"], "impossible-combination"],
    [["--projectile", "fast"], "impossible-combination"],
    [["--range", "far"], "invalid-option"],
    [["--mods", "target-in-melee", "--other-target", "melee"], "impossible-combination"],
    [["--mods", "target-grappling", "--other-target", "grappling"], "impossible-combination"],
  ])("bad input %j exits 2", async (extra, code) => {
    const args = ["shoot", ...FOKA, "--value", "12", "--range", "long", ...extra, "--json"];
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code } });
  });
});

describe("spieltisch heal", () => {
  it("basic outlook: weeks, wounds {n,p}, pHealed", async () => {
    const { json } = await runJson([
      "heal",
      "--value",
      "12",
      "--wounds",
      "0",
      "--situation",
      "nightmare",
      "--weeks",
      "1",
      "--odds",
    ]);
    expect(json).toMatchObject({ weeks: 1, pHealed: 0.5, pHealedExact: "1/2" });
    expect(json.wounds).toEqual([
      { n: 0, p: 0.5, pExact: "1/2" },
      { n: 1, p: 0.5, pExact: "1/2" },
    ]);
  });

  it("says which reading of the inflammation rule is in force, and the example's reading gives 6 + 3 weeks", async () => {
    const lazaro = [
      "heal",
      "--value",
      "12",
      "--wounds",
      "2",
      "--situation",
      "travel",
      "--weeks",
      "9",
      "--odds",
    ];
    const literal = await runJson(lazaro);
    expect(literal.json).toMatchObject({ inflammation: "always", expectedWeeks: null });
    expect(literal.json.pHealedBy).toBeCloseTo(0.178, 3);
    const example = await runJson([...lazaro, "--option", "healingInflammation=stress-only"]);
    expect(example.json).toMatchObject({
      inflammation: "stress-only",
      expectedWeeks: 9,
      expectedWeeksExact: "9/1",
    });
    const text = await runCli([...lazaro, "--option", "healingInflammation=stress-only"]);
    expect(text.stdout).toContain("Lesart: wie das Beispiel des Texts");
    expect(text.stdout).toContain("Erwartete Wochen bis wundfrei: 9,00");
    expect((await runCli(lazaro)).stdout).toContain("Lesart: die Regel wörtlich");
    const bad = await runJson([...lazaro, "--option", "healingInflammation=never"]);
    expect(bad.json.error).toMatchObject({ code: "invalid-option" });
  });

  it("one rolled week: target, result, woundsBefore, woundsAfter", async () => {
    const { json } = await runJson([
      "heal",
      "--value",
      "12",
      "--wounds",
      "1",
      "--situation",
      "travel",
      "--dice",
      "4",
    ]);
    expect(json).toMatchObject({ target: 15, result: 16, woundsBefore: 1, woundsAfter: 0 });
  });

  it("FoKa: tpPerWeek", async () => {
    const { json } = await runJson([
      "heal",
      ...FOKA,
      "--attribute",
      "9",
      "--critical",
      "1",
      "--situation",
      "hospital",
    ]);
    expect(json).toMatchObject({ action: "foka-heal", tpPerWeek: 1, woundThreshold: 3 });
  });

  it.each([
    [["--value", "12", "--wounds", "-2", "--situation", "rest"], "invalid-option"],
    [["--value", "12", "--wounds", "1", "--situation", "spa"], "invalid-option"],
    [
      ["--value", "12", "--wounds", "1", "--situation", "rest", "--untreated", "--physician", "2"],
      "impossible-combination",
    ],
    // FoKa's TP healing is FoKa's: without the module the table does not offer it.
    [["--attribute", "12", "--situation", "bed"], "module-required"],
    [["--value", "12", "--situation", "march"], "module-required"],
  ])("bad input %j exits 2", async (args, code) => {
    const r = await runCli(["heal", ...args, "--json"]);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code } });
  });
});

describe("spieltisch simulate", () => {
  const duel = ["simulate", "--a-value", "12", "--b-value", "12", "--a-weapon", "4", "--b-weapon", "4"];

  it("gives the exact odds and a seeded Monte Carlo with intervals that contain them", async () => {
    const { code, json } = await runJson([...duel, "--n", "50000", "--seed", "3", "--threads", "1"]);
    expect(code).toBe(0);
    const exact = json.exact as { pA: number; expectedRounds: number };
    const mc = json.monteCarlo as {
      pA: number;
      pACi: [number, number];
      n: number;
      meanRoundsCi: [number, number];
    };
    expect(mc.n).toBe(50_000);
    expect(exact.pA).toBeGreaterThan(mc.pACi[0] - 0.005);
    expect(exact.pA).toBeLessThan(mc.pACi[1] + 0.005);
    const again = await runJson([...duel, "--n", "50000", "--seed", "3", "--threads", "1"]);
    expect(again.json.monteCarlo).toEqual(json.monteCarlo);
  });

  it("gives the same totals on two worker threads as on one", async () => {
    const one = await runJson([...duel, "--n", "150000", "--seed", "9", "--threads", "1"]);
    const two = await runJson([...duel, "--n", "150000", "--seed", "9", "--threads", "2"]);
    const strip = (m: unknown) => ({ ...(m as Record<string, unknown>), threads: 0 });
    expect(strip(two.json.monteCarlo)).toEqual(strip(one.json.monteCarlo));
  });

  it("writes text without a progress bar unless asked", async () => {
    const r = await runCli([...duel, "--n", "1000", "--seed", "1", "--lang", "en"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Exact: A wins");
    expect(r.stderr).toBe("");
  });

  it("rejects bad fighters", async () => {
    const r = await runCli(["simulate", "--a-value", "12", "--json"]);
    expect(r.code).toBe(2);
    const s = await runCli([...duel, "--a-stance", "berserk", "--json"]);
    expect(s.code).toBe(2);
  });
});
