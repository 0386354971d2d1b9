import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../dice/scripted-rng.js";
import { seededRng } from "../../../dice/seeded-rng.js";
import { enumerateOutcomes } from "../../../odds/enumerate.js";
import { PLAIN_TABLE, withModules } from "../../table-settings.js";
import { contestOdds } from "../contest.js";
import { duelOdds } from "./duel-exact.js";
import type { DuelParams } from "./duel-params.js";
import { rollDuel } from "./duel-roll.js";
import { sampleDuels } from "./duel-sampler.js";

const STANDARD: DuelParams = { a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } };

/** 95 % of Monte Carlo estimates lie within 2 standard errors; we allow 5 (σ ≤ 0.5/√n). */
const bound = (n: number) => 5 * (0.5 / Math.sqrt(n));

describe("duel rules through the state machine", () => {
  it("A attacks first; a critical hit below 0 TP asks for a check; failing it ends the duel", () => {
    // A 12 + 6 = 18 against B 12 − 5 = 7: 11 + 4 = 15 damage, critical, B at −3 TP; check 12 − 1 = 11 fails.
    const r = rollDuel(STANDARD, scriptedRng([6, 5, 1]), PLAIN_TABLE);
    expect(r).toMatchObject({ winner: "a", rounds: 1, b: { tp: -3, criticalWounds: 1, status: "out" } });
  });

  it("turns alternate, a tie hits the defender, mali from wounds and low TP apply, deep checks can kill", () => {
    const dice = [2, 2, 6, 1, 1, 6, 2, 6, 5, 1];
    // R1 A attacks: tie → B takes 4 (wound, 8 TP). R2 B (9) + 6 = 15 vs A 12 − 1 = 11: A takes 8 (wound, 4 TP).
    // R3 A (12 − 3 − 1 = 8) − 1 = 7 vs B 9 + 6 = 15: A takes 12 (critical, −8 TP), passes 12 + 2 = 14.
    // R4 B 9 + 6 = 15 vs A (12 − 9 − 3 = 0) − 5 = −5: A takes 24 (−32 TP), fails the check vs 12: dead.
    const r = rollDuel(STANDARD, scriptedRng(dice), PLAIN_TABLE);
    expect(r).toMatchObject({
      winner: "b",
      rounds: 4,
      a: { tp: -32, wounds: 1, criticalWounds: 2, status: "dead" },
      b: { tp: 8, wounds: 1 },
    });
  });
});

describe("exact duel odds", () => {
  it("one hit decides: equals the first exchange (a contest with ties to the attacker)", () => {
    const params: DuelParams = {
      a: { value: 12, weapon: 60, attribute: 12 },
      b: { value: 10, weapon: 60, attribute: 12 },
    };
    // Every hit deals ≥ 60: TP 12 − 60 = −48 → level 5 needs 21 on 12: impossible, so the hit kills.
    const exact = duelOdds(params, PLAIN_TABLE);
    expect(exact.pA).toBeCloseTo(
      contestOdds({ a: { value: 12 }, b: { value: 10 } }, PLAIN_TABLE).pA.toNumber(),
      12,
    );
    expect(exact.expectedRounds).toBeCloseTo(1, 12);
  });

  it("equals brute force over the dice of a duel near the end (checks automatic, several rounds)", () => {
    // Eigenschaft 27: every low-TP check (≤ 21) is automatic, so only exchange dice are rolled.
    // TP −125 of 27: the next hit of 10+ (≤ −135) kills, a smaller one does not.
    const params: DuelParams = {
      a: { value: 12, weapon: 5, attribute: 27, tp: -125 },
      b: { value: 13, weapon: 5, attribute: 27, tp: -125 },
    };
    const brute = enumerateOutcomes((rng) => rollDuel(params, rng, PLAIN_TABLE).winner, String);
    const exact = duelOdds(params, PLAIN_TABLE);
    const pA = brute.find((b) => b.key === "a")!.probability.toNumber();
    expect(exact.pA).toBeCloseTo(pA, 12);
    expect(exact.pDraw).toBe(0);
  });

  it("agrees with Monte Carlo of the state-machine duel and of the fast kernel (fixed seeds)", () => {
    for (const params of [
      STANDARD,
      { a: { value: 15, weapon: 3, armor: 1 }, b: { value: 12, weapon: 5, stance: "defend-when-low" } },
      {
        a: { value: 12, weapon: 4, attribute: 9 },
        b: { value: 11, weapon: 2, armor: 2, attribute: 15, stance: "full-defence" },
      },
    ] as DuelParams[]) {
      const exact = duelOdds(params, PLAIN_TABLE);
      const n = 20_000;
      const rng = seededRng(77);
      let winsA = 0;
      for (let i = 0; i < n; i++) if (rollDuel(params, rng, PLAIN_TABLE).winner === "a") winsA++;
      expect(Math.abs(winsA / n - exact.pA), JSON.stringify(params)).toBeLessThan(bound(n));
      const big = 400_000;
      const tally = sampleDuels(seededRng(78), big, params, PLAIN_TABLE);
      expect(Math.abs(tally.winsA / big - exact.pA)).toBeLessThan(bound(big));
      expect(Math.abs(tally.rounds / big - exact.expectedRounds!)).toBeLessThan(0.05);
      expect(tally.winsA + tally.winsB + tally.draws).toBe(big);
    }
  });

  it("with krit, the exact chain agrees with the state-machine duel", () => {
    const table = withModules("krit");
    const exact = duelOdds(STANDARD, table);
    const n = 20_000;
    const rng = seededRng(79);
    let winsA = 0;
    for (let i = 0; i < n; i++) if (rollDuel(STANDARD, rng, table).winner === "a") winsA++;
    expect(Math.abs(winsA / n - exact.pA)).toBeLessThan(bound(n));
  });

  it("calls a draw when nobody can ever deal damage", () => {
    const stalemate: DuelParams = {
      a: { value: 12, weapon: 0, armor: 30 },
      b: { value: 12, weapon: 0, armor: 30 },
      maxRounds: 50,
    };
    expect(duelOdds(stalemate, PLAIN_TABLE)).toMatchObject({ pA: 0, pB: 0, pDraw: 1, expectedRounds: null });
    expect(sampleDuels(seededRng(1), 10, stalemate, PLAIN_TABLE)).toMatchObject({ draws: 10, rounds: 500 });
  });

  it("12 vs 12 TP: the attacker's first strike is worth about 55 %", () => {
    const exact = duelOdds(STANDARD, PLAIN_TABLE);
    expect(exact.pA + exact.pB).toBeCloseTo(1, 12);
    expect(exact.pA).toBeGreaterThan(0.5);
  });
});
