import type { Rng } from "../../dice/rng.js";
import { requireInt } from "../../errors.js";
import { Dist } from "../../odds/distribution.js";
import { Fraction } from "../../odds/fraction.js";
import type { Modifier } from "../modifier.js";
import type { ActionDef, OutcomeProbability } from "../rule-system.js";
import { hasModule, type TableSettings } from "../table-settings.js";
import { forcedOutcome } from "./check-classes.js";
import {
  type KritChain,
  PM_W6,
  PM_W6_KRIT_OUTCOMES,
  PM_W6_KRIT_TOTAL,
  pmW6Value,
  rollPmW6,
} from "./pm-w6.js";
import { checkSteps } from "./steps.js";

/** Each wound costs 3 on every action (RULINGS §1.6). */
export const WOUND_MALUS = 3;

/** A simple check (einfache Probe): value ± modifiers − 3 × wounds ± W6 against a Mindestwurf. */
export interface CheckParams {
  readonly value: number;
  /** The Mindestwurf (MW). */
  readonly target: number;
  readonly modifiers?: readonly Modifier[];
  readonly wounds?: number;
}

/** Critical outcome of a check (module krit), `null` without one. */
export type Critical = "success" | "fumble" | null;

/** Everything a rolled check shows: dice, every modifier with its source, margin and Schwellen. */
export interface CheckResult {
  readonly value: number;
  readonly target: number;
  /** All modifiers applied, wounds included (source `wounds`). */
  readonly modifiers: readonly Modifier[];
  /** Value plus modifiers: what the ±W6 is added to. */
  readonly effective: number;
  /**
   * True when the effective value beat the MW by 6 or more: success without rolling (EWS 2 only;
   * the Urfassung always rolls).
   */
  readonly auto: boolean;
  /** Faces rolled (empty when `auto`). */
  readonly dice: readonly number[];
  /** What the dice added. */
  readonly bonus: number;
  readonly result: number;
  readonly success: boolean;
  readonly margin: number;
  readonly steps: number;
  readonly chain: KritChain;
  readonly critical: Critical;
}

/** The odds of a check before rolling. */
export interface CheckOdds {
  readonly effective: number;
  readonly auto: boolean;
  readonly pSuccess: Fraction;
  /**
   * Distribution of the result without krit re-rolls: the plain ±W6 on the effective value, or
   * the effective value alone for an automatic success (no die is rolled).
   */
  readonly distribution: Dist;
  /** Present with krit. */
  readonly pCriticalSuccess?: Fraction;
  readonly pCriticalFumble?: Fraction;
  readonly pAutomaticSuccess?: Fraction;
  readonly pAutomaticFailure?: Fraction;
}

/** All modifiers of a check (or a contest side), wounds turned into a named modifier. */
export function checkModifiers(params: Pick<CheckParams, "modifiers" | "wounds">): Modifier[] {
  const wounds = requireInt("wounds", params.wounds ?? 0, 0, 100);
  const given = params.modifiers ?? NO_MODIFIERS;
  if (wounds === 0) return given.slice();
  // Array literals of the exact length (a roll is hot: a copy that grows on push allocates twice).
  const wound = WOUND_MODIFIERS[wounds]!;
  switch (given.length) {
    case 0:
      return [wound];
    case 1:
      return [given[0]!, wound];
    case 2:
      return [given[0]!, given[1]!, wound];
    default:
      return [...given, wound];
  }
}

const NO_MODIFIERS: readonly Modifier[] = [];

/** The wounds' modifier for 0..100 wounds, made once (frozen: results share them). */
const WOUND_MODIFIERS: readonly Modifier[] = Array.from({ length: 101 }, (_, wounds) =>
  Object.freeze({ amount: -WOUND_MALUS * wounds, source: "wounds" }),
);

/** The checked value, target and modifiers of a check (rolls are hot: one pass, no closures). */
function effectiveValue(params: CheckParams): { effective: number; modifiers: Modifier[] } {
  requireInt("value", params.value);
  requireInt("target", params.target);
  const modifiers = checkModifiers(params);
  let sum = 0;
  for (let i = 0; i < modifiers.length; i++) {
    const amount = modifiers[i]!.amount;
    requireInt("modifier", amount);
    sum += amount;
  }
  return { effective: params.value + sum, modifiers };
}

/** Success needs no roll when the effective value is at least MW + 6 (RULINGS §1.1). */
export const isAutomatic = (effective: number, target: number): boolean => effective >= target + 6;

/**
 * How a system's check treats a value far above the MW: EWS 2 succeeds without a roll
 * (RULINGS §1.1); the Urfassung has no such rule and always rolls, so krit's 5,5 can still fail
 * (RULINGS §6).
 */
export interface CheckRules {
  readonly automaticSuccess: boolean;
}

/** The checks of EWS 2: automatic success at MW + 6. */
export const EWS_CHECK_RULES: CheckRules = { automaticSuccess: true };

const automaticUnder = (rules: CheckRules, effective: number, target: number): boolean =>
  rules.automaticSuccess && isAutomatic(effective, target);

const criticalOf = (chain: KritChain): Critical =>
  chain === "critical-success" ? "success" : chain === "critical-fumble" ? "fumble" : null;

/**
 * Rolls an EWS check.
 *
 * @example
 * // Grok reads the street sign: Gekrakel entziffern 12, MW 9, rolls a 1 → 12 − 1 = 11, success.
 * rollCheck({ value: 12, target: 9 }, scriptedRng([1]), PLAIN_TABLE).result; // 11
 */
export function rollCheck(
  params: CheckParams,
  rng: Rng,
  table: TableSettings,
  rules: CheckRules = EWS_CHECK_RULES,
): CheckResult {
  // The hot path of every roll (bench: EWS check vs droll), kept small enough for V8 to inline:
  // one pass over the modifiers and the plain ±W6 without a roll object. An automatic success
  // and the krit chain are rolled by {@link rollRareCheck}.
  const value = requireInt("value", params.value);
  const target = requireInt("target", params.target);
  const modifiers = checkModifiers(params);
  let effective = value;
  for (let i = 0; i < modifiers.length; i++) effective += requireInt("modifier", modifiers[i]!.amount);
  if (automaticUnder(rules, effective, target) || hasModule(table, "krit")) {
    return rollRareCheck(value, target, modifiers, effective, rng, rules);
  }
  const face = rng.die(6);
  const bonus = pmW6Value(face);
  const result = effective + bonus;
  const margin = result - target;
  return {
    value,
    target,
    modifiers,
    effective,
    auto: false,
    dice: [face],
    bonus,
    result,
    success: result >= target,
    margin,
    steps: checkSteps(margin),
    chain: "none",
    critical: null,
  };
}

/** {@link rollCheck} with an automatic success or with krit (the table has the module). */
function rollRareCheck(
  value: number,
  target: number,
  modifiers: Modifier[],
  effective: number,
  rng: Rng,
  rules: CheckRules,
): CheckResult {
  if (automaticUnder(rules, effective, target)) {
    const margin = effective - target;
    return {
      value,
      target,
      modifiers,
      effective,
      auto: true,
      dice: [],
      bonus: 0,
      result: effective,
      success: true,
      margin,
      steps: checkSteps(margin),
      chain: "none",
      critical: null,
    };
  }
  const roll = rollPmW6(rng, true);
  const result = effective + roll.bonus;
  const margin = result - target;
  return {
    value,
    target,
    modifiers,
    effective,
    auto: false,
    dice: roll.dice,
    bonus: roll.bonus,
    result,
    success: forcedOutcome(roll.chain) ?? result >= target,
    margin,
    steps: checkSteps(margin),
    chain: roll.chain,
    critical: criticalOf(roll.chain),
  };
}

/**
 * Exact odds of an EWS check, in closed form (no enumeration).
 *
 * @example
 * // The healing check of the text: value 12 against MW 15 succeeds with 1/3 ("3 tries on average").
 * checkOdds({ value: 12, target: 15 }, PLAIN_TABLE).pSuccess.toString(); // "1/3"
 */
export function checkOdds(
  params: CheckParams,
  table: TableSettings,
  rules: CheckRules = EWS_CHECK_RULES,
): CheckOdds {
  const { effective } = effectiveValue(params);
  const { target } = params;
  const auto = automaticUnder(rules, effective, target);
  const distribution = auto ? Dist.constant(effective) : PM_W6.shift(effective);
  if (!hasModule(table, "krit")) {
    return {
      effective,
      auto,
      distribution,
      pSuccess: auto ? Fraction.ONE : Fraction.cached(distribution.weightAtLeast(target), 6),
    };
  }
  if (auto) {
    return {
      effective,
      auto,
      distribution,
      pSuccess: Fraction.ONE,
      pCriticalSuccess: Fraction.ZERO,
      pCriticalFumble: Fraction.ZERO,
      pAutomaticSuccess: Fraction.ZERO,
      pAutomaticFailure: Fraction.ZERO,
    };
  }
  let success = 0;
  for (const o of PM_W6_KRIT_OUTCOMES) {
    if (forcedOutcome(o.chain) ?? effective + o.bonus >= target) success += o.weight;
  }
  return {
    effective,
    auto,
    distribution,
    pSuccess: Fraction.cached(success, PM_W6_KRIT_TOTAL),
    pCriticalSuccess: Fraction.cached(1, PM_W6_KRIT_TOTAL),
    pCriticalFumble: Fraction.cached(1, PM_W6_KRIT_TOTAL),
    pAutomaticSuccess: Fraction.cached(5, PM_W6_KRIT_TOTAL),
    pAutomaticFailure: Fraction.cached(5, PM_W6_KRIT_TOTAL),
  };
}

/** Outcome class of a check: success, result and chain. */
export const checkOutcomeKey = (r: CheckResult): string => `${r.success ? "S" : "F"}|${r.result}|${r.chain}`;

function checkOutcomes(
  params: CheckParams,
  table: TableSettings,
  rules: CheckRules = EWS_CHECK_RULES,
): OutcomeProbability[] {
  const { effective } = effectiveValue(params);
  const { target } = params;
  if (automaticUnder(rules, effective, target))
    return [{ key: `S|${effective}|none`, probability: Fraction.ONE }];
  const krit = hasModule(table, "krit");
  const classes = krit
    ? PM_W6_KRIT_OUTCOMES
    : PM_W6.entries().map((e) => ({ bonus: e.value, chain: "none" as KritChain, weight: e.weight }));
  const total = krit ? PM_W6_KRIT_TOTAL : 6;
  return classes.map((o) => {
    const result = effective + o.bonus;
    const success = forcedOutcome(o.chain) ?? result >= target;
    return { key: `${success ? "S" : "F"}|${result}|${o.chain}`, probability: Fraction.of(o.weight, total) };
  });
}

const CHECK_EXAMPLES: readonly CheckParams[] = [
  { value: 12, target: 9 },
  { value: 12, target: 15 },
  { value: 12, target: 9, modifiers: [{ amount: 3, source: "mod" }] },
  { value: 15, target: 12, wounds: 2 },
  { value: 18, target: 12 },
  { value: 6, target: 18 },
];

/**
 * A check as a registry action under `rules`: the one check of the EWS family, with or without
 * the automatic success.
 *
 * @example
 * const urfassungCheck = checkActionWith({ automaticSuccess: false });
 */
export function checkActionWith(rules: CheckRules): ActionDef<CheckParams, CheckResult, CheckOdds> {
  return {
    id: "check",
    roll: (params, rng, table) => rollCheck(params, rng, table, rules),
    odds: (params, table) => checkOdds(params, table, rules),
    outcomes: (params, table) => checkOutcomes(params, table, rules),
    outcomeKey: checkOutcomeKey,
    examples: CHECK_EXAMPLES,
  };
}

/** The EWS check as a registry action. */
export const ewsCheckAction: ActionDef<CheckParams, CheckResult, CheckOdds> =
  checkActionWith(EWS_CHECK_RULES);
