import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enumerateOutcomes } from "../../../odds/enumerate.js";
import { PLAIN_TABLE, type TableSettings, withModules } from "../../table-settings.js";
import { clearDuelOddsMemo, duelOdds } from "./duel-exact.js";
import { duelOddsReference } from "./duel-exact-reference.test-support.js";
import { randomFighter } from "./duel-fighters.test-support.js";
import type { DuelFighter, DuelParams, DuelStance } from "./duel-params.js";
import { rollDuel } from "./duel-roll.js";

/** The fast chain sums the same products in another order: equal up to float rounding. */
const TOLERANCE = 1e-12;

function expectSameChain(params: DuelParams, table: TableSettings): void {
  clearDuelOddsMemo();
  const fast = duelOdds(params, table);
  const slow = duelOddsReference(params, table);
  const where = JSON.stringify(params);
  expect(Math.abs(fast.pA - slow.pA), where).toBeLessThanOrEqual(TOLERANCE);
  expect(Math.abs(fast.pB - slow.pB), where).toBeLessThanOrEqual(TOLERANCE);
  expect(Math.abs(fast.pDraw - slow.pDraw), where).toBeLessThanOrEqual(TOLERANCE);
  if (slow.expectedRounds === null) expect(fast.expectedRounds, where).toBeNull();
  else
    expect(Math.abs(fast.expectedRounds! - slow.expectedRounds), where).toBeLessThanOrEqual(TOLERANCE * 10);
  expect(fast.states, where).toBe(slow.states);
  expect(fast.pruned, where).toBe(slow.pruned);
}

describe("fast exact duel chain equals the previous state-by-state chain", () => {
  const stances: DuelStance[] = ["attack", "full-defence", "defend-when-low"];
  const fighters: DuelFighter[] = [];
  for (const value of [9, 12, 15]) {
    for (const [weapon, armor] of [
      [4, 0],
      [2, 2],
      [6, 1],
    ] as const) {
      fighters.push({ value, weapon, armor });
    }
  }

  // 81 pairs through the slow reference chain: ~4 s on an idle machine. The timeout only guards
  // against a hang, so it leaves room for a CI machine busy with other suites.
  it("on a grid of values, weapons and armour (plain ±W6)", { timeout: 120_000 }, () => {
    for (const a of fighters) for (const b of fighters) expectSameChain({ a, b }, PLAIN_TABLE);
  });

  it("with every stance, other Eigenschaften, hurt starts and stalemates", () => {
    for (const stanceA of stances) {
      for (const stanceB of stances) {
        expectSameChain(
          {
            a: { value: 12, weapon: 3, attribute: 9, stance: stanceA },
            b: { value: 11, weapon: 4, armor: 1, attribute: 15, tp: 7, stance: stanceB },
          },
          PLAIN_TABLE,
        );
      }
    }
    expectSameChain(
      { a: { value: 14, weapon: 5, attribute: 1 }, b: { value: 10, weapon: 1, attribute: 2 } },
      PLAIN_TABLE,
    );
    expectSameChain(
      { a: { value: 12, weapon: 5, tp: -20 }, b: { value: 13, weapon: 2, tp: 3 } },
      PLAIN_TABLE,
    );
    expectSameChain({ a: { value: 12, armor: 9 }, b: { value: 12, weapon: 2, armor: 9 } }, PLAIN_TABLE);
    expectSameChain({ a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, PLAIN_TABLE);
  });

  it("at the tie's edges (damage constant 0, 1, negative) and far-apart values", () => {
    // Weapon − armour 0: a tie deals nothing (a no-damage round); 1: a tie deals 1; the strike back
    // starts one above it.
    for (const [wa, ab, wb, aa] of [
      [3, 3, 2, 2],
      [4, 3, 3, 2],
      [1, 0, 5, 6],
    ] as const) {
      for (const stance of ["attack", "full-defence"] as const) {
        expectSameChain(
          {
            a: { value: 12, weapon: wa, armor: aa },
            b: { value: 13, weapon: wb, armor: ab, stance },
          },
          PLAIN_TABLE,
        );
      }
    }
    expectSameChain({ a: { value: 30, weapon: 3 }, b: { value: 3, weapon: 8, armor: 1 } }, PLAIN_TABLE);
    expectSameChain({ a: { value: -5, weapon: 2 }, b: { value: 20, weapon: 1, armor: 2 } }, PLAIN_TABLE);
  });

  it("on a grid too big for the reused scratch (its own arrays)", () => {
    // 360 × 120 TP cells × 35 malus differences: above the scratch's 2²⁰ cells.
    expectSameChain(
      {
        a: { value: 12, weapon: 20, attribute: 60 },
        b: { value: 12, weapon: 20, attribute: 20 },
      },
      PLAIN_TABLE,
    );
  });

  it("with krit (its long difference distribution)", () => {
    const krit = withModules("krit");
    expectSameChain({ a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, krit);
    expectSameChain(
      { a: { value: 15, weapon: 2, armor: 1 }, b: { value: 11, weapon: 5, stance: "defend-when-low" } },
      krit,
    );
    expectSameChain(
      {
        a: { value: 12, weapon: 3, attribute: 9, stance: "full-defence" },
        b: { value: 13, weapon: 4, armor: 1, tp: 5, stance: "defend-when-low" },
      },
      krit,
    );
  });

  it("loses no mass: P(A) + P(B) + P(draw) = 1 to 1e-13", () => {
    const cases: [DuelParams, TableSettings][] = [
      [{ a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, PLAIN_TABLE],
      [{ a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, withModules("krit")],
      [
        {
          a: { value: 12, weapon: 3, attribute: 9, stance: "defend-when-low" },
          b: { value: 11, weapon: 4, armor: 1, attribute: 15, tp: 7, stance: "full-defence" },
        },
        PLAIN_TABLE,
      ],
    ];
    for (const [params, table] of cases) {
      clearDuelOddsMemo();
      const odds = duelOdds(params, table);
      expect(Math.abs(odds.pA + odds.pB + odds.pDraw - 1), JSON.stringify(params)).toBeLessThanOrEqual(1e-13);
    }
  });

  it("property: random fighters (values, weapons, armour, Eigenschaften, hurt starts, stances, krit)", () => {
    fc.assert(
      fc.property(randomFighter, randomFighter, fc.boolean(), (a, b, krit) => {
        expectSameChain({ a, b }, krit ? withModules("krit") : PLAIN_TABLE);
      }),
      { numRuns: 40, seed: 4 },
    );
  });

  it("with pruning, drops the same states", () => {
    const params: DuelParams = { a: { value: 13, weapon: 4 }, b: { value: 12, weapon: 5 } };
    clearDuelOddsMemo();
    const fast = duelOdds(params, PLAIN_TABLE, 1e-9);
    const slow = duelOddsReference(params, PLAIN_TABLE, 1e-9);
    expect(fast.states).toBe(slow.states);
    expect(fast.pruned).toBeGreaterThan(0);
    expect(Math.abs(fast.pruned - slow.pruned)).toBeLessThanOrEqual(TOLERANCE);
    expect(Math.abs(fast.pA - slow.pA)).toBeLessThanOrEqual(TOLERANCE);
  });
});

describe("fast exact duel chain equals brute force over the dice", () => {
  const winner = (params: DuelParams) =>
    enumerateOutcomes((rng) => rollDuel(params, rng, PLAIN_TABLE).winner, String);
  const p = (outcomes: ReturnType<typeof winner>, key: string) =>
    outcomes.find((o) => o.key === key)?.probability.toNumber() ?? 0;

  it("duels near the end, with and without rolled low-TP checks", () => {
    const cases: DuelParams[] = [];
    // Eigenschaft 27: the checks are automatic; a hit of 10+ kills, smaller ones leave a few rounds.
    for (const [va, vb] of [
      [12, 13],
      [15, 10],
      [9, 12],
    ] as const) {
      for (const weapon of [5, 7]) {
        cases.push({
          a: { value: va, weapon, attribute: 27, tp: -125 },
          b: { value: vb, weapon, attribute: 27, tp: -120 },
        });
      }
    }
    // Eigenschaft 15 at −59: a tie deals exactly 15 (→ −74, level 5: the check vs 21 passes only on a
    // 6), every other hit kills — so the chain's check odds meet real check dice.
    for (const [va, vb] of [
      [12, 12],
      [14, 11],
    ] as const) {
      cases.push({
        a: { value: va, weapon: 15, attribute: 15, tp: -59 },
        b: { value: vb, weapon: 15, attribute: 15, tp: -59 },
      });
    }
    for (const params of cases) {
      const brute = winner(params);
      clearDuelOddsMemo();
      const exact = duelOdds(params, PLAIN_TABLE);
      const where = JSON.stringify(params);
      expect(Math.abs(exact.pA - p(brute, "a")), where).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(exact.pB - p(brute, "b")), where).toBeLessThanOrEqual(TOLERANCE);
      expect(exact.pDraw, where).toBe(0);
    }
  });

  it("rounds without damage (full defence): the folded loop lies between brute force cut at R rounds and that plus the unfinished mass", () => {
    const params: DuelParams = {
      a: { value: 12, weapon: 5, attribute: 27, tp: -125 },
      b: { value: 12, weapon: 5, attribute: 27, tp: -125, stance: "full-defence" },
      maxRounds: 3,
    };
    const brute = winner(params);
    clearDuelOddsMemo();
    const exact = duelOdds(params, PLAIN_TABLE);
    expect(p(brute, "draw")).toBeGreaterThan(0);
    expect(exact.pA).toBeGreaterThanOrEqual(p(brute, "a") - TOLERANCE);
    expect(exact.pA).toBeLessThanOrEqual(p(brute, "a") + p(brute, "draw") + TOLERANCE);
    expect(exact.pB).toBeGreaterThanOrEqual(p(brute, "b") - TOLERANCE);
    expect(exact.pB).toBeLessThanOrEqual(p(brute, "b") + p(brute, "draw") + TOLERANCE);
  });
});

describe("limits", () => {
  it("gives up on a chain above MAX_EXACT_STATES, and the next chain is still right", () => {
    const huge: DuelParams = {
      a: { value: 12, weapon: 4, attribute: 30 },
      b: { value: 12, weapon: 4, attribute: 30 },
    };
    expect(() => duelOdds(huge, PLAIN_TABLE)).toThrow(expect.objectContaining({ code: "too-many-outcomes" }));
    expectSameChain({ a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } }, PLAIN_TABLE);
  });
});

describe("memo", () => {
  it("returns the remembered odds for the same pairing and table, fresh ones otherwise", () => {
    clearDuelOddsMemo();
    const params: DuelParams = { a: { value: 12, weapon: 4 }, b: { value: 11, weapon: 4 } };
    const first = duelOdds(params, PLAIN_TABLE);
    expect(duelOdds({ a: { ...params.a }, b: { ...params.b } }, PLAIN_TABLE)).toBe(first);
    expect(duelOdds(params, withModules("krit"))).not.toBe(first);
    expect(
      duelOdds({ ...params, b: { value: 11, weapon: 4, stance: "full-defence" } }, PLAIN_TABLE).pA,
    ).not.toBe(first.pA);
    clearDuelOddsMemo();
    const again = duelOdds(params, PLAIN_TABLE);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
