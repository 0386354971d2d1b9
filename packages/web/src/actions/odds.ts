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
    if (typeof value !== "number" || key === headline || key in options) return [];
    if (/^p[A-Z]/.test(key)) return [{ key, kind: "p", value }];
    if (key === "value" || key === "effective") return [];
    return [{ key, kind: "number", value }];
  });
}

/** A distribution to chart: `{label, p}` bars from `[{value,p}]` or `[{n,p}]` arrays. */
export interface Bar {
  readonly label: number;
  readonly p: number;
}

const isBarArray = (v: unknown): v is { value?: number; n?: number; p: number }[] =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.every((e) => typeof e === "object" && e !== null && typeof (e as { p?: unknown }).p === "number");

/** Finds the first chartable distribution in an odds JSON (`distribution`, `difference`, `wounds`…). */
export function distributionOf(json: Readonly<Record<string, unknown>>): { key: string; bars: Bar[] } | null {
  for (const [key, v] of Object.entries(json)) {
    if (isBarArray(v)) {
      const bars = v.map((e) => ({ label: e.value ?? e.n ?? 0, p: e.p }));
      return { key, bars };
    }
  }
  return null;
}

/** The first integer modifier-like field of an action, for the "with +3" what-if. */
export function modifierField(options: Readonly<Record<string, unknown>>): string | null {
  return "mod" in options ? "mod" : "aMod" in options ? "aMod" : null;
}

/** Adds `delta` to a modifier option that may be a number or a list. */
export function withExtraMod(options: Record<string, unknown>, field: string, delta: number) {
  const current = options[field];
  const list = current === undefined ? [] : Array.isArray(current) ? current : [current];
  return { ...options, [field]: [...list, delta] };
}
