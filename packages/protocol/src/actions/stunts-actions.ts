import { stuntsRules } from "@spieltisch/engine";
import { z } from "zod";
import { type ActionAdapter, probabilityJson } from "./action-adapter.js";

const int = z.number().int().min(-100).max(100);
const mods = z.union([int, z.array(int).max(20)]).optional();
const toModifiers = (m: number | number[] | undefined) =>
  (m === undefined ? [] : Array.isArray(m) ? m : [m]).map((amount) => ({ amount, source: "mod" }));

/** `check` options for 3w6-stunts: `{value, target, mod?}` (value = attribute + bonus). */
export const stuntCheckOptionsSchema = z.strictObject({ value: int, target: int, mod: mods });

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

type CheckOptions = z.infer<typeof stuntCheckOptionsSchema>;
type InitiativeOptions = z.infer<typeof stuntInitiativeOptionsSchema>;

/** 3W6 + stunts checks: roll `result`, `stuntPoints`; odds `pSuccess`, `pStunt`, `expectedStuntPoints`. */
export const stuntCheckAdapter: ActionAdapter<
  stuntsRules.StuntCheckParams,
  stuntsRules.StuntCheckResult,
  stuntsRules.StuntCheckOdds
> = {
  options: stuntCheckOptionsSchema,
  toParams: (raw) => {
    const o = raw as CheckOptions;
    return { value: o.value, target: o.target, modifiers: toModifiers(o.mod) };
  },
  rollJson: (r, params, table) => ({
    value: r.value,
    target: r.target,
    modifiers: r.modifiers,
    success: r.success,
    dice: r.dice,
    result: r.result,
    margin: r.margin,
    stuntPoints: r.stuntPoints,
    stunt: r.stunt,
    ...probabilityJson("pSuccess", stuntsRules.stuntCheckOdds(params, table).pSuccess),
  }),
  oddsJson: (odds, params) => ({
    value: params.value,
    target: params.target,
    effective: odds.effective,
    ...probabilityJson("pSuccess", odds.pSuccess),
    ...probabilityJson("pStunt", odds.pStunt),
    ...probabilityJson("expectedStuntPoints", odds.expectedStuntPoints),
    ...probabilityJson("pSuccessWithStunt", odds.pSuccessWithStunt),
    distribution: odds.distribution.toProbabilities(),
    stuntPoints: odds.stuntPoints.toProbabilities().map(({ value, p }) => ({ n: value, p })),
    joint: stuntsRules.stuntJointTable(odds.effective).map((row) => ({
      target: row.target,
      pSuccess: row.pSuccess.toNumber(),
      pSuccessWithStunt: row.pSuccessWithStunt.toNumber(),
      pFailureWithStunt: row.pFailureWithStunt.toNumber(),
      expectedStuntPointsOnSuccess: row.expectedStuntPointsOnSuccess.toNumber(),
      success: row.success.map((c) => ({ n: c.n, p: c.p.toNumber() })),
      failure: row.failure.map((c) => ({ n: c.n, p: c.p.toNumber() })),
    })),
  }),
};

/** Initiative: the rolled order with every die; odds per participant. */
export const stuntInitiativeAdapter: ActionAdapter<
  stuntsRules.InitiativeParams,
  stuntsRules.InitiativeResult,
  stuntsRules.InitiativeOdds
> = {
  options: stuntInitiativeOptionsSchema,
  toParams: (raw) => ({ participants: (raw as InitiativeOptions).participants }),
  rollJson: (r) => ({
    order: r.order.map((e) => ({
      name: e.name,
      speed: e.speed,
      dexterity: e.dexterity,
      roll: e.roll,
      total: e.total,
      rollOffs: e.rollOffs,
    })),
    dice: r.dice,
  }),
  oddsJson: (odds) => ({
    pFirst: Object.fromEntries(Object.entries(odds.pFirst).map(([name, p]) => [name, p.toNumber()])),
    pFirstExact: Object.fromEntries(Object.entries(odds.pFirst).map(([name, p]) => [name, p.toString()])),
    positions: Object.fromEntries(
      Object.entries(odds.positions).map(([name, ps]) => [
        name,
        ps.map((e) => ({ n: e.n, p: e.p.toNumber() })),
      ]),
    ),
    ...probabilityJson("pRollOff", odds.pRollOff),
  }),
};
