import { expect, test } from "vitest";
import { seededRng } from "../dice/seeded-rng.js";
import { enumerateOutcomes } from "../odds/enumerate.js";
import { Fraction } from "../odds/fraction.js";
import type { OutcomeProbability, RuleSystem } from "../systems/rule-system.js";
import type { TableSettings } from "../systems/table-settings.js";
import { chiSquareAgrees } from "./chi-square.js";

/** Which parts of the suite a system may change or skip, each skip with a written reason. */
export interface ConformanceOptions {
  /** Settings to run every action under (default: no modules, then each module alone). */
  readonly tables?: readonly TableSettings[];
  /** Action ids whose brute-force comparison is too big, with the reason. */
  readonly skipBruteForce?: Readonly<Record<string, string>>;
  /** Samples per example for the chi-square test. */
  readonly samples?: number;
}

/** Outcomes may list one key several times (different dice, same class): merge them exactly. */
function mergeOutcomes(outcomes: readonly OutcomeProbability[]): Map<string, Fraction> {
  const merged = new Map<string, Fraction>();
  for (const o of outcomes) {
    const prev = merged.get(o.key);
    merged.set(o.key, prev ? prev.add(o.probability) : o.probability);
  }
  for (const [key, p] of merged) if (p.num === 0n) merged.delete(key);
  return merged;
}

/**
 * The one test suite every rule system runs: ids and modules are well-formed, every action's
 * exact outcomes sum to 1 and equal a brute-force enumeration of its own `roll`, and sampled
 * results lie in the support and agree with the odds (chi-square on a fixed seed).
 */
export function runSystemConformance(system: RuleSystem, options: ConformanceOptions = {}): void {
  const tables = options.tables ?? [
    { modules: [], options: {} },
    ...system.modules.map((m) => ({ modules: [m.id], options: {} })),
  ];

  test(`${system.id}: id, name and modules are well-formed`, () => {
    expect(system.id).toMatch(/^[a-z0-9-]+$/);
    expect(system.name.length).toBeGreaterThan(0);
    const ids = system.modules.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(system.actions).length).toBeGreaterThan(0);
    for (const [id, action] of Object.entries(system.actions)) {
      expect(action.id).toBe(id);
      expect(action.examples.length).toBeGreaterThan(0);
    }
  });

  for (const [id, action] of Object.entries(system.actions)) {
    for (const table of tables) {
      const label = `${system.id}/${id} [${table.modules.join(",") || "plain"}]`;

      test(`${label}: outcomes sum to 1 and equal brute force`, () => {
        for (const params of action.examples) {
          const merged = mergeOutcomes(action.outcomes(params, table));
          const sum = [...merged.values()].reduce((a, b) => a.add(b), Fraction.ZERO);
          expect(sum.toString()).toBe("1/1");
          if (options.skipBruteForce?.[id]) continue;
          const brute = enumerateOutcomes((rng) => action.roll(params, rng, table), action.outcomeKey);
          expect(Object.fromEntries([...merged].map(([k, p]) => [k, p.toString()]))).toEqual(
            Object.fromEntries(brute.map((b) => [b.key, b.probability.toString()])),
          );
        }
      });

      test(`${label}: samples lie in the support and agree with the odds`, () => {
        const rng = seededRng(20261129);
        const n = options.samples ?? 6000;
        for (const params of action.examples) {
          const merged = [...mergeOutcomes(action.outcomes(params, table))];
          const index = new Map(merged.map(([key], i) => [key, i]));
          const counts = new Array<number>(merged.length).fill(0);
          const outside = new Set<string>();
          for (let i = 0; i < n; i++) {
            const key = action.outcomeKey(action.roll(params, rng, table));
            const at = index.get(key);
            if (at === undefined) outside.add(key);
            else counts[at]!++;
          }
          expect([...outside], "sampled outcomes outside the exact support").toEqual([]);
          const verdict = chiSquareAgrees(
            counts,
            merged.map(([, p]) => p.toNumber()),
          );
          expect(verdict.agrees, `chi-square ${verdict.statistic} > ${verdict.critical}`).toBe(true);
        }
      });
    }
  }
}
