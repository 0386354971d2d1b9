import { EngineError, type Fraction } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import { z } from "zod";
import { defineAdapter } from "./action-adapter.js";
import { appendModifiers, WOUNDS_STAND_IN } from "./adapter-sides.js";
import {
  countPExactJson,
  diceJson,
  exact,
  float,
  fractionJson,
  intJson,
  kritChainJson,
  modifiersJson,
  modModifiers,
  pmW6SideJson,
  probabilityJson,
  valuePExactJson,
} from "./json-parts.js";
import { ewsInt, modsOption, woundCount } from "./option-parts.js";

const int = ewsInt;
const nonNegative = z.number().int().min(0).max(1000);
const wounds = woundCount;
const mods = modsOption(int);
/** A list option: `--x a,b` arrives as an array, one value as a string. */
const list = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(20)]).optional();
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The Ein-Wurf edges by their command-line key (`--a-edges stronger-weapon,ranged-far`). */
const CONFRONT_EDGES = {
  "stronger-weapon": { kind: "stronger-weapon" },
  "opponent-unarmed": { kind: "opponent-unarmed" },
  "stronger-armor": { kind: "stronger-armor" },
  "ranged-close": { kind: "ranged", distance: "close" },
  "ranged-near": { kind: "ranged", distance: "near" },
  "ranged-far": { kind: "ranged", distance: "far" },
} as const satisfies Record<string, ewsRules.ConfrontEdge>;

/** The Ein-Wurf edge keys of the command line. */
export const CONFRONT_EDGE_KEYS = [
  "stronger-weapon",
  "opponent-unarmed",
  "stronger-armor",
  "ranged-close",
  "ranged-near",
  "ranged-far",
] as const satisfies readonly (keyof typeof CONFRONT_EDGES)[];

const edgeKey = z.enum(CONFRONT_EDGE_KEYS);

/** `confront` options: `{a, b, aMod?, bMod?, aWounds?, bWounds?, aEdges?, bEdges?, aSlow?, bSlow?}`. */
export const ewsConfrontOptionsSchema = z.strictObject({
  a: int,
  b: int,
  aMod: mods,
  bMod: mods,
  aWounds: wounds.optional(),
  bWounds: wounds.optional(),
  aEdges: list(edgeKey),
  bEdges: list(edgeKey),
  /** Malus of a very slow weapon, 1..6. */
  aSlow: z.number().int().min(1).max(6).optional(),
  bSlow: z.number().int().min(1).max(6).optional(),
});

const confrontSideJson = pmW6SideJson.extend({ wounds: intJson });

/** The JSON of a rolled Ein-Wurf confrontation (CONTRACT §1 `confront`). */
export const ewsConfrontResultSchema = z.strictObject({
  winner: z.enum(["a", "b"]),
  diff: intJson,
  steps: intJson,
  a: confrontSideJson,
  b: confrontSideJson,
  pA: probabilityJson,
  pAExact: fractionJson,
});

/** The JSON of a confrontation's odds: A's chance and each side's wounds. */
export const ewsConfrontOddsSchema = z.strictObject({
  pA: probabilityJson,
  pAExact: fractionJson,
  a: z.strictObject({ wounds: z.array(countPExactJson) }),
  b: z.strictObject({ wounds: z.array(countPExactJson) }),
});

function toEdges(
  keys: readonly (keyof typeof CONFRONT_EDGES)[],
  slow: number | undefined,
): ewsRules.ConfrontEdge[] {
  const edges: ewsRules.ConfrontEdge[] = keys.map((k) => CONFRONT_EDGES[k]);
  if (slow !== undefined) edges.push({ kind: "slow-weapon", malus: slow });
  return edges;
}

const confrontSide = (r: ewsRules.ConfrontRoll) => ({
  value: r.value,
  modifiers: [...r.modifiers],
  effective: r.effective,
  dice: [...r.dice],
  result: r.result,
  chain: r.chain,
  wounds: r.wounds,
});

const exactCounts = (entries: readonly { n: number; p: Fraction }[]) =>
  entries.map((e) => ({ n: e.n, p: float(e.p), pExact: exact(e.p) }));

/** EWS Ein-Wurf-System: one roll decides the fight (CONTRACT §1 `confront`). */
export const ewsConfrontAdapter = defineAdapter({
  action: ewsRules.ewsConfrontAction,
  options: ewsConfrontOptionsSchema,
  resultSchema: ewsConfrontResultSchema,
  oddsSchema: ewsConfrontOddsSchema,
  examples: [
    { a: 15, b: 9, aMod: 3 },
    {
      a: 12,
      b: 12,
      aEdges: ["stronger-weapon", "ranged-far"],
      bEdges: "stronger-armor",
      bSlow: 2,
      bWounds: 1,
    },
  ],
  toParams: (o) => ({
    a: {
      value: o.a,
      modifiers: modModifiers(o.aMod),
      wounds: o.aWounds ?? 0,
      edges: toEdges(asArray(o.aEdges), o.aSlow),
    },
    b: {
      value: o.b,
      modifiers: modModifiers(o.bMod),
      wounds: o.bWounds ?? 0,
      edges: toEdges(asArray(o.bEdges), o.bSlow),
    },
  }),
  rollJson: (r, { odds }) => ({
    winner: r.winner,
    diff: r.diff,
    steps: r.steps,
    a: confrontSide(r.a),
    b: confrontSide(r.b),
    pA: float(odds().pA),
    pAExact: exact(odds().pA),
  }),
  oddsJson: (odds) => ({
    pA: float(odds.pA),
    pAExact: exact(odds.pA),
    a: { wounds: exactCounts(odds.aWounds) },
    b: { wounds: exactCounts(odds.bWounds) },
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

const stance = z.enum(["attack", "full-defence", "give-up-action", "retreat"]);

/** `melee` options (ews with foka): attacker/defender values, weapons, armour, mods, stances. */
export const ewsMeleeOptionsSchema = z.strictObject({
  attacker: int,
  defender: int,
  attackerWeapon: nonNegative.optional(),
  defenderWeapon: nonNegative.optional(),
  attackerArmor: nonNegative.optional(),
  defenderArmor: nonNegative.optional(),
  attackerMod: mods,
  defenderMod: mods,
  attackerWounds: wounds.optional(),
  defenderWounds: wounds.optional(),
  defenderStance: stance.optional(),
  attackerOpponents: z.number().int().min(1).max(20).optional(),
  defenderOpponents: z.number().int().min(1).max(20).optional(),
  attackerSl: z.number().int().min(0).max(3).optional(),
  defenderSl: z.number().int().min(0).max(3).optional(),
});

const meleeSideJson = z.strictObject({
  modifiers: modifiersJson,
  effective: intJson,
  dice: diceJson,
  result: intJson,
  chain: kritChainJson,
});

/** The JSON of a rolled FoKa exchange (CONTRACT §1 `melee`). */
export const ewsMeleeResultSchema = z.strictObject({
  hit: z.enum(["defender", "attacker"]),
  damage: intJson,
  diff: intJson,
  attacker: meleeSideJson,
  defender: meleeSideJson,
  pDefenderHit: probabilityJson,
  pDefenderHitExact: fractionJson,
});

/** The JSON of an exchange's odds: every outcome (who is hit, damage) with its probability. */
export const ewsMeleeOddsSchema = z.strictObject({
  pDefenderHit: probabilityJson,
  pDefenderHitExact: fractionJson,
  outcomes: z.array(
    z.strictObject({
      hit: z.enum(["defender", "attacker"]),
      damage: intJson,
      p: probabilityJson,
      pExact: fractionJson,
    }),
  ),
});

const meleeSide = (r: ewsRules.MeleeRoll) => ({
  modifiers: [...r.modifiers],
  effective: r.effective,
  dice: [...r.dice],
  result: r.result,
  chain: r.chain,
});

/** FoKa melee exchange (CONTRACT §1 `melee`). */
export const ewsMeleeAdapter = defineAdapter({
  action: ewsRules.ewsMeleeAction,
  module: "foka",
  options: ewsMeleeOptionsSchema,
  resultSchema: ewsMeleeResultSchema,
  oddsSchema: ewsMeleeOddsSchema,
  examples: [
    { attacker: 18, defender: 9, attackerWeapon: 4 },
    {
      attacker: 12,
      defender: 14,
      defenderStance: "full-defence",
      attackerMod: [2],
      defenderArmor: 2,
      attackerOpponents: 2,
      defenderSl: 1,
      defenderWounds: 1,
    },
  ],
  toParams: (o) => ({
    attacker: {
      value: o.attacker,
      weapon: o.attackerWeapon ?? 0,
      armor: o.attackerArmor ?? 0,
      modifiers: modModifiers(o.attackerMod),
      wounds: o.attackerWounds ?? 0,
      opponents: o.attackerOpponents ?? 1,
      sl: o.attackerSl ?? 0,
    },
    defender: {
      value: o.defender,
      weapon: o.defenderWeapon ?? 0,
      armor: o.defenderArmor ?? 0,
      modifiers: modModifiers(o.defenderMod),
      wounds: o.defenderWounds ?? 0,
      stance: o.defenderStance ?? "attack",
      opponents: o.defenderOpponents ?? 1,
      sl: o.defenderSl ?? 0,
    },
  }),
  rollJson: (r, { odds }) => ({
    hit: r.hit,
    damage: r.damage,
    diff: r.diff,
    attacker: meleeSide(r.attacker),
    defender: meleeSide(r.defender),
    pDefenderHit: float(odds().pDefenderHit),
    pDefenderHitExact: exact(odds().pDefenderHit),
  }),
  oddsJson: (odds) => ({
    pDefenderHit: float(odds.pDefenderHit),
    pDefenderHitExact: exact(odds.pDefenderHit),
    outcomes: odds.outcomes.map((o) => ({ hit: o.hit, damage: o.damage, p: float(o.p), pExact: exact(o.p) })),
  }),
  sides: {
    actor: {
      value: "attacker",
      use: "action",
      acts: true,
      withModifiers: (p, m) => ({ ...p, attacker: appendModifiers(p.attacker, m) }),
      standIns: { attackerWounds: WOUNDS_STAND_IN },
    },
    // Defending is no action of one's own: a fighter who is out is still hit.
    opponent: {
      value: "defender",
      use: "action",
      acts: false,
      withModifiers: (p, m) => ({ ...p, defender: appendModifiers(p.defender, m) }),
      standIns: { defenderWounds: WOUNDS_STAND_IN },
    },
  },
});

/** The circumstances of a shot that change its MW (CONTRACT §1 `--mods` keys, the text's table). */
export const SHOT_MODIFIER_KEYS = [
  "target-moving",
  "shooter-walking",
  "shooter-running",
  "rough-ground",
  "target-in-melee",
  "target-grappling",
  "partial-line-of-sight",
  "cover-third",
  "cover-two-thirds",
  "cover-nine-tenths",
  "shooter-cover-two-thirds",
  "shooter-cover-nine-tenths",
] as const satisfies readonly ewsRules.ShotModifierKey[];

/**
 * One circumstance: a known key, or any other text, which the engine refuses as
 * `unknown-modifier` naming the known ones (CLI and API keep that answer). The enum tells forms
 * the choices and their labels.
 */
const shotModifierKey = z.union([z.enum(SHOT_MODIFIER_KEYS), z.string()]);

/** `shoot` options (ews with foka), CONTRACT §1 plus dodging and a hittable other target. */
export const ewsShootOptionsSchema = z.strictObject({
  value: int,
  range: z.enum(["short", "medium", "long", "extreme"]),
  calm: z.boolean().optional(),
  mods: list(shotModifierKey),
  scope: z.number().int().min(0).max(6).optional(),
  weapon: nonNegative.optional(),
  armor: nonNegative.optional(),
  mod: mods,
  wounds: wounds.optional(),
  otherTarget: z.enum(["melee", "grappling"]).optional(),
  dodge: int.optional(),
  projectile: z.enum(["fast", "normal", "slow"]).optional(),
  terrain: z.number().int().min(-3).max(3).optional(),
});

/** The JSON of a rolled shot (CONTRACT §1 `shoot`). */
export const ewsShootResultSchema = z.strictObject({
  target: intJson,
  effective: intJson,
  dice: diceJson,
  result: intJson,
  margin: intJson,
  chain: kritChainJson,
  hit: z.boolean(),
  struck: z.enum(["target", "other"]).nullable(),
  damage: intJson,
  dodge: z.strictObject({ target: intJson, dice: diceJson, result: intJson, margin: intJson }).nullable(),
  dodged: z.boolean(),
  caught: z.boolean(),
  otherDie: intJson.nullable(),
  pHit: probabilityJson,
  pHitExact: fractionJson,
});

/** The JSON of a shot's odds: the MW with its modifiers, who is hit, the damage. */
export const ewsShootOddsSchema = z.strictObject({
  target: intJson,
  targetModifiers: modifiersJson,
  pHit: probabilityJson,
  pHitExact: fractionJson,
  pTargetHit: probabilityJson,
  pTargetHitExact: fractionJson,
  pOtherHit: probabilityJson,
  pOtherHitExact: fractionJson,
  pDodged: probabilityJson,
  pDodgedExact: fractionJson,
  damage: z.array(valuePExactJson),
});

/** FoKa ranged attack (CONTRACT §1 `shoot`). */
export const ewsShootAdapter = defineAdapter({
  action: ewsRules.ewsShootAction,
  module: "foka",
  options: ewsShootOptionsSchema,
  resultSchema: ewsShootResultSchema,
  oddsSchema: ewsShootOddsSchema,
  examples: [
    { value: 12, range: "short", calm: true },
    { value: 15, range: "medium", mods: "target-moving", weapon: 6, armor: 1, mod: [2], wounds: 1 },
    {
      value: 14,
      range: "long",
      mods: ["rough-ground"],
      otherTarget: "melee",
      dodge: 10,
      projectile: "slow",
      terrain: -1,
    },
    { value: 15, range: "short", weapon: 3, dodge: 12 },
  ],
  toParams: (o) => {
    if (o.dodge === undefined && (o.projectile !== undefined || o.terrain !== undefined)) {
      const detail = o.projectile !== undefined ? "projectile" : "terrain";
      throw new EngineError("impossible-combination", `dodge-missing: ${detail}`, {
        reason: "dodge-missing",
        detail,
      });
    }
    return {
      value: o.value,
      range: o.range,
      calm: o.calm ?? false,
      mods: asArray(o.mods),
      ...(o.scope !== undefined ? { scope: o.scope } : {}),
      weapon: o.weapon ?? 0,
      armor: o.armor ?? 0,
      modifiers: modModifiers(o.mod),
      wounds: o.wounds ?? 0,
      ...(o.otherTarget ? { otherTarget: o.otherTarget } : {}),
      ...(o.dodge !== undefined
        ? { dodge: { value: o.dodge, projectile: o.projectile ?? "normal", terrain: o.terrain ?? 0 } }
        : {}),
    };
  },
  rollJson: (r, { odds }) => ({
    target: r.target,
    effective: r.effective,
    dice: [...r.dice],
    result: r.result,
    margin: r.margin,
    chain: r.chain,
    hit: r.hit,
    struck: r.struck,
    damage: r.damage,
    dodge: r.dodge && { ...r.dodge, dice: [...r.dodge.dice] },
    dodged: r.dodged,
    caught: r.caught,
    otherDie: r.otherDie,
    pHit: float(odds().pHit),
    pHitExact: exact(odds().pHit),
  }),
  oddsJson: (odds) => ({
    target: odds.target.target,
    targetModifiers: [...odds.target.modifiers],
    pHit: float(odds.pHit),
    pHitExact: exact(odds.pHit),
    pTargetHit: float(odds.pTargetHit),
    pTargetHitExact: exact(odds.pTargetHit),
    pOtherHit: float(odds.pOtherHit),
    pOtherHitExact: exact(odds.pOtherHit),
    pDodged: float(odds.pDodged),
    pDodgedExact: exact(odds.pDodged),
    damage: odds.damage.map((d) => ({ value: d.value, p: float(d.p), pExact: exact(d.p) })),
  }),
  sides: {
    actor: {
      value: "value",
      use: "action",
      acts: true,
      withModifiers: appendModifiers,
      standIns: { wounds: WOUNDS_STAND_IN },
    },
    // The target rolls only when it dodges; its condition's mali go on the dodge.
    opponent: {
      value: "dodge",
      use: "action",
      acts: false,
      rolls: (o) => o.dodge !== undefined,
      withModifiers: (p, m) => (p.dodge ? { ...p, dodge: appendModifiers(p.dodge, m) } : p),
    },
  },
});
