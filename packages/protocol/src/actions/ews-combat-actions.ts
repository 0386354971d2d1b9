import { EngineError, ewsRules, type Fraction } from "@spieltisch/engine";
import { z } from "zod";
import { type ActionAdapter, probabilityJson } from "./action-adapter.js";

const int = z.number().int().min(-1000).max(1000);
const nonNegative = z.number().int().min(0).max(1000);
const wounds = z.number().int().min(0).max(100);
const mods = z.union([int, z.array(int).max(20)]).optional();
/** A list option: `--x a,b` arrives as an array, one value as a string. */
const list = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(20)]).optional();
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const toModifiers = (m: number | number[] | undefined) =>
  asArray(m).map((amount) => ({ amount, source: "mod" }));

const exactDist = (entries: readonly { n: number; p: Fraction }[]) =>
  entries.map((e) => ({ n: e.n, p: e.p.toNumber(), pExact: e.p.toString() }));

/** The Ein-Wurf edge keys of the command line (`--a-edges stronger-weapon,ranged-far`). */
export const CONFRONT_EDGE_KEYS = [
  "stronger-weapon",
  "opponent-unarmed",
  "stronger-armor",
  "ranged-close",
  "ranged-near",
  "ranged-far",
] as const;

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
type ConfrontOptions = z.infer<typeof ewsConfrontOptionsSchema>;

function toEdges(keys: string[], slow: number | undefined): ewsRules.ConfrontEdge[] {
  const edges = keys.map((k): ewsRules.ConfrontEdge => {
    if (k.startsWith("ranged-")) return { kind: "ranged", distance: k.slice(7) as ewsRules.RangedDistance };
    return { kind: k as "stronger-weapon" | "opponent-unarmed" | "stronger-armor" };
  });
  if (slow !== undefined) edges.push({ kind: "slow-weapon", malus: slow });
  return edges;
}

const confrontSideJson = (r: ewsRules.ConfrontRoll) => ({
  value: r.value,
  modifiers: r.modifiers,
  effective: r.effective,
  dice: r.dice,
  result: r.result,
  chain: r.chain,
  wounds: r.wounds,
});

/** EWS Ein-Wurf-System: one roll decides the fight (CONTRACT §1 `confront`). */
export const ewsConfrontAdapter: ActionAdapter<
  ewsRules.ConfrontParams,
  ewsRules.ConfrontResult,
  ewsRules.ConfrontOdds
> = {
  options: ewsConfrontOptionsSchema,
  toParams: (raw) => {
    const o = raw as ConfrontOptions;
    return {
      a: {
        value: o.a,
        modifiers: toModifiers(o.aMod),
        wounds: o.aWounds ?? 0,
        edges: toEdges(asArray(o.aEdges), o.aSlow),
      },
      b: {
        value: o.b,
        modifiers: toModifiers(o.bMod),
        wounds: o.bWounds ?? 0,
        edges: toEdges(asArray(o.bEdges), o.bSlow),
      },
    };
  },
  rollJson: (r, params, table) => ({
    winner: r.winner,
    diff: r.diff,
    steps: r.steps,
    a: confrontSideJson(r.a),
    b: confrontSideJson(r.b),
    ...probabilityJson("pA", ewsRules.confrontOdds(params, table).pA),
  }),
  oddsJson: (odds) => ({
    ...probabilityJson("pA", odds.pA),
    a: { wounds: exactDist(odds.aWounds) },
    b: { wounds: exactDist(odds.bWounds) },
  }),
};

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
type MeleeOptions = z.infer<typeof ewsMeleeOptionsSchema>;

const meleeRollJson = (r: ewsRules.MeleeRoll) => ({
  modifiers: r.modifiers,
  effective: r.effective,
  dice: r.dice,
  result: r.result,
  chain: r.chain,
});

/** FoKa melee exchange (CONTRACT §1 `melee`). */
export const ewsMeleeAdapter: ActionAdapter<ewsRules.MeleeParams, ewsRules.MeleeResult, ewsRules.MeleeOdds> =
  {
    options: ewsMeleeOptionsSchema,
    toParams: (raw) => {
      const o = raw as MeleeOptions;
      return {
        attacker: {
          value: o.attacker,
          weapon: o.attackerWeapon ?? 0,
          armor: o.attackerArmor ?? 0,
          modifiers: toModifiers(o.attackerMod),
          wounds: o.attackerWounds ?? 0,
          opponents: o.attackerOpponents ?? 1,
          sl: o.attackerSl ?? 0,
        },
        defender: {
          value: o.defender,
          weapon: o.defenderWeapon ?? 0,
          armor: o.defenderArmor ?? 0,
          modifiers: toModifiers(o.defenderMod),
          wounds: o.defenderWounds ?? 0,
          stance: o.defenderStance ?? "attack",
          opponents: o.defenderOpponents ?? 1,
          sl: o.defenderSl ?? 0,
        },
      };
    },
    rollJson: (r, params, table) => ({
      hit: r.hit,
      damage: r.damage,
      diff: r.diff,
      attacker: meleeRollJson(r.attacker),
      defender: meleeRollJson(r.defender),
      ...probabilityJson("pDefenderHit", ewsRules.meleeOdds(params, table).pDefenderHit),
    }),
    oddsJson: (odds) => ({
      ...probabilityJson("pDefenderHit", odds.pDefenderHit),
      outcomes: odds.outcomes.map((o) => ({
        hit: o.hit,
        damage: o.damage,
        p: o.p.toNumber(),
        pExact: o.p.toString(),
      })),
    }),
  };

/** `shoot` options (ews with foka), CONTRACT §1 plus dodging and a hittable other target. */
export const ewsShootOptionsSchema = z.strictObject({
  value: int,
  range: z.enum(["short", "medium", "long", "extreme"]),
  calm: z.boolean().optional(),
  mods: list(z.string()),
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
type ShootOptions = z.infer<typeof ewsShootOptionsSchema>;

/** FoKa ranged attack (CONTRACT §1 `shoot`). */
export const ewsShootAdapter: ActionAdapter<ewsRules.ShootParams, ewsRules.ShootResult, ewsRules.ShootOdds> =
  {
    options: ewsShootOptionsSchema,
    toParams: (raw) => {
      const o = raw as ShootOptions;
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
        modifiers: toModifiers(o.mod),
        wounds: o.wounds ?? 0,
        ...(o.otherTarget ? { otherTarget: o.otherTarget } : {}),
        ...(o.dodge !== undefined
          ? { dodge: { value: o.dodge, projectile: o.projectile ?? "normal", terrain: o.terrain ?? 0 } }
          : {}),
      };
    },
    rollJson: (r, params, table) => ({
      target: r.target,
      effective: r.effective,
      dice: r.dice,
      result: r.result,
      margin: r.margin,
      chain: r.chain,
      hit: r.hit,
      struck: r.struck,
      damage: r.damage,
      dodge: r.dodge,
      dodged: r.dodged,
      caught: r.caught,
      otherDie: r.otherDie,
      ...probabilityJson("pHit", ewsRules.shootOdds(params, table).pHit),
    }),
    oddsJson: (odds) => ({
      target: odds.target.target,
      targetModifiers: odds.target.modifiers,
      ...probabilityJson("pHit", odds.pHit),
      ...probabilityJson("pTargetHit", odds.pTargetHit),
      ...probabilityJson("pOtherHit", odds.pOtherHit),
      ...probabilityJson("pDodged", odds.pDodged),
      damage: odds.damage.map((d) => ({ value: d.value, p: d.p.toNumber(), pExact: d.p.toString() })),
    }),
  };
