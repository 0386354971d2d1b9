import { urfassungRules } from "@spieltisch/engine";
import { z } from "zod";
import { type ActionAdapter, probabilityJson } from "./action-adapter.js";

const int = z.number().int().min(-1000).max(1000);
const small = z.number().int().min(0).max(30);
const mods = z.union([int, z.array(int).max(20)]).optional();
const stance = z.enum(["retreat", "full-defense", "defensive", "balanced", "full-attack"]).optional();
const aim = z.enum(["hand", "head"]).optional();

/**
 * `melee` options of the Urfassung (CONTRACT §1) plus its manoeuvres per side: stance, heavy
 * attack, Schnittchen, aimed attack, Spannungswert and the SR a hand hit needs.
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
  attackerStance: stance,
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
});

type MeleeOptions = z.infer<typeof urfassungMeleeOptionsSchema>;

const toModifiers = (m: number | number[] | undefined) =>
  (m === undefined ? [] : Array.isArray(m) ? m : [m]).map((amount) => ({ amount, source: "mod" }));

/** One side's engine parameters from the flat `attacker…` / `defender…` options. */
function side(o: MeleeOptions, who: "attacker" | "defender"): urfassungRules.MeleeSide {
  const a = who === "attacker";
  const fields = {
    value: o[who],
    modifiers: toModifiers(a ? o.attackerMod : o.defenderMod),
    weapon: a ? o.attackerWeapon : o.defenderWeapon,
    armor: a ? o.attackerArmor : o.defenderArmor,
    stance: a ? o.attackerStance : o.defenderStance,
    heavy: a ? o.attackerHeavy : o.defenderHeavy,
    cut: a ? o.attackerCut : o.defenderCut,
    aim: a ? o.attackerAim : o.defenderAim,
    tension: a ? o.attackerTension : o.defenderTension,
    resistance: a ? o.attackerResistance : o.defenderResistance,
  };
  // Absent options stay absent (exactOptionalPropertyTypes): the engine applies its defaults.
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as unknown as urfassungRules.MeleeSide;
}

const rollSideJson = (r: urfassungRules.MeleeRoll) => ({
  value: r.value,
  modifiers: r.modifiers,
  effective: r.effective,
  dice: r.dice,
  result: r.result,
  chain: r.chain,
});

/** The Urfassung's melee exchange: attacker +1 built in, ties hit the defender. */
export const urfassungMeleeAdapter: ActionAdapter<
  urfassungRules.MeleeParams,
  urfassungRules.MeleeResult,
  urfassungRules.MeleeOdds
> = {
  options: urfassungMeleeOptionsSchema,
  toParams: (raw) => {
    const o = raw as MeleeOptions;
    return { attacker: side(o, "attacker"), defender: side(o, "defender") };
  },
  rollJson: (r, params, table) => ({
    hit: r.hit,
    damage: r.damage,
    difference: r.difference,
    attacker: rollSideJson(r.attacker),
    defender: rollSideJson(r.defender),
    ...probabilityJson("pDefenderHit", urfassungRules.meleeOdds(params, table).pDefenderHit),
  }),
  oddsJson: (odds) => ({
    ...probabilityJson("pDefenderHit", odds.pDefenderHit),
    outcomes: odds.outcomes.map((o) => ({ hit: o.hit, damage: o.damage, p: o.p.toNumber() })),
  }),
};
