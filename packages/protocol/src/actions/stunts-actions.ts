import type { Fraction } from "@spieltisch/engine";
import * as stuntsRules from "@spieltisch/engine/systems/3w6-stunts";
import { z } from "zod";
import { defineAdapter } from "./action-adapter.js";
import { appendModifiers } from "./adapter-sides.js";
import {
  countPJson,
  diceJson,
  exact,
  float,
  fractionJson,
  intJson,
  modifiersJson,
  modModifiers,
  probabilityJson,
  valuePJson,
} from "./json-parts.js";
import { modsOption, smallInt } from "./option-parts.js";

const int = smallInt;
const mods = modsOption(int);

/** `check` options for 3w6-stunts: `{value, target, mod?}` (value = attribute + bonus). */
export const stuntCheckOptionsSchema = z.strictObject({ value: int, target: int, mod: mods });

/** The JSON of a rolled 3W6 check (CONTRACT §1 `check`): `stuntPoints` is 0 without a stunt. */
export const stuntCheckResultSchema = z.strictObject({
  value: intJson,
  target: intJson,
  modifiers: modifiersJson,
  success: z.boolean(),
  dice: diceJson.length(3),
  result: intJson,
  margin: intJson,
  stuntPoints: intJson,
  stunt: z.boolean(),
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
});

const jointRow = z.strictObject({
  target: intJson,
  pSuccess: probabilityJson,
  pSuccessWithStunt: probabilityJson,
  pFailureWithStunt: probabilityJson,
  expectedStuntPointsOnSuccess: z.number().min(0),
  success: z.array(countPJson),
  failure: z.array(countPJson),
});

/** The JSON of a 3W6 check's odds: success, stunts, and the joint table over every target. */
export const stuntCheckOddsSchema = z.strictObject({
  value: intJson,
  target: intJson,
  effective: intJson,
  pSuccess: probabilityJson,
  pSuccessExact: fractionJson,
  pStunt: probabilityJson,
  pStuntExact: fractionJson,
  expectedStuntPoints: z.number().min(0),
  expectedStuntPointsExact: fractionJson,
  pSuccessWithStunt: probabilityJson,
  pSuccessWithStuntExact: fractionJson,
  distribution: z.array(valuePJson),
  stuntPoints: z.array(countPJson),
  joint: z.array(jointRow),
});

/** 3W6 + stunts checks: roll `result`, `stuntPoints`; odds `pSuccess`, `pStunt`, `expectedStuntPoints`. */
export const stuntCheckAdapter = defineAdapter({
  action: stuntsRules.stuntCheckAction,
  options: stuntCheckOptionsSchema,
  resultSchema: stuntCheckResultSchema,
  oddsSchema: stuntCheckOddsSchema,
  examples: [
    { value: 5, target: 12 },
    { value: 2, target: 14, mod: [1, -1] },
    { value: 0, target: 18, mod: -2 },
  ],
  toParams: (o) => ({ value: o.value, target: o.target, modifiers: modModifiers(o.mod) }),
  rollJson: (r, { odds }) => ({
    value: r.value,
    target: r.target,
    modifiers: [...r.modifiers],
    success: r.success,
    dice: [...r.dice],
    result: r.result,
    margin: r.margin,
    stuntPoints: r.stuntPoints,
    stunt: r.stunt,
    pSuccess: float(odds().pSuccess),
    pSuccessExact: exact(odds().pSuccess),
  }),
  oddsJson: (odds, { params }) => ({
    value: params.value,
    target: params.target,
    effective: odds.effective,
    pSuccess: float(odds.pSuccess),
    pSuccessExact: exact(odds.pSuccess),
    pStunt: float(odds.pStunt),
    pStuntExact: exact(odds.pStunt),
    expectedStuntPoints: float(odds.expectedStuntPoints),
    expectedStuntPointsExact: exact(odds.expectedStuntPoints),
    pSuccessWithStunt: float(odds.pSuccessWithStunt),
    pSuccessWithStuntExact: exact(odds.pSuccessWithStunt),
    distribution: odds.distribution.toProbabilities(),
    stuntPoints: odds.stuntPoints.toProbabilities().map(({ value, p }) => ({ n: value, p })),
    joint: stuntsRules.stuntJointTable(odds.effective).map((row) => ({
      target: row.target,
      pSuccess: float(row.pSuccess),
      pSuccessWithStunt: float(row.pSuccessWithStunt),
      pFailureWithStunt: float(row.pFailureWithStunt),
      expectedStuntPointsOnSuccess: float(row.expectedStuntPointsOnSuccess),
      success: row.success.map((c) => ({ n: c.n, p: float(c.p) })),
      failure: row.failure.map((c) => ({ n: c.n, p: float(c.p) })),
    })),
  }),
  sides: { actor: { value: "value", use: "action", acts: true, withModifiers: appendModifiers } },
});

const ENTRY = /^(.+):([+-]?\d{1,3}):([+-]?\d{1,3})$/;

/** One participant: `"Linda:3:2"` (name:speed:dexterity) or `{name, speed, dexterity}`. */
export const initiativeParticipantSchema = z.union([
  z
    .string()
    .regex(ENTRY, { message: 'expected name:speed:dexterity, e.g. "Linda:3:2"' })
    .transform((text) => {
      const m = ENTRY.exec(text)!;
      return { name: m[1]!, speed: Number(m[2]), dexterity: Number(m[3]) };
    }),
  z.strictObject({ name: z.string().min(1).max(100), speed: int, dexterity: int }),
]);

/** `initiative` options: `{participants: [...]}`. */
export const stuntInitiativeOptionsSchema = z.strictObject({
  participants: z.array(initiativeParticipantSchema).min(1).max(50),
});

/** The JSON of a rolled initiative: the order with every die, roll-offs included. */
export const stuntInitiativeResultSchema = z.strictObject({
  order: z.array(
    z.strictObject({
      name: z.string(),
      speed: intJson,
      dexterity: intJson,
      roll: intJson,
      total: intJson,
      rollOffs: diceJson,
    }),
  ),
  dice: diceJson,
});

/** The JSON of the initiative odds per participant (by name). */
export const stuntInitiativeOddsSchema = z.strictObject({
  pFirst: z.record(z.string(), probabilityJson),
  pFirstExact: z.record(z.string(), fractionJson),
  positions: z.record(z.string(), z.array(countPJson)),
  pRollOff: probabilityJson,
  pRollOffExact: fractionJson,
});

const byName = <T, U>(record: Readonly<Record<string, T>>, f: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, f(value)]));

/** Initiative: the rolled order with every die; odds per participant. */
export const stuntInitiativeAdapter = defineAdapter({
  action: stuntsRules.initiativeAction,
  options: stuntInitiativeOptionsSchema,
  resultSchema: stuntInitiativeResultSchema,
  oddsSchema: stuntInitiativeOddsSchema,
  examples: [
    { participants: ["Linda:3:4", "Grok:3:2"] },
    { participants: ["Hauptmann: Grau:-1:+2", { name: "Ork", speed: 2, dexterity: 1 }, "Linda:2:1"] },
  ],
  toParams: (o) => ({ participants: o.participants }),
  rollJson: (r) => ({
    order: r.order.map((e) => ({
      name: e.name,
      speed: e.speed,
      dexterity: e.dexterity,
      roll: e.roll,
      total: e.total,
      rollOffs: [...e.rollOffs],
    })),
    dice: [...r.dice],
  }),
  oddsJson: (odds) => ({
    pFirst: byName(odds.pFirst, float),
    pFirstExact: byName(odds.pFirst, exact),
    positions: byName(odds.positions, (ps: readonly { n: number; p: Fraction }[]) =>
      ps.map((e) => ({ n: e.n, p: float(e.p) })),
    ),
    pRollOff: float(odds.pRollOff),
    pRollOffExact: exact(odds.pRollOff),
  }),
});
