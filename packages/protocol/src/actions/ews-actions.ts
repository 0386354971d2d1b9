import * as ewsRules from "@spieltisch/engine/systems/ews";
import { z } from "zod";
import { defineAdapter } from "./action-adapter.js";
import { appendModifiers, WOUNDS_STAND_IN } from "./adapter-sides.js";
import {
  diceJson,
  exact,
  float,
  fractionJson,
  intJson,
  jsonNumber,
  kritChainJson,
  modifiersJson,
  modModifiers,
  pmW6SideJson,
  probabilityJson,
  valuePJson,
} from "./json-parts.js";
import { ewsInt, modsOption, woundCount } from "./option-parts.js";

const int = ewsInt;
const wounds = woundCount;
const mods = modsOption(int);

/** `check` options both EWS systems take: `{value, target, mod?, wounds?}`. */
export const ewsCheckOptionsSchema = z.strictObject({
  value: int,
  target: int,
  mod: mods,
  wounds: wounds.optional(),
});

/**
 * `check` options of EWS 2: the family's plus `fallback` — rolling on a related skill (−3) or an
 * Eigenschaft (−9) instead of the missing skill (text L120, RULINGS §1.1), so the malus is the
 * rule's, not a hand-typed `mod`.
 */
export const ewsCheckFallbackOptionsSchema = ewsCheckOptionsSchema.extend({
  fallback: z.enum(["related-skill", "attribute"]).optional(),
});

/** The JSON of a rolled EWS check (CONTRACT §1 `check`). */
export const ewsCheckResultSchema = z.strictObject({
  value: intJson,
  target: intJson,
  modifiers: modifiersJson,
  effective: intJson,
  success: z.boolean(),
  dice: diceJson,
  bonus: intJson,
  result: intJson,
  margin: intJson,
  steps: intJson,
  auto: z.boolean(),
  critical: z.enum(["success", "fumble"]).nullable(),
  chain: kritChainJson,
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
});

/** The JSON of an EWS check's odds; the krit fields only with the krit module. */
export const ewsCheckOddsSchema = z.strictObject({
  value: intJson,
  target: intJson,
  effective: intJson,
  auto: z.boolean(),
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
  distribution: z.array(valuePJson),
  pCriticalSuccess: probabilityJson.optional(),
  pCriticalSuccessExact: fractionJson.optional(),
  pCriticalFumble: probabilityJson.optional(),
  pCriticalFumbleExact: fractionJson.optional(),
  pAutomaticSuccess: probabilityJson.optional(),
  pAutomaticSuccessExact: fractionJson.optional(),
  pAutomaticFailure: probabilityJson.optional(),
  pAutomaticFailureExact: fractionJson.optional(),
});

/** EWS checks: options → params, roll and odds as CONTRACT §1 names them. */
export const ewsCheckAdapter = defineAdapter({
  action: ewsRules.ewsCheckAction,
  options: ewsCheckFallbackOptionsSchema,
  resultSchema: ewsCheckResultSchema,
  oddsSchema: ewsCheckOddsSchema,
  examples: [
    { value: 12, target: 15 },
    { value: 15, target: 12, mod: [-3, 2], wounds: 1 },
    { value: 30, target: 12 },
    { value: 6, target: 18, mod: 3 },
    { value: 14, target: 12, fallback: "related-skill" },
    { value: 15, target: 9, mod: 1, fallback: "attribute" },
  ],
  toParams: (o: z.output<typeof ewsCheckFallbackOptionsSchema>) => ({
    value: o.value,
    target: o.target,
    modifiers: [
      ...(o.fallback !== undefined ? [ewsRules.fallbackModifier(o.fallback)] : []),
      ...modModifiers(o.mod),
    ],
    wounds: o.wounds ?? 0,
  }),
  rollJson: (r, { odds }) => ({
    value: r.value,
    target: r.target,
    modifiers: [...r.modifiers],
    effective: r.effective,
    success: r.success,
    dice: [...r.dice],
    bonus: r.bonus,
    result: r.result,
    margin: r.margin,
    steps: jsonNumber(r.steps),
    auto: r.auto,
    critical: r.critical,
    chain: r.chain,
    pSuccess: float(odds().pSuccess),
    pSuccessExact: exact(odds().pSuccess),
  }),
  sides: {
    actor: {
      value: "value",
      use: "action",
      acts: true,
      withModifiers: appendModifiers,
      standIns: { wounds: WOUNDS_STAND_IN },
    },
  },
  oddsJson: (odds, { params }) => ({
    value: params.value,
    target: params.target,
    effective: odds.effective,
    auto: odds.auto,
    pSuccess: float(odds.pSuccess),
    pSuccessExact: exact(odds.pSuccess),
    distribution: odds.distribution.toProbabilities(),
    ...(odds.pCriticalSuccess
      ? {
          pCriticalSuccess: float(odds.pCriticalSuccess),
          pCriticalSuccessExact: exact(odds.pCriticalSuccess),
        }
      : {}),
    ...(odds.pCriticalFumble
      ? { pCriticalFumble: float(odds.pCriticalFumble), pCriticalFumbleExact: exact(odds.pCriticalFumble) }
      : {}),
    ...(odds.pAutomaticSuccess
      ? {
          pAutomaticSuccess: float(odds.pAutomaticSuccess),
          pAutomaticSuccessExact: exact(odds.pAutomaticSuccess),
        }
      : {}),
    ...(odds.pAutomaticFailure
      ? {
          pAutomaticFailure: float(odds.pAutomaticFailure),
          pAutomaticFailureExact: exact(odds.pAutomaticFailure),
        }
      : {}),
  }),
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

/** The JSON of a rolled contest (CONTRACT §1 `contest`). */
export const ewsContestResultSchema = z.strictObject({
  winner: z.enum(["a", "b"]),
  a: pmW6SideJson,
  b: pmW6SideJson,
  diff: intJson,
  steps: intJson,
  pA: probabilityJson,
  pAExact: fractionJson,
});

/** The JSON of a contest's odds: A's chance and the distribution of A's lead. */
export const ewsContestOddsSchema = z.strictObject({
  pA: probabilityJson,
  pAExact: fractionJson,
  difference: z.array(valuePJson),
});

const contestSide = (roll: ewsRules.ContestRoll) => ({
  value: roll.value,
  modifiers: [...roll.modifiers],
  effective: roll.effective,
  dice: [...roll.dice],
  result: roll.result,
  chain: roll.chain,
});

/** EWS contests: A started and wins ties. */
export const ewsContestAdapter = defineAdapter({
  action: ewsRules.ewsContestAction,
  options: ewsContestOptionsSchema,
  resultSchema: ewsContestResultSchema,
  oddsSchema: ewsContestOddsSchema,
  examples: [
    { a: 15, b: 12, aMod: 3 },
    { a: 10, b: 12, bMod: [1], aWounds: 1, bWounds: 2 },
  ],
  toParams: (o) => ({
    a: { value: o.a, modifiers: modModifiers(o.aMod), wounds: o.aWounds ?? 0 },
    b: { value: o.b, modifiers: modModifiers(o.bMod), wounds: o.bWounds ?? 0 },
  }),
  rollJson: (r, { odds }) => ({
    winner: r.winner,
    a: contestSide(r.a),
    b: contestSide(r.b),
    diff: r.diff,
    steps: r.steps,
    pA: float(odds().pA),
    pAExact: exact(odds().pA),
  }),
  oddsJson: (odds, { params, table }) => ({
    pA: float(odds.pA),
    pAExact: exact(odds.pA),
    difference: ewsRules.contestDifference(params, table).toProbabilities(),
  }),
  sides: {
    actor: {
      value: "a",
      use: "action",
      acts: true,
      withModifiers: (p, m) => ({ ...p, a: appendModifiers(p.a, m) }),
      standIns: { aWounds: WOUNDS_STAND_IN },
    },
    opponent: {
      value: "b",
      use: "action",
      acts: true,
      withModifiers: (p, m) => ({ ...p, b: appendModifiers(p.b, m) }),
      standIns: { bWounds: WOUNDS_STAND_IN },
    },
  },
});
