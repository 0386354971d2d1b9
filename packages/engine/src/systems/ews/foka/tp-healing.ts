import type { Rng } from "../../../dice/rng.js";
import { EngineError, requireInt } from "../../../errors.js";
import { Fraction } from "../../../odds/fraction.js";
import type { ActionDef, OutcomeProbability } from "../../rule-system.js";
import type { TableSettings } from "../../table-settings.js";
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

const optionNumber = (
  table: TableSettings,
  key: typeof WOUND_RECOVERY_OPTION | typeof CRITICAL_RECOVERY_OPTION,
  fallback: number,
): number => {
  const v = table.options[key];
  return typeof v === "number" ? v : fallback;
};

/**
 * TP per week and when each wound stops hindering. Wounds heal one after another, plain wounds
 * first (they free a point of healing each sooner); every healed wound raises the rate.
 *
 * @example
 * // KO 12 in hospital with a wound: WS 4 − 1 = 3 TP a week, the wound stops hindering after 10 days.
 * tpHealing({ attribute: 12, wounds: 1, situation: "hospital" }, PLAIN_TABLE).schedule[0].doneAfterDays; // 10
 */
export function tpHealing(params: TpHealingParams, table: TableSettings): TpHealingResult {
  const attribute = requireInt("attribute", params.attribute, 1, 100);
  let wounds = requireInt("wounds", params.wounds ?? 0, 0, 100);
  let critical = requireInt("critical", params.critical ?? 0, 0, 100);
  const offset = TP_HEALING_OFFSET[params.situation];
  if (offset === undefined) {
    throw new EngineError("invalid-argument", `Unknown situation ${params.situation}`, {
      name: "situation",
      value: String(params.situation),
      min: "",
      max: "",
    });
  }
  const ws = woundThreshold(attribute);
  const rate = () => ws + offset - wounds - 2 * critical;
  const tpPerWeek = rate();
  const woundTp = optionNumber(table, WOUND_RECOVERY_OPTION, DEFAULT_WOUND_RECOVERY_TP);
  const criticalTp = optionNumber(table, CRITICAL_RECOVERY_OPTION, DEFAULT_CRITICAL_RECOVERY_TP);
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

/** FoKa TP healing as a registry action (`foka-heal`): no dice, one certain outcome. */
export const ewsFokaHealAction: ActionDef<TpHealingParams, TpHealingResult, TpHealingResult> = {
  id: "foka-heal",
  roll: (params, _rng: Rng, table) => tpHealing(params, table),
  odds: tpHealing,
  outcomes: (params, table): OutcomeProbability[] => [
    { key: String(tpHealing(params, table).tpPerWeek), probability: Fraction.ONE },
  ],
  outcomeKey: (r) => String(r.tpPerWeek),
  examples: [
    { attribute: 12, wounds: 1, situation: "hospital" },
    { attribute: 9, critical: 1, situation: "hospital" },
    { attribute: 15, wounds: 1, situation: "ship" },
  ],
};
