import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../dice/scripted-rng.js";
import { enumerateOutcomes } from "../../../odds/enumerate.js";
import { PLAIN_TABLE, withModules } from "../../table-settings.js";
import { type ConfrontParams, confrontOdds, loserWounds, rollConfront, winnerWounds } from "./confront.js";
import type { ConfrontEdge } from "./edges.js";

const AXE: ConfrontEdge = { kind: "stronger-weapon" };

describe("Ein-Wurf-System, worked example of ews-2.txt", () => {
  it("Grok (15 + 3 axe vs dagger) rolls 4 → 22, the bodyguard (9) rolls 2 → 11: Grok 0, bodyguard 6 wounds", () => {
    const r = rollConfront(
      { a: { value: 15, edges: [AXE] }, b: { value: 9 } },
      scriptedRng([4, 2]),
      PLAIN_TABLE,
    );
    expect(r).toMatchObject({
      winner: "a",
      diff: 11,
      a: { result: 22, wounds: 0 },
      b: { result: 11, wounds: 6 },
    });
    expect(r.a.modifiers).toEqual([{ amount: 3, source: "stronger-weapon" }]);
  });
});

describe("wounds", () => {
  it("loser 3 + 1 per full 3 points, winner 3 − 1 per full 3, at least 0", () => {
    expect([0, 2, 3, 6, 8, 9, 11, 12].map(loserWounds)).toEqual([3, 3, 4, 5, 5, 6, 6, 7]);
    expect([0, 2, 3, 6, 8, 9, 11, 12].map(winnerWounds)).toEqual([3, 3, 2, 1, 1, 0, 0, 0]);
  });

  it("a tie goes to A, who started, and both take 3", () => {
    const r = rollConfront({ a: { value: 12 }, b: { value: 12 } }, scriptedRng([2, 2]), PLAIN_TABLE);
    expect(r).toMatchObject({ winner: "a", a: { wounds: 3 }, b: { wounds: 3 } });
  });
});

describe("named modifiers", () => {
  it("ranged by distance +1/+3/+9, stronger armour +3, slow weapon −n; unarmed stacks with a stronger weapon", () => {
    const mods = (edges: ConfrontEdge[]) =>
      rollConfront({ a: { value: 10, edges }, b: { value: 10 } }, scriptedRng([2, 2]), PLAIN_TABLE).a
        .effective;
    expect(mods([{ kind: "ranged", distance: "close" }])).toBe(11);
    expect(mods([{ kind: "ranged", distance: "near" }])).toBe(13);
    expect(mods([{ kind: "ranged", distance: "far" }])).toBe(19);
    expect(mods([{ kind: "stronger-armor" }])).toBe(13);
    expect(mods([{ kind: "slow-weapon", malus: 4 }])).toBe(6);
    // "Streitaxt gegen bloße Hände gibt 6."
    expect(mods([AXE, { kind: "opponent-unarmed" }])).toBe(16);
  });

  it.each([
    [[AXE, AXE], [], "edge-twice"],
    [
      [
        { kind: "ranged", distance: "near" },
        { kind: "ranged", distance: "far" },
      ],
      [],
      "edge-twice",
    ],
    [[{ kind: "ranged", distance: "near" }], [{ kind: "ranged", distance: "close" }], "edge-both-sides"],
    [[AXE], [AXE], "edge-both-sides"],
    [[{ kind: "opponent-unarmed" }], [{ kind: "opponent-unarmed" }], "edge-both-sides"],
    [[{ kind: "opponent-unarmed" }], [AXE], "unarmed-with-weapon"],
    [[{ kind: "opponent-unarmed" }], [{ kind: "slow-weapon", malus: 2 }], "unarmed-with-weapon"],
  ] as [ConfrontEdge[], ConfrontEdge[], string][])(
    "rejects impossible combinations (%j vs %j)",
    (a, b, reason) => {
      expect(() =>
        confrontOdds({ a: { value: 12, edges: a }, b: { value: 12, edges: b } }, PLAIN_TABLE),
      ).toThrow(
        expect.objectContaining({
          code: "impossible-combination",
          params: expect.objectContaining({ reason }),
        }),
      );
    },
  );

  it("rejects a slow-weapon malus outside 1..6 and negative wounds", () => {
    expect(() =>
      confrontOdds(
        { a: { value: 12, edges: [{ kind: "slow-weapon", malus: 7 }] }, b: { value: 12 } },
        PLAIN_TABLE,
      ),
    ).toThrow(expect.objectContaining({ code: "invalid-argument" }));
    expect(() => confrontOdds({ a: { value: 12, wounds: -1 }, b: { value: 12 } }, PLAIN_TABLE)).toThrow(
      expect.objectContaining({ code: "invalid-argument" }),
    );
  });
});

describe("exact odds equal brute force", () => {
  it.each([
    ["plain", PLAIN_TABLE],
    ["krit", withModules("krit")],
  ] as const)("over a grid of values, edges and wounds (%s)", (_, table) => {
    const edgeSets: ConfrontEdge[][] = [
      [],
      [AXE],
      [
        { kind: "ranged", distance: "far" },
        { kind: "slow-weapon", malus: 3 },
      ],
    ];
    for (let a = 6; a <= 18; a += 4) {
      for (let b = 6; b <= 18; b += 6) {
        for (const edges of edgeSets) {
          for (const wounds of [0, 2]) {
            const params: ConfrontParams = { a: { value: a, edges }, b: { value: b, wounds } };
            const brute = enumerateOutcomes(
              (rng) => {
                const r = rollConfront(params, rng, table);
                return { w: r.winner, a: r.a.wounds, b: r.b.wounds };
              },
              (v) => `${v.w}|${v.a}|${v.b}`,
            );
            const sum = (pred: (k: string[]) => boolean) =>
              brute
                .filter((o) => pred(o.key.split("|")))
                .reduce((acc, o) => acc.add(o.probability), brute[0]!.probability.sub(brute[0]!.probability));
            const odds = confrontOdds(params, table);
            expect(odds.pA.toString()).toBe(sum((k) => k[0] === "a").toString());
            for (const { n, p } of odds.aWounds)
              expect(p.toString()).toBe(sum((k) => k[1] === String(n)).toString());
            for (const { n, p } of odds.bWounds)
              expect(p.toString()).toBe(sum((k) => k[2] === String(n)).toString());
          }
        }
      }
    }
  });

  it("property: the winner never takes more wounds than the loser", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (a, b, fa, fb) => {
          const r = rollConfront({ a: { value: a }, b: { value: b } }, scriptedRng([fa, fb]), PLAIN_TABLE);
          const [w, l] = r.winner === "a" ? [r.a, r.b] : [r.b, r.a];
          return w.wounds <= l.wounds && l.wounds >= 3 && w.wounds + l.wounds >= 3;
        },
      ),
    );
  });
});
