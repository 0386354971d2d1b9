import type { Rng } from "../../../dice/rng.js";
import { EngineError, requireInt } from "../../../errors.js";
import { Fraction } from "../../../odds/fraction.js";
import type { ActionDef, OutcomeProbability } from "../../rule-system.js";
import type { TableSettings } from "../../table-settings.js";
import type { EwsOutcome } from "../condition/outcome.js";
import { woundThreshold } from "../rounding.js";

/** Where a FoKa character regenerates TP. */
export type TpHealingSituation = "hospital" | "bed" | "ship" | "march";

/**
 * TP per week relative to the WS (RULINGS §1.8): hospital WS, bed rest WS − 2, travel by ship
 * WS − 3, forced march WS − 6.
 */
export const TP_HEALING_OFFSET: Readonly<Record<TpHealingSituation, number>> = {
  hospital: 0,
  bed: -2,
  ship: -3,
  march: -6,
};

/** Table options: TP regenerated with a wound (critical wound) until it stops hindering. */
export const WOUND_RECOVERY_OPTION = "fokaWoundRecoveryTp";
export const CRITICAL_RECOVERY_OPTION = "fokaCriticalRecoveryTp";
/** Defaults derived from the text's five healing-time examples. */
export const DEFAULT_WOUND_RECOVERY_TP = 4;
export const DEFAULT_CRITICAL_RECOVERY_TP = 12;

/** FoKa TP healing. */
export interface TpHealingParams {
  /** The Eigenschaft chosen for TP (12 without one). */
  readonly attribute: number;
  readonly wounds?: number;
  readonly critical?: number;
  readonly situation: TpHealingSituation;
}

/** One wound's recovery in the schedule (wounds first, then critical ones). */
export interface WoundRecovery {
  readonly kind: "wound" | "critical";
  /** TP per week while this wound heals. */
  readonly tpPerWeek: number;
  /** Weeks this wound needs (null: never at this rate). */
  readonly weeks: Fraction | null;
  /** Weeks from now until it stops hindering (null: never). */
  readonly doneAfterWeeks: Fraction | null;
  /** The same in whole days, rounded up. */
  readonly doneAfterDays: number | null;
}

/** What a week of FoKa healing gives. Deterministic: no dice. */
export interface TpHealingResult {
  readonly woundThreshold: number;
  /** TP per week now (negative: the character wastes away). */
  readonly tpPerWeek: number;
  /** Four weeks' worth. */
  readonly tpPerMonth: number;
  readonly schedule: readonly WoundRecovery[];
}

/**
 * TP regenerated with a wound (or a critical wound) until it stops hindering: the table options
 * `fokaWoundRecoveryTp` / `fokaCriticalRecoveryTp`, else 4 / 12 (RULINGS §1.8).
 */
export function recoveryTp(table: TableSettings, kind: "wound" | "critical"): number {
  const key = kind === "wound" ? WOUND_RECOVERY_OPTION : CRITICAL_RECOVERY_OPTION;
  const value = table.options[key];
  if (value === undefined) return kind === "wound" ? DEFAULT_WOUND_RECOVERY_TP : DEFAULT_CRITICAL_RECOVERY_TP;
  return requireInt(key, value, 1, 100);
}

/**
 * TP per week (negative: the character wastes away): the situation's share of the WS, −1 per
 * wound and −2 per critical wound that still hinder.
 *
 * @example
 * weeklyTp({ attribute: 12, wounds: 1, situation: "bed" }); // WS 4 − 2 − 1 = 1
 */
export function weeklyTp(params: TpHealingParams): number {
  const attribute = requireInt("attribute", params.attribute, 1, 100);
  const wounds = requireInt("wounds", params.wounds ?? 0, 0, 100);
  const critical = requireInt("critical", params.critical ?? 0, 0, 100);
  const offset = TP_HEALING_OFFSET[params.situation];
  if (offset === undefined) {
    throw new EngineError("invalid-argument", `Unknown situation ${params.situation}`, {
      name: "situation",
      value: String(params.situation),
      min: "",
      max: "",
    });
  }
  return woundThreshold(attribute) + offset - wounds - 2 * critical;
}

/**
 * TP per week and when each wound stops hindering. Wounds heal one after another, plain wounds
 * first (they free a point of healing each sooner); every healed wound raises the rate.
 *
 * @example
 * // KO 12 in hospital with a wound: WS 4 − 1 = 3 TP a week, the wound stops hindering after 10 days.
 * tpHealing({ attribute: 12, wounds: 1, situation: "hospital" }, PLAIN_TABLE).schedule[0].doneAfterDays; // 10
 */
export function tpHealing(params: TpHealingParams, table: TableSettings): TpHealingResult {
  const tpPerWeek = weeklyTp(params);
  let wounds = params.wounds ?? 0;
  let critical = params.critical ?? 0;
  const rate = () => weeklyTp({ ...params, wounds, critical });
  const ws = woundThreshold(params.attribute);
  const woundTp = recoveryTp(table, "wound");
  const criticalTp = recoveryTp(table, "critical");
  const schedule: WoundRecovery[] = [];
  let elapsed: Fraction | null = Fraction.ZERO;
  while (wounds + critical > 0) {
    const kind = wounds > 0 ? "wound" : "critical";
    const perWeek = rate();
    const weeks = perWeek > 0 ? Fraction.of(kind === "wound" ? woundTp : criticalTp, perWeek) : null;
    elapsed = elapsed && weeks ? elapsed.add(weeks) : null;
    const days = elapsed ? elapsed.mul(Fraction.of(7)) : null;
    schedule.push({
      kind,
      tpPerWeek: perWeek,
      weeks,
      doneAfterWeeks: elapsed,
      doneAfterDays: days ? Number((days.num + days.den - 1n) / days.den) : null,
    });
    if (kind === "wound") wounds--;
    else critical--;
  }
  return { woundThreshold: ws, tpPerWeek, tpPerMonth: 4 * tpPerWeek, schedule };
}

/**
 * FoKa TP healing as a registry action (`foka-heal`): no dice, one certain outcome. Its
 * consequence is one week's TP for the one healing (negative: wasting away).
 */
export const ewsFokaHealAction: ActionDef<TpHealingParams, TpHealingResult, TpHealingResult, EwsOutcome> = {
  id: "foka-heal",
  roll: (params, _rng: Rng, table) => tpHealing(params, table),
  odds: tpHealing,
  outcomes: (params, table): OutcomeProbability[] => [
    { key: String(tpHealing(params, table).tpPerWeek), probability: Fraction.ONE },
  ],
  outcomeKey: (r) => String(r.tpPerWeek),
  consequences: (r) => ({
    actor: r.tpPerWeek === 0 ? [] : [{ kind: "tp-healing", tp: r.tpPerWeek }],
    opponent: [],
  }),
  examples: [
    { attribute: 12, wounds: 1, situation: "hospital" },
    { attribute: 9, critical: 1, situation: "hospital" },
    { attribute: 15, wounds: 1, situation: "ship" },
  ],
};
