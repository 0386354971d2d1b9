import { getSystem, type TableSettings } from "@spieltisch/engine";
import { type AnyActionAdapter, findActionAdapter, oddsWithAdapter } from "@spieltisch/protocol";

/** An action of a system together with its protocol adapter (only actions the server can roll). */
export interface TableAction {
  readonly id: string;
  readonly adapter: AnyActionAdapter;
}

/**
 * Every action a table offers, in the system's order: those with an adapter whose module (FoKa's
 * melee, shots and TP healing) the table has switched on — the protocol's one rule.
 */
export function tableActions(systemId: string, modules: readonly string[]): TableAction[] {
  const system = getSystem(systemId);
  return Object.keys(system.actions).flatMap((id) => {
    const adapter = findActionAdapter(system.id, id, modules);
    return adapter ? [{ id, adapter }] : [];
  });
}

/** The outcome of computing odds: the adapter's JSON, or why the options are not usable yet. */
export type OddsOutcome =
  | { readonly ok: true; readonly json: Record<string, unknown> }
  | { readonly ok: false; readonly message: string };

/** Exact odds in the browser, through the same pipeline the server and CLI use. */
export function computeOdds(
  entry: TableAction,
  options: Record<string, unknown>,
  table: TableSettings,
): OddsOutcome {
  try {
    return {
      ok: true,
      json: oddsWithAdapter(entry.adapter, entry.adapter.options.parse(options), table).json,
    };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

const PREFERRED = ["pSuccess", "pA", "pHit", "pDefenderHit", "pHealed"];

/** The headline probability of an odds JSON: `pSuccess`, `pA`, `pHit`… (first one present). */
export function mainProbability(json: Readonly<Record<string, unknown>>): { key: string; p: number } | null {
  for (const key of PREFERRED) {
    const p = json[key];
    if (typeof p === "number") return { key, p };
  }
  for (const [key, p] of Object.entries(json)) {
    if (/^p[A-Z]/.test(key) && !key.endsWith("Exact") && typeof p === "number") return { key, p };
  }
  return null;
}

/** One secondary number of an odds JSON: another probability or a derived value such as the MW. */
export interface OddsDetail {
  readonly key: string;
  readonly kind: "p" | "number";
  readonly value: number;
}

/**
 * Everything else worth showing from an odds JSON: further probabilities (`pCriticalSuccess`,
 * `pStunt`…) and derived numbers (`target` of a shot, `tpPerWeek`…), minus the headline and
 * what the player typed in.
 */
export function oddsDetails(
  json: Readonly<Record<string, unknown>>,
  headline: string | undefined,
  options: Readonly<Record<string, unknown>>,
): OddsDetail[] {
  return Object.entries(json).flatMap(([key, value]): OddsDetail[] => {
    // What was typed is not repeated; an output named like an option but with another value
    // (Kampfwürfel's dice per phase after BE) is news.
    if (typeof value !== "number" || key === headline || options[key] === value) return [];
    if (/^p[A-Z]/.test(key)) return [{ key, kind: "p", value }];
    if (key === "value" || key === "effective") return [];
    return [{ key, kind: "number", value }];
  });
}

/**
 * One bar of a distribution: the number on the axis (a result, a count, the damage) and its
 * probability; in a melee's outcomes also who hits (`attacker`: the attacker hits the defender).
 */
export interface Bar {
  readonly label: number;
  readonly p: number;
  readonly hits?: "attacker" | "defender";
}

type Entry = Readonly<Record<string, unknown>> & { readonly p: number };

const isBarArray = (v: unknown): v is Entry[] =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.every((e) => typeof e === "object" && e !== null && typeof (e as { p?: unknown }).p === "number");

/** The number an entry stands for: `value`, `n`, else its first whole-number field (`damage`). */
const axisValue = (e: Entry): number | undefined => {
  if (typeof e.value === "number") return e.value;
  if (typeof e.n === "number") return e.n;
  const first = Object.entries(e).find(([key, v]) => key !== "p" && typeof v === "number");
  return first ? Number(first[1]) : undefined;
};

/** Bars with the same number merged (a bleeding's outcomes differ in more than the damage), ascending. */
function merged(entries: readonly Entry[]): Bar[] {
  const sums = new Map<number, number>();
  for (const e of entries) {
    const value = axisValue(e);
    if (value !== undefined) sums.set(value, (sums.get(value) ?? 0) + e.p);
  }
  return [...sums].sort(([a], [b]) => a - b).map(([label, p]) => ({ label, p }));
}

/** A melee's outcomes (`{hit, damage, p}`): the defender's hits, most damage first, then the attacker's. */
function meleeBars(entries: readonly Entry[]): Bar[] | null {
  const side = (hit: "attacker" | "defender") =>
    merged(entries.filter((e) => e.hit === hit && typeof e.damage === "number"));
  if (!entries.every((e) => (e.hit === "attacker" || e.hit === "defender") && typeof e.damage === "number")) {
    return null;
  }
  // `hit: "attacker"` is the attacker being hit: the defender strikes.
  const byDefender = side("attacker").map((b) => ({ ...b, hits: "defender" as const }));
  const byAttacker = side("defender").map((b) => ({ ...b, hits: "attacker" as const }));
  return [...byDefender.reverse(), ...byAttacker];
}

/**
 * Finds the first chartable distribution in an odds JSON (`distribution`, `difference`, `wounds`,
 * a melee's `outcomes` by who hits and the damage…).
 */
export function distributionOf(json: Readonly<Record<string, unknown>>): { key: string; bars: Bar[] } | null {
  for (const [key, v] of Object.entries(json)) {
    if (isBarArray(v)) {
      const bars = meleeBars(v) ?? merged(v);
      if (bars.length > 0) return { key, bars };
    }
  }
  return null;
}

/** Adds `delta` to a modifier option that may be a number or a list. */
export function withExtraMod(options: Record<string, unknown>, field: string, delta: number) {
  const current = options[field];
  const list = current === undefined ? [] : Array.isArray(current) ? current : [current];
  return { ...options, [field]: [...list, delta] };
}
