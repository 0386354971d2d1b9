import { EngineError, requireInt } from "../../errors.js";
import { roundEws } from "../ews/rounding.js";
import { followsReadings, PLAIN_TABLE, type TableSettings } from "../table-settings.js";

/**
 * Trefferpunkte: twice the Schadensresistenz (SR), or twice the Konstitution (KO) for a
 * character without SR.
 *
 * @example
 * hitPoints(15); // 30 — Sliingach, SR 15
 * hitPoints(9); // 18 — Tilkei, KO 9
 */
export function hitPoints(resistance: number): number {
  return 2 * requireInt("resistance", resistance, 0, 1000);
}

/** The thresholds of the Verletzungstabelle, from the mildest down. */
export type ThresholdId = "two-thirds" | "one-third" | "zero" | "minus-sr" | "minus-two-sr";

/** What falling to a threshold means: the SR check's target, the penalty and what a failure does. */
export interface ThresholdRule {
  readonly id: ThresholdId;
  /** The SR (or KO) check's Mindestwurf. */
  readonly target: number;
  /** Penalty on all checks while at or below this threshold (not cumulative). */
  readonly penalty: number;
  /** A failed check: `unconscious` (kampfunfähig), `dying` (dies in `roundsToDeath` rounds) or `dead`. */
  readonly onFailure: "unconscious" | "dying" | "dead";
}

/** Which Verletzungstabelle the table uses: the Basiskampf's three rows or the extended five. */
export type InjuryTable = "basic" | "extended";

const RULES: readonly ThresholdRule[] = [
  { id: "two-thirds", target: 12, penalty: -1, onFailure: "unconscious" },
  { id: "one-third", target: 15, penalty: -2, onFailure: "unconscious" },
  { id: "zero", target: 18, penalty: -4, onFailure: "dying" },
  { id: "minus-sr", target: 21, penalty: -8, onFailure: "dying" },
  { id: "minus-two-sr", target: 24, penalty: -16, onFailure: "dead" },
];

/** Table option `urfassungInjuryTable`: `extended` (default, RULINGS §2) or `basic`. */
export function injuryTable(table: TableSettings): InjuryTable {
  const option = table.options.urfassungInjuryTable ?? "extended";
  if (option !== "basic" && option !== "extended") {
    throw new EngineError(
      "invalid-table-option",
      `urfassungInjuryTable must be basic or extended, got ${option}`,
      {
        option: "urfassungInjuryTable",
        value: String(option),
      },
    );
  }
  return option;
}

/** The rows of the table in use. */
export const thresholdRules = (kind: InjuryTable): readonly ThresholdRule[] =>
  kind === "basic" ? RULES.slice(2) : RULES;

/**
 * Whether current TP have reached a threshold. "Unter 2/3" and "unter −2*SR" (L59, L68) are
 * strict; 1/3, 0 and −SR count when reached ("auf"), as the table lists them. Thirds are compared
 * exactly, not rounded. The readings before RULINGS §7 counted −2×SR when reached (`table`).
 */
export function reached(
  id: ThresholdId,
  current: number,
  maxTp: number,
  resistance: number,
  table: TableSettings,
): boolean {
  switch (id) {
    case "two-thirds":
      return 3 * current < 2 * maxTp;
    case "one-third":
      return 3 * current <= maxTp;
    case "zero":
      return current <= 0;
    case "minus-sr":
      return current <= -resistance;
    case "minus-two-sr":
      return followsReadings(table, 2) ? current < -2 * resistance : current <= -2 * resistance;
  }
}

/**
 * The highest whole TP at which a threshold counts as reached (see {@link reached}): the sheet's
 * number for "unter 2/3", "auf 1/3", 0, −SR and "unter −2*SR". Below it the threshold stays reached.
 *
 * @example
 * thresholdStart("two-thirds", 30, 15); // 19 — under 20
 * thresholdStart("one-third", 18, 9); // 6
 * thresholdStart("minus-two-sr", 30, 15); // -31 — under −30
 */
export function thresholdStart(
  id: ThresholdId,
  maxTp: number,
  resistance: number,
  table: TableSettings = PLAIN_TABLE,
): number {
  requireInt("maxTp", maxTp, 0, 2000);
  requireInt("resistance", resistance, 0, 1000);
  switch (id) {
    case "two-thirds":
      // 3·c < 2·max: the largest c is ⌈2·max / 3⌉ − 1.
      return Math.ceil((2 * maxTp) / 3) - 1;
    case "one-third":
      return Math.floor(maxTp / 3);
    case "zero":
      return 0;
    case "minus-sr":
      return -resistance;
    case "minus-two-sr":
      return followsReadings(table, 2) ? -2 * resistance - 1 : -2 * resistance;
  }
}

/** A character's state by TP: the deepest threshold reached and its penalty. */
export interface HitPointState {
  readonly current: number;
  readonly max: number;
  readonly threshold: ThresholdRule | null;
  readonly penalty: number;
}

/**
 * The deepest threshold `current` TP have reached, and its penalty.
 *
 * @example
 * hitPointState({ current: 19, resistance: 15 }, PLAIN_TABLE).penalty; // -1 (19 < 20 = 2/3 of 30)
 */
export function hitPointState(
  input: { current: number; resistance: number },
  table: TableSettings,
): HitPointState {
  const max = hitPoints(input.resistance);
  const current = requireInt("current", input.current);
  const rules = thresholdRules(injuryTable(table));
  const deepest =
    [...rules].reverse().find((r) => reached(r.id, current, max, input.resistance, table)) ?? null;
  return { current, max, threshold: deepest, penalty: deepest?.penalty ?? 0 };
}

/**
 * The thresholds crossed by going from `before` to `after` TP: each asks for its own SR check,
 * mildest first.
 */
export function crossedThresholds(
  input: { before: number; after: number; resistance: number },
  table: TableSettings,
): ThresholdRule[] {
  const max = hitPoints(input.resistance);
  return thresholdRules(injuryTable(table)).filter(
    (r) =>
      reached(r.id, input.after, max, input.resistance, table) &&
      !reached(r.id, input.before, max, input.resistance, table),
  );
}

/**
 * Rounds until death after failing a `dying` check: SR rounds at 0, SR/3 (EWS rounding) at −SR
 * (the prose; the table's "KO Runden" rows look shifted by one line — ruling in the README).
 */
export function roundsToDeath(id: ThresholdId, resistance: number): number | null {
  if (id === "zero") return resistance;
  if (id === "minus-sr") return roundEws(resistance, 3);
  if (id === "minus-two-sr") return 0;
  return null;
}

/**
 * The stun rule: a hit character rolls KO − damage against 12; on a failure all actions next
 * round suffer a malus equal to the damage. Returns the check to roll.
 *
 * @example
 * stunCheck(12, 4); // { value: 12, target: 12, modifiers: [{ amount: -4, source: "damage" }] }
 */
export function stunCheck(constitution: number, damage: number) {
  requireInt("damage", damage, 0, 10_000);
  return {
    value: requireInt("constitution", constitution),
    target: 12,
    modifiers: damage > 0 ? [{ amount: -damage, source: "damage" }] : [],
  };
}
