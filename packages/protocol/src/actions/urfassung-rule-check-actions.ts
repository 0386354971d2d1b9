import type { TableSettings } from "@spieltisch/engine";
import type * as ewsRules from "@spieltisch/engine/systems/ews";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { z } from "zod";
import { defineAdapter } from "./action-adapter.js";
import { appendModifiers } from "./adapter-sides.js";
import { ewsCheckAdapter, ewsCheckOddsSchema, ewsCheckResultSchema } from "./ews-actions.js";
import {
  diceJson,
  exact,
  float,
  fractionJson,
  intJson,
  kritChainJson,
  modifiersJson,
  modModifiers,
  probabilityJson,
} from "./json-parts.js";
import { ewsInt, modsOption } from "./option-parts.js";

/**
 * Adapters of the Urfassung's checks whose value and Mindestwurf the rules set: exhaustion, the
 * daze after a hit and the Verletzungstabelle's SR checks. The flat JSON of a check (as `check`
 * gives it) plus what the rule makes of it.
 */
const mod = modsOption(ewsInt);
const value = z.number().int().min(1).max(100);
const stance = z.enum(["retreat", "full-defense", "defensive", "balanced", "full-attack"]);

type CheckParams = ewsRules.CheckParams;

/** The check's JSON fields (as the `check` action writes them) for a rule's check. */
const checkJson = (
  check: ewsRules.CheckResult,
  params: CheckParams,
  table: TableSettings,
  odds: () => ewsRules.CheckOdds,
) => ewsCheckAdapter.rollJson(check, { params, table, odds });

/** `exhaustion` options: `{constitution, stance?, mod?}`. */
export const urfassungExhaustionOptionsSchema = z.strictObject({
  constitution: value,
  stance: stance.optional(),
  mod,
});

/** A rolled exhaustion check: the check and what a failure costs. */
export const urfassungExhaustionResultSchema = ewsCheckResultSchema.extend({
  exhausted: z.boolean(),
  checkMalus: intJson,
  constitutionLoss: intJson,
});

const exhaustionCheckParams = (p: urfassungRules.ExhaustionParams): CheckParams => ({
  ...urfassungRules.exhaustionCheck(p.constitution, p.stance),
  modifiers: p.modifiers ?? [],
});

/** Erschöpfung im Kampf: KO against 15 (12 in Reiner Abwehr or retreating). */
export const urfassungExhaustionAdapter = defineAdapter({
  action: urfassungRules.urfassungExhaustionAction,
  options: urfassungExhaustionOptionsSchema,
  resultSchema: urfassungExhaustionResultSchema,
  oddsSchema: ewsCheckOddsSchema,
  examples: [{ constitution: 12 }, { constitution: 9, stance: "full-defense", mod: -1 }],
  toParams: (o) => ({
    constitution: o.constitution,
    ...(o.stance !== undefined ? { stance: o.stance } : {}),
    modifiers: modModifiers(o.mod),
  }),
  rollJson: (r, { params, table, odds }) => ({
    ...checkJson(r.check, exhaustionCheckParams(params), table, odds),
    exhausted: r.exhausted,
    checkMalus: r.checkMalus,
    constitutionLoss: r.constitutionLoss,
  }),
  oddsJson: (odds, { params, table }) =>
    ewsCheckAdapter.oddsJson(odds, { params: exhaustionCheckParams(params), table }),
  sides: {
    actor: { value: "constitution", use: "condition-check", acts: false, withModifiers: appendModifiers },
  },
});

/** `daze` options: `{constitution, damage, mod?}`. */
export const urfassungDazeOptionsSchema = z.strictObject({
  constitution: value,
  damage: z.number().int().min(0).max(1000),
  mod,
});

/** A rolled daze check: the check and the next round's malus. */
export const urfassungDazeResultSchema = ewsCheckResultSchema.extend({ dazed: z.boolean(), malus: intJson });

const dazeCheckParams = (p: urfassungRules.DazeParams): CheckParams => {
  const check = urfassungRules.stunCheck(p.constitution, p.damage);
  return { ...check, modifiers: [...check.modifiers, ...(p.modifiers ?? [])] };
};

/** The daze (stun) check after a hit: KO − damage against 12. */
export const urfassungDazeAdapter = defineAdapter({
  action: urfassungRules.urfassungDazeAction,
  options: urfassungDazeOptionsSchema,
  resultSchema: urfassungDazeResultSchema,
  oddsSchema: ewsCheckOddsSchema,
  examples: [
    { constitution: 12, damage: 4 },
    { constitution: 15, damage: 0, mod: [-3] },
  ],
  toParams: (o) => ({ constitution: o.constitution, damage: o.damage, modifiers: modModifiers(o.mod) }),
  rollJson: (r, { params, table, odds }) => ({
    ...checkJson(r.check, dazeCheckParams(params), table, odds),
    dazed: r.dazed,
    malus: r.malus,
  }),
  oddsJson: (odds, { params, table }) =>
    ewsCheckAdapter.oddsJson(odds, { params: dazeCheckParams(params), table }),
  sides: {
    actor: { value: "constitution", use: "condition-check", acts: false, withModifiers: appendModifiers },
  },
});

const thresholdJson = z.enum(["two-thirds", "one-third", "zero", "minus-sr", "minus-two-sr"]);

/** `injury` options: `{resistance, before, after, mod?}` (TP before and after the hit). */
export const urfassungInjuryOptionsSchema = z.strictObject({
  resistance: value,
  before: z.number().int().min(-1000).max(1000),
  after: z.number().int().min(-1000).max(1000),
  mod,
});

/** The rolled checks of the crossed thresholds and the penalty now in force. */
export const urfassungInjuryResultSchema = z.strictObject({
  checks: z.array(
    z.strictObject({
      threshold: thresholdJson,
      target: intJson,
      modifiers: modifiersJson,
      effective: intJson,
      dice: diceJson,
      result: intJson,
      chain: kritChainJson,
      success: z.boolean(),
      fate: z.enum(["passed", "unconscious", "dying", "dead"]),
      roundsToDeath: intJson.nullable(),
    }),
  ),
  penalty: intJson,
});

/** The odds of the crossed thresholds' checks. */
export const urfassungInjuryOddsSchema = z.strictObject({
  thresholds: z.array(
    z.strictObject({
      threshold: thresholdJson,
      target: intJson,
      pPass: probabilityJson,
      pPassExact: fractionJson,
    }),
  ),
  penalty: intJson,
  pAllPass: probabilityJson,
  pAllPassExact: fractionJson,
});

/** The Verletzungstabelle: one SR check per threshold crossed from `before` to `after` TP. */
export const urfassungInjuryAdapter = defineAdapter({
  action: urfassungRules.urfassungInjuryAction,
  options: urfassungInjuryOptionsSchema,
  resultSchema: urfassungInjuryResultSchema,
  oddsSchema: urfassungInjuryOddsSchema,
  examples: [
    { resistance: 15, before: 30, after: 9 },
    { resistance: 12, before: 3, after: -14, mod: -2 },
    { resistance: 9, before: 18, after: 17 },
  ],
  toParams: (o) => ({
    resistance: o.resistance,
    before: o.before,
    after: o.after,
    modifiers: modModifiers(o.mod),
  }),
  rollJson: (r) => ({
    checks: r.checks.map((c) => ({
      threshold: c.threshold,
      target: c.check.target,
      modifiers: [...c.check.modifiers],
      effective: c.check.effective,
      dice: [...c.check.dice],
      result: c.check.result,
      chain: c.check.chain,
      success: c.check.success,
      fate: c.fate,
      roundsToDeath: c.roundsToDeath,
    })),
    penalty: r.penalty,
  }),
  oddsJson: (odds) => ({
    thresholds: odds.thresholds.map((t) => ({
      threshold: t.threshold,
      target: t.target,
      pPass: float(t.pPass),
      pPassExact: exact(t.pPass),
    })),
    penalty: odds.penalty,
    pAllPass: float(odds.pAllPass),
    pAllPassExact: exact(odds.pAllPass),
  }),
  sides: {
    actor: { value: "resistance", use: "condition-check", acts: false, withModifiers: appendModifiers },
  },
});
