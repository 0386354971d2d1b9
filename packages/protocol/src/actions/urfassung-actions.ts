import { EngineError } from "@spieltisch/engine";
import type * as ewsRules from "@spieltisch/engine/systems/ews";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { z } from "zod";
import { type ActionAdapter, defineAdapter } from "./action-adapter.js";
import { appendModifiers } from "./adapter-sides.js";
import {
  ewsCheckAdapter,
  type ewsCheckOddsSchema,
  ewsCheckOptionsSchema,
  type ewsCheckResultSchema,
} from "./ews-actions.js";
import {
  diceJson,
  exact,
  float,
  fractionJson,
  intJson,
  modModifiers,
  pmW6SideJson,
  probabilityJson,
} from "./json-parts.js";
import { ewsInt, modsOption } from "./option-parts.js";

/**
 * The Urfassung's `check`: EWS 2's options and JSON (CONTRACT §1 names them together) without
 * `fallback` (the Urfassung has no fall-back rule), rolled by the Urfassung's own check, which has
 * no automatic success by value (`auto` is always false).
 */
export const urfassungCheckAdapter: ActionAdapter<
  typeof ewsCheckOptionsSchema,
  ewsRules.CheckParams,
  ewsRules.CheckResult,
  ewsRules.CheckOdds,
  typeof ewsCheckResultSchema,
  typeof ewsCheckOddsSchema
> = defineAdapter({
  ...ewsCheckAdapter,
  action: urfassungRules.urfassungCheckAction,
  options: ewsCheckOptionsSchema,
  examples: [...ewsCheckAdapter.examples.filter((e) => e.fallback === undefined), { value: 12, target: 6 }],
});

const int = ewsInt;
const small = z.number().int().min(0).max(30);
const mods = modsOption(int);
const stance = z.enum(["retreat", "full-defense", "defensive", "balanced", "full-attack"]).optional();
/** The attacker attacks: Zurückweichen and Reine Abwehr are the defender's (the engine refuses them too). */
const attackerStance = z.enum(["defensive", "balanced", "full-attack"]).optional();
const aim = z.enum(["hand", "head"]).optional();
/** A weapon's Schadenswert as the text writes it (`1W6`, `1W3+2`, `1W+1W-6`), read in `toParams`. */
const weaponDamage = z.string().max(30).optional();
/** Stärke and Kraftschwelle, 0..100 as the engine's `damageBonus` takes them. */
const strength = z.number().int().min(0).max(100).optional();

/**
 * `melee` options of the Urfassung (CONTRACT §1) plus its manoeuvres per side: stance, heavy
 * attack, Schnittchen, aimed attack, Spannungswert and the SR a hand hit needs, and a weapon
 * rolled as dice (`attackerDamage: "1W6"`, with the wielder's Stärke over the weapon's
 * Kraftschwelle) instead of the fixed `attackerWeapon`.
 */
export const urfassungMeleeOptionsSchema = z.strictObject({
  attacker: int,
  defender: int,
  attackerWeapon: int.optional(),
  defenderWeapon: int.optional(),
  attackerArmor: int.optional(),
  defenderArmor: int.optional(),
  attackerMod: mods,
  defenderMod: mods,
  attackerStance,
  defenderStance: stance,
  attackerHeavy: small.optional(),
  defenderHeavy: small.optional(),
  attackerCut: small.optional(),
  defenderCut: small.optional(),
  attackerAim: aim,
  defenderAim: aim,
  attackerTension: small.optional(),
  defenderTension: small.optional(),
  attackerResistance: z.number().int().min(1).max(100).optional(),
  defenderResistance: z.number().int().min(1).max(100).optional(),
  /** Waffenloser Kampf: this side's hits deal Erschöpfungsschaden (stun), not real damage. */
  attackerUnarmed: z.boolean().optional(),
  defenderUnarmed: z.boolean().optional(),
  /** The weapon's dice as the text writes them; not together with `attackerWeapon`. */
  attackerDamage: weaponDamage,
  defenderDamage: weaponDamage,
  /** The wielder's Stärke: each point over the Kraftschwelle adds 1 (needs `attackerDamage`). */
  attackerStrength: strength,
  defenderStrength: strength,
  /** The weapon's Kraftschwelle (the engine's default 12; needs `attackerDamage`). */
  attackerStrengthThreshold: strength,
  defenderStrengthThreshold: strength,
});

type MeleeOptions = z.output<typeof urfassungMeleeOptionsSchema>;

/** The JSON of a rolled Urfassung exchange (CONTRACT §1 `melee`). */
export const urfassungMeleeResultSchema = z.strictObject({
  hit: z.enum(["defender", "attacker"]),
  damage: intJson,
  difference: intJson,
  attacker: pmW6SideJson,
  defender: pmW6SideJson,
  pDefenderHit: probabilityJson,
  pDefenderHitExact: fractionJson,
  /**
   * The winner's weapon dice and their value with bonus and strength (null: none rolled). Only in
   * rolls with `attackerDamage` or `defenderDamage`: rolls without keep the JSON they always had,
   * and stored rolls from before these fields still parse.
   */
  weaponDice: diceJson.optional(),
  weaponDamage: intJson.nullable().optional(),
});

/** The JSON of an exchange's odds: every outcome (who is hit, damage) with its probability. */
export const urfassungMeleeOddsSchema = z.strictObject({
  pDefenderHit: probabilityJson,
  pDefenderHitExact: fractionJson,
  outcomes: z.array(
    z.strictObject({ hit: z.enum(["defender", "attacker"]), damage: intJson, p: probabilityJson }),
  ),
});

/**
 * A side's weapon dice from its damage text, Stärke and Kraftschwelle. A text that is no damage
 * notation is the parser's `invalid-argument` named after the option (`attackerDamage`), as the
 * caller wrote it; Stärke or Kraftschwelle without dice count nothing and are refused.
 */
function weaponDice(o: MeleeOptions, who: "attacker" | "defender"): urfassungRules.WeaponDamageParams | null {
  const a = who === "attacker";
  const name = a ? "attackerDamage" : "defenderDamage";
  const text = a ? o.attackerDamage : o.defenderDamage;
  const strength = a ? o.attackerStrength : o.defenderStrength;
  const threshold = a ? o.attackerStrengthThreshold : o.defenderStrengthThreshold;
  if (text === undefined) {
    if (strength === undefined && threshold === undefined) return null;
    const detail = strength !== undefined ? `${who}Strength` : `${who}StrengthThreshold`;
    throw new EngineError("impossible-combination", `damage-missing: ${detail}`, {
      reason: "damage-missing",
      detail,
    });
  }
  let parsed: urfassungRules.WeaponDamageNotation;
  try {
    parsed = urfassungRules.parseWeaponDamage(text);
  } catch (error) {
    if (error instanceof EngineError)
      throw new EngineError(error.code, error.message, { ...error.params, name });
    throw error;
  }
  return {
    dice: parsed.dice,
    bonus: parsed.bonus,
    ...(strength !== undefined ? { strength } : {}),
    ...(threshold !== undefined ? { strengthThreshold: threshold } : {}),
  };
}

/**
 * One side's engine parameters from the flat `attacker…` / `defender…` options. Absent options stay
 * absent (exactOptionalPropertyTypes): the engine applies its defaults.
 */
function side(o: MeleeOptions, who: "attacker" | "defender"): urfassungRules.MeleeSide {
  const a = who === "attacker";
  const damage = weaponDice(o, who);
  const weapon = a ? o.attackerWeapon : o.defenderWeapon;
  const armor = a ? o.attackerArmor : o.defenderArmor;
  const stance = a ? o.attackerStance : o.defenderStance;
  const heavy = a ? o.attackerHeavy : o.defenderHeavy;
  const cut = a ? o.attackerCut : o.defenderCut;
  const aim = a ? o.attackerAim : o.defenderAim;
  const tension = a ? o.attackerTension : o.defenderTension;
  const resistance = a ? o.attackerResistance : o.defenderResistance;
  const unarmed = a ? o.attackerUnarmed : o.defenderUnarmed;
  return {
    value: o[who],
    modifiers: modModifiers(a ? o.attackerMod : o.defenderMod),
    ...(weapon !== undefined ? { weapon } : {}),
    ...(armor !== undefined ? { armor } : {}),
    ...(stance !== undefined ? { stance } : {}),
    ...(heavy !== undefined ? { heavy } : {}),
    ...(cut !== undefined ? { cut } : {}),
    ...(aim !== undefined ? { aim } : {}),
    ...(tension !== undefined ? { tension } : {}),
    ...(resistance !== undefined ? { resistance } : {}),
    ...(unarmed === true ? { unarmed } : {}),
    ...(damage !== null ? { damage } : {}),
  };
}

const rollSide = (r: urfassungRules.MeleeRoll) => ({
  value: r.value,
  modifiers: [...r.modifiers],
  effective: r.effective,
  dice: [...r.dice],
  result: r.result,
  chain: r.chain,
});

/** The Urfassung's melee exchange: attacker +1 built in, ties hit the defender. */
export const urfassungMeleeAdapter = defineAdapter({
  action: urfassungRules.urfassungMeleeAction,
  options: urfassungMeleeOptionsSchema,
  resultSchema: urfassungMeleeResultSchema,
  oddsSchema: urfassungMeleeOddsSchema,
  examples: [
    { attacker: 14, defender: 12, attackerWeapon: 3 },
    {
      attacker: 14,
      defender: 12,
      attackerStance: "full-attack",
      defenderStance: "defensive",
      attackerHeavy: 2,
      defenderAim: "hand",
      attackerResistance: 12,
      defenderTension: 3,
      attackerMod: [1],
      defenderArmor: 2,
    },
    { attacker: 10, defender: 15, attackerCut: 1, attackerAim: "head", defenderWeapon: 4 },
    // Weapon dice: a sword wielded with Stärke 15 against the whip.
    {
      attacker: 12,
      defender: 12,
      attackerDamage: "1W6",
      attackerStrength: 15,
      attackerStrengthThreshold: 12,
      defenderDamage: "1W+1W−6",
      defenderArmor: 1,
    },
    // The text's strong human unarmed (1W−4, Kraftschwelle 12, Stärke 18) against a dagger.
    {
      attacker: 12,
      defender: 13,
      attackerUnarmed: true,
      attackerDamage: "1W-4",
      attackerStrength: 18,
      defenderDamage: "1W3",
      defenderStance: "defensive",
    },
  ],
  toParams: (o) => ({ attacker: side(o, "attacker"), defender: side(o, "defender") }),
  rollJson: (r, { odds, params }) => ({
    hit: r.hit,
    damage: r.damage,
    difference: r.difference,
    attacker: rollSide(r.attacker),
    defender: rollSide(r.defender),
    pDefenderHit: float(odds().pDefenderHit),
    pDefenderHitExact: exact(odds().pDefenderHit),
    ...(params.attacker.damage !== undefined || params.defender.damage !== undefined
      ? { weaponDice: [...r.weaponDice], weaponDamage: r.weaponDamage }
      : {}),
  }),
  oddsJson: (odds) => ({
    pDefenderHit: float(odds.pDefenderHit),
    pDefenderHitExact: exact(odds.pDefenderHit),
    outcomes: odds.outcomes.map((o) => ({ hit: o.hit, damage: o.damage, p: float(o.p) })),
  }),
  sides: {
    actor: {
      value: "attacker",
      use: "action",
      acts: true,
      withModifiers: (p, m) => ({ ...p, attacker: appendModifiers(p.attacker, m) }),
    },
    opponent: {
      value: "defender",
      use: "action",
      acts: false,
      withModifiers: (p, m) => ({ ...p, defender: appendModifiers(p.defender, m) }),
    },
  },
});
