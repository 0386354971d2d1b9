import { ewsRules } from "@spieltisch/engine";
import { z } from "zod";
import { type ActionAdapter, probabilityJson } from "./action-adapter.js";

const int = z.number().int().min(-1000).max(1000);
const wounds = z.number().int().min(0).max(100);
/** `--mod` may be given once or many times: a number or a list. */
const mods = z.union([int, z.array(int).max(20)]).optional();

const toModifiers = (m: number | number[] | undefined) =>
  (m === undefined ? [] : Array.isArray(m) ? m : [m]).map((amount) => ({ amount, source: "mod" }));

/** `check` options for ews and ews-urfassung: `{value, target, mod?, wounds?}`. */
export const ewsCheckOptionsSchema = z.strictObject({
  value: int,
  target: int,
  mod: mods,
  wounds: wounds.optional(),
});

/** `contest` options: `{a, b, aMod?, bMod?, aWounds?, bWounds?}`. */
export const ewsContestOptionsSchema = z.strictObject({
  a: int,
  b: int,
  aMod: mods,
  bMod: mods,
  aWounds: wounds.optional(),
  bWounds: wounds.optional(),
});

type CheckOptions = z.infer<typeof ewsCheckOptionsSchema>;
type ContestOptions = z.infer<typeof ewsContestOptionsSchema>;

/** EWS checks: options → params, roll and odds as CONTRACT §1 names them. */
export const ewsCheckAdapter: ActionAdapter<ewsRules.CheckParams, ewsRules.CheckResult, ewsRules.CheckOdds> =
  {
    options: ewsCheckOptionsSchema,
    toParams: (raw) => {
      const o = raw as CheckOptions;
      return { value: o.value, target: o.target, modifiers: toModifiers(o.mod), wounds: o.wounds ?? 0 };
    },
    rollJson: (r, params, table) => ({
      value: r.value,
      target: r.target,
      modifiers: r.modifiers,
      effective: r.effective,
      success: r.success,
      dice: r.dice,
      bonus: r.bonus,
      result: r.result,
      margin: r.margin,
      steps: r.steps,
      auto: r.auto,
      critical: r.critical,
      chain: r.chain,
      ...probabilityJson("pSuccess", ewsRules.checkOdds(params, table).pSuccess),
    }),
    oddsJson: (odds, params) => {
      const extra = (name: string, p: typeof odds.pSuccess | undefined) =>
        p ? probabilityJson(name, p) : {};
      return {
        value: params.value,
        target: params.target,
        effective: odds.effective,
        auto: odds.auto,
        ...probabilityJson("pSuccess", odds.pSuccess),
        distribution: odds.distribution.toProbabilities(),
        ...extra("pCriticalSuccess", odds.pCriticalSuccess),
        ...extra("pCriticalFumble", odds.pCriticalFumble),
        ...extra("pAutomaticSuccess", odds.pAutomaticSuccess),
        ...extra("pAutomaticFailure", odds.pAutomaticFailure),
      };
    },
  };

const contestSideJson = (roll: ewsRules.ContestRoll) => ({
  value: roll.value,
  modifiers: roll.modifiers,
  effective: roll.effective,
  dice: roll.dice,
  result: roll.result,
  chain: roll.chain,
});

/** EWS contests: A started and wins ties. */
export const ewsContestAdapter: ActionAdapter<
  ewsRules.ContestParams,
  ewsRules.ContestResult,
  ewsRules.ContestOdds
> = {
  options: ewsContestOptionsSchema,
  toParams: (raw) => {
    const o = raw as ContestOptions;
    return {
      a: { value: o.a, modifiers: toModifiers(o.aMod), wounds: o.aWounds ?? 0 },
      b: { value: o.b, modifiers: toModifiers(o.bMod), wounds: o.bWounds ?? 0 },
    };
  },
  rollJson: (r, params, table) => ({
    winner: r.winner,
    a: contestSideJson(r.a),
    b: contestSideJson(r.b),
    diff: r.diff,
    steps: r.steps,
    ...probabilityJson("pA", ewsRules.contestOdds(params, table).pA),
  }),
  oddsJson: (odds, params, table) => ({
    ...probabilityJson("pA", odds.pA),
    difference: ewsRules.contestDifference(params, table).toProbabilities(),
  }),
};
