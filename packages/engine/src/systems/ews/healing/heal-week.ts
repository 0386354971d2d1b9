import type { Rng } from "../../../dice/rng.js";
import { EngineError, requireInt } from "../../../errors.js";
import type { Modifier } from "../../modifier.js";
import type { TableSettings } from "../../table-settings.js";
import { type CheckResult, isAutomatic, rollCheck } from "../check.js";
import { bonusClasses, forcedOutcome } from "../check-classes.js";
import { inflames } from "./inflammation.js";
import {
  HEALING_BASE_TARGET,
  type HealingSituation,
  INFLAMMATION_MARGIN,
  TARGET_PER_WOUND,
  UNTREATED_MALUS_PER_WOUND,
} from "./situations.js";

/** Basic-rules healing (RULINGS §1.6): the weekly check, and with `weeks` the outlook. */
export interface HealParams {
  /** The fitting Eigenschaft (Konstitution …); 12 without one. */
  readonly value: number;
  readonly wounds: number;
  readonly situation: HealingSituation;
  /** Pluses of the physician's skill: +1 each. */
  readonly physician?: number;
  /** Wounds left untreated: −3 per wound on the check. */
  readonly untreated?: boolean;
  /** Weeks of the outlook (odds only; default 1). */
  readonly weeks?: number;
  /** The outlook's absorbing "dying" state (default: table option `healingMaxWounds`, else 10). */
  readonly maxWounds?: number;
}

/** One rolled week. `check` is null when no check was due (no wounds and a mild situation). */
export interface HealWeekResult {
  readonly due: boolean;
  readonly target: number;
  readonly woundsBefore: number;
  readonly woundsAfter: number;
  readonly check: CheckResult | null;
}

/** Default of the absorbing wound count of the outlook. */
export const DEFAULT_MAX_WOUNDS = 10;

/** Validated parameters with the derived numbers of one week at `wounds`. */
export interface WeekSetup {
  readonly due: boolean;
  readonly target: number;
  readonly modifiers: Modifier[];
  readonly effective: number;
  /** Whether a miss by more than 6 adds a wound here (table option `healingInflammation`). */
  readonly inflames: boolean;
}

/** Checks the parameters; physician and untreated together are a contradiction. */
export function validateHeal(params: HealParams): void {
  requireInt("value", params.value, -100, 100);
  requireInt("wounds", params.wounds, 0, 100);
  requireInt("physician", params.physician ?? 0, 0, 10);
  if (!(params.situation in HEALING_BASE_TARGET)) {
    throw new EngineError("invalid-argument", `Unknown healing situation ${params.situation}`, {
      name: "situation",
      value: String(params.situation),
      min: "",
      max: "",
    });
  }
  if (params.untreated && (params.physician ?? 0) > 0) {
    throw new EngineError("impossible-combination", "A physician treats: not untreated", {
      reason: "physician-untreated",
      detail: "physician + untreated",
    });
  }
}

/**
 * The week's check at `wounds`: due with wounds, or when the base MW is at least the Eigenschaft
 * + 3 (then even a healthy character rolls — unless the table's reading lets this situation never
 * inflame, when such a check could change nothing). MW = base + 3 per wound; the wound malus itself
 * does not apply (the text's example: value 12 against MW 15 with one wound).
 */
export function weekSetup(params: HealParams, wounds: number, table: TableSettings): WeekSetup {
  const base = HEALING_BASE_TARGET[params.situation];
  const modifiers: Modifier[] = [];
  if ((params.physician ?? 0) > 0) modifiers.push({ amount: params.physician!, source: "physician" });
  if (params.untreated && wounds > 0) {
    modifiers.push({ amount: -UNTREATED_MALUS_PER_WOUND * wounds, source: "untreated" });
  }
  const effective = params.value + modifiers.reduce((s, m) => s + m.amount, 0);
  const inflaming = inflames(params.situation, table);
  return {
    due: wounds > 0 || (inflaming && base >= params.value + 3),
    target: base + TARGET_PER_WOUND * wounds,
    modifiers,
    effective,
    inflames: inflaming,
  };
}

/** Wounds after a check: success heals one, missing by more than 6 adds one where that inflames. */
export const woundsAfterCheck = (
  wounds: number,
  success: boolean,
  margin: number,
  inflaming: boolean,
): number =>
  success ? Math.max(0, wounds - 1) : inflaming && margin < -INFLAMMATION_MARGIN ? wounds + 1 : wounds;

/**
 * Rolls one week of healing.
 *
 * @example
 * // Lazaro, value 12, one wound, travelling: MW 15; a 4 → 16 heals it.
 * rollHealWeek({ value: 12, wounds: 1, situation: "travel" }, scriptedRng([4]), PLAIN_TABLE).woundsAfter; // 0
 */
export function rollHealWeek(params: HealParams, rng: Rng, table: TableSettings): HealWeekResult {
  validateHeal(params);
  const setup = weekSetup(params, params.wounds, table);
  if (!setup.due) {
    return {
      due: false,
      target: setup.target,
      woundsBefore: params.wounds,
      woundsAfter: params.wounds,
      check: null,
    };
  }
  const check = rollCheck(
    { value: params.value, target: setup.target, modifiers: setup.modifiers },
    rng,
    table,
  );
  return {
    due: true,
    target: setup.target,
    woundsBefore: params.wounds,
    woundsAfter: woundsAfterCheck(params.wounds, check.success, check.margin, setup.inflames),
    check,
  };
}

/**
 * One week's transition weights at `wounds`: heal (−1), worse (+1), stay; out of `total`.
 * Used by the outlook's Markov chain and by the exact outcomes.
 */
export function weekTransition(
  params: HealParams,
  wounds: number,
  table: TableSettings,
): { heal: number; worse: number; stay: number; total: number } {
  const setup = weekSetup(params, wounds, table);
  if (!setup.due) return { heal: 0, worse: 0, stay: 1, total: 1 };
  if (isAutomatic(setup.effective, setup.target)) {
    return wounds > 0 ? { heal: 1, worse: 0, stay: 0, total: 1 } : { heal: 0, worse: 0, stay: 1, total: 1 };
  }
  const { classes, total } = bonusClasses(table);
  let heal = 0;
  let worse = 0;
  for (const c of classes) {
    const result = setup.effective + c.bonus;
    const success = forcedOutcome(c.chain) ?? result >= setup.target;
    const after = woundsAfterCheck(wounds, success, result - setup.target, setup.inflames);
    if (after < wounds) heal += c.weight;
    else if (after > wounds) worse += c.weight;
  }
  return { heal, worse, stay: total - heal - worse, total };
}
