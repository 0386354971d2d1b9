import type { Rng } from "../../../dice/rng.js";
import type { TableSettings } from "../../table-settings.js";
import { hasModule } from "../../table-settings.js";
import { applyDamage, createFighter, type FokaFighter, rollDueCheck } from "../foka/fighter-state.js";
import { exchangeOutcome } from "../foka/melee.js";
import { rollPmW6 } from "../pm-w6.js";
import { type DuelParams, type DuelSetup, defends, duelLowTpMalus, duelSetup } from "./duel-params.js";

/** One fought duel. */
export interface DuelResult {
  readonly winner: "a" | "b" | "draw";
  readonly rounds: number;
  readonly a: FokaFighter;
  readonly b: FokaFighter;
}

/** Default round limit of a simulated duel. */
export const DEFAULT_MAX_ROUNDS = 10_000;

const effective = (s: DuelSetup, f: FokaFighter): number =>
  s.value - 3 * f.wounds - 6 * f.criticalWounds - duelLowTpMalus(f.tp, s.woundThreshold);

/**
 * Fights one duel through the FoKa state machine, any table (krit included). Dice per round:
 * attacker, defender, then the hit fighter's due checks in order. Slow but general: the reference
 * for the fast sampler and the exact chain.
 */
export function rollDuel(params: DuelParams, rng: Rng, table: TableSettings): DuelResult {
  const sa = duelSetup(params.a, "a", table);
  const sb = duelSetup(params.b, "b", table);
  const krit = hasModule(table, "krit");
  let a = createFighter(sa.attribute, sa.tp);
  let b = createFighter(sb.attribute, sb.tp);
  const maxRounds = params.maxRounds ?? DEFAULT_MAX_ROUNDS;
  for (let round = 1; round <= maxRounds; round++) {
    const aAttacks = round % 2 === 1;
    const [xs, ys, x, y] = aAttacks ? [sa, sb, a, b] : [sb, sa, b, a];
    const yDefends = defends(ys, y.tp);
    const rx = rollPmW6(rng, krit);
    const ry = rollPmW6(rng, krit);
    const signed = effective(xs, x) + rx.bonus - (effective(ys, y) + ry.bonus + (yDefends ? 3 : 0));
    const out = exchangeOutcome(
      signed,
      { weapon: xs.weapon, armor: xs.armor, dealsDamage: true },
      { weapon: ys.weapon, armor: ys.armor, dealsDamage: !yDefends },
    );
    if (out.damage === 0) continue;
    const hitA = (out.hit === "defender") !== aAttacks;
    let hurt = applyDamage(hitA ? a : b, out.damage).fighter;
    while (hurt.pending.length > 0 && hurt.status === "active") hurt = rollDueCheck(hurt, rng, table).fighter;
    if (hitA) a = hurt;
    else b = hurt;
    if (hurt.status !== "active") return { winner: hitA ? "b" : "a", rounds: round, a, b };
  }
  return { winner: "draw", rounds: maxRounds, a, b };
}
