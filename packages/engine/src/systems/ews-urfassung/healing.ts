import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Dist } from "../../odds/distribution.js";
import { Fraction } from "../../odds/fraction.js";
import { roundEws } from "../ews/rounding.js";
import { checkSteps } from "../ews/steps.js";
import type { ActionDef, OutcomeProbability, RollConsequences } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";
import { BLEED_RULES } from "./bleeding.js";
import type { UrfassungOutcome } from "./condition-outcome.js";
import { resultDist, rollResult } from "./result-roll.js";
import type { WoundKind } from "./wounds.js";

/** Verbinden nach dem Kampf: one Heilkunde check per wound against einfach (9). */
export interface BandageParams {
  readonly skill: number;
  readonly kind: WoundKind;
  readonly mod?: number;
}

/** A rolled bandage: TP back (1 per full 3 points over 9) and whether the bleeding stopped. */
export interface BandageResult {
  readonly dice: readonly number[];
  readonly result: number;
  readonly tpRestored: number;
  readonly stopsBleeding: boolean;
}

/** Outcome of a bandage as a function of the result. */
function bandageOf(result: number, kind: WoundKind): { tpRestored: number; stopsBleeding: boolean } {
  return {
    // A good bandage on a severe wound stops the bleeding "bringt aber keine Trefferpunkte zurück".
    tpRestored: kind === "wound" && result >= 9 ? Math.floor((result - 9) / 3) : 0,
    stopsBleeding: result >= BLEED_RULES[kind].bandageTarget,
  };
}

const bandageEffective = (p: BandageParams): number =>
  requireInt("skill", p.skill) + requireInt("mod", p.mod ?? 0);

/**
 * Rolls a bandage. A wound stops bleeding at 9; a severe wound needs a good bandage (15), which
 * stops the bleeding but, by the text, brings no TP back.
 *
 * @example
 * rollBandage({ skill: 12, kind: "wound" }, scriptedRng([4]), PLAIN_TABLE); // result 16 → 2 TP, stops
 */
export function rollBandage(params: BandageParams, rng: Rng, table: TableSettings): BandageResult {
  const { dice, result } = rollResult(bandageEffective(params), rng, table);
  return { dice, result, ...bandageOf(result, params.kind) };
}

/** Exact odds of a bandage: P(stops bleeding) and the distribution of TP restored. */
export function bandageOdds(params: BandageParams, table: TableSettings) {
  const dist = resultDist(bandageEffective(params), table);
  const tp = dist.map((r) => bandageOf(r, params.kind).tpRestored);
  return {
    pStopsBleeding: dist.probability((r) => bandageOf(r, params.kind).stopsBleeding),
    tpRestored: tp,
  };
}

const bandageKey = (r: BandageResult): string => `${r.tpRestored}|${r.stopsBleeding}`;

/**
 * A bandage booked on the patient (the opponent; to bandage oneself, name oneself as both): an
 * unbandaged wound of the kind, a bleeding one first, is versorgt on a success, with its TP back.
 */
export function bandageConsequences(
  result: BandageResult,
  params: BandageParams,
): RollConsequences<UrfassungOutcome> {
  const bandaged: UrfassungOutcome = {
    kind: "bandaged",
    woundKind: params.kind,
    tpRestored: result.tpRestored,
    stopsBleeding: result.stopsBleeding,
  };
  return { actor: [], opponent: [bandaged] };
}

/** Bandaging after the fight as a registry action. */
export const urfassungBandageAction: ActionDef<
  BandageParams,
  BandageResult,
  ReturnType<typeof bandageOdds>,
  UrfassungOutcome
> = {
  id: "bandage",
  roll: rollBandage,
  odds: bandageOdds,
  consequences: bandageConsequences,
  outcomes: (params, table): OutcomeProbability[] => {
    const dist = resultDist(bandageEffective(params), table);
    return dist.entries().map(({ value, weight }) => {
      const o = bandageOf(value, params.kind);
      return { key: `${o.tpRestored}|${o.stopsBleeding}`, probability: Fraction.of(weight, dist.total) };
    });
  },
  outcomeKey: bandageKey,
  examples: [
    { skill: 12, kind: "wound" },
    { skill: 15, kind: "severe", mod: -3 },
  ],
};

/** How hard the journey is: Mindestwurf of the weekly KO check on the road. */
export type Exertion = "gentle" | "normal" | "riding" | "forced-march";

/** Schiff bei sanftem Seegang / Spaziergang 9, Fuß oder Wagen 12, Reiten und Marschieren 15, Gewaltmarsch 18. */
export const EXERTION_TARGET: Readonly<Record<Exertion, number>> = {
  gentle: 9,
  normal: 12,
  riding: 15,
  "forced-march": 18,
};

/** One week of healing: on the road, or in treatment and rest under a physician. */
export type HealParams =
  | {
      readonly mode: "travel";
      readonly constitution: number;
      readonly exertion: Exertion;
      readonly wounds?: number;
      readonly severeWounds?: number;
    }
  | {
      readonly mode: "treatment";
      readonly constitution: number;
      /** The physician's Heilkunde. */
      readonly physician: number;
      /** Equipment: up to +9 (well equipped) or down to −9 (a field hospital −6). */
      readonly equipment?: number;
      readonly wounds?: number;
      readonly severeWounds?: number;
    };

/** A rolled week: TP gained (positive) or lost (negative), and the dice. */
export interface HealResult {
  readonly dice: readonly number[];
  /** The physician's result (treatment only). */
  readonly physicianResult: number | null;
  readonly target: number;
  readonly result: number;
  readonly tpChange: number;
}

/** Wound burden: −3 per wound, −6 per severe wound. */
function woundBurden(p: HealParams): number {
  const wounds = requireInt("wounds", p.wounds ?? 0, 0, 100);
  const severe = requireInt("severeWounds", p.severeWounds ?? 0, 0, 100);
  return -3 * wounds - 6 * severe;
}

/** The patient's MW in treatment: 12 minus a third of the physician's result (EWS rounding). */
export const treatmentTarget = (physicianResult: number): number => 12 - roundEws(physicianResult, 3);

function physicianEffective(p: Extract<HealParams, { mode: "treatment" }>): number {
  return (
    requireInt("physician", p.physician) + requireInt("equipment", p.equipment ?? 0, -9, 9) + woundBurden(p)
  );
}

/**
 * Rolls one week. On the road: KO (−3 per wound, −6 per severe wound) against the exertion's
 * MW. In treatment: the physician rolls Heilkunde + equipment, burdened by the wounds; the
 * patient rolls KO against 12 − ⅓ of that. Either way 1 TP per full 3 points over the MW, and
 * 1 TP lost per full 3 points under it.
 */
export function rollHeal(params: HealParams, rng: Rng, table: TableSettings): HealResult {
  const ko = requireInt("constitution", params.constitution);
  if (params.mode === "travel") {
    const target = EXERTION_TARGET[params.exertion];
    const { dice, result } = rollResult(ko + woundBurden(params), rng, table);
    return { dice, physicianResult: null, target, result, tpChange: checkSteps(result - target) };
  }
  const physician = rollResult(physicianEffective(params), rng, table);
  const target = treatmentTarget(physician.result);
  const patient = rollResult(ko, rng, table);
  return {
    dice: [...physician.dice, ...patient.dice],
    physicianResult: physician.result,
    target,
    result: patient.result,
    tpChange: checkSteps(patient.result - target),
  };
}

/**
 * The exact distribution of the week's TP change.
 *
 * @example
 * healOdds({ mode: "travel", constitution: 12, exertion: "normal" }, PLAIN_TABLE).tpChange.toProbabilities();
 */
export function healOdds(params: HealParams, table: TableSettings): { tpChange: Dist; pGain: Fraction } {
  const ko = requireInt("constitution", params.constitution);
  let tpChange: Dist;
  if (params.mode === "travel") {
    const target = EXERTION_TARGET[params.exertion];
    tpChange = resultDist(ko + woundBurden(params), table).map((r) => checkSteps(r - target));
  } else {
    const patient = resultDist(ko, table);
    const physician = resultDist(physicianEffective(params), table);
    tpChange = Dist.mix(
      physician
        .entries()
        .map(
          ({ value, weight }) =>
            [patient.map((r) => checkSteps(r - treatmentTarget(value))), weight] as const,
        ),
    );
  }
  return { tpChange, pGain: tpChange.probability((v) => v > 0) };
}

/** A week of healing booked on the patient, who rolls it (the actor): TP gained or lost. */
export const healConsequences = (result: HealResult): RollConsequences<UrfassungOutcome> => ({
  actor: [{ kind: "healed", tpChange: result.tpChange }],
  opponent: [],
});

/** A week of healing as a registry action. */
export const urfassungHealAction: ActionDef<
  HealParams,
  HealResult,
  ReturnType<typeof healOdds>,
  UrfassungOutcome
> = {
  id: "heal",
  roll: rollHeal,
  odds: healOdds,
  consequences: healConsequences,
  outcomes: (params, table) => {
    const { tpChange } = healOdds(params, table);
    return tpChange
      .entries()
      .map(({ value, weight }) => ({ key: String(value), probability: Fraction.of(weight, tpChange.total) }));
  },
  outcomeKey: (r) => String(r.tpChange),
  examples: [
    { mode: "travel", constitution: 12, exertion: "normal", wounds: 1 },
    { mode: "travel", constitution: 15, exertion: "forced-march" },
    { mode: "treatment", constitution: 12, physician: 15, equipment: 3, wounds: 1, severeWounds: 1 },
  ],
};
