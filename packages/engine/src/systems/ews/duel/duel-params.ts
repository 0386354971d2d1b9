import { EngineError, requireInt } from "../../../errors.js";
import type { TableSettings } from "../../table-settings.js";
import { checkOdds } from "../check.js";
import { DEATH_LEVEL, LOW_TP_TARGETS } from "../foka/fighter-state.js";
import { woundThreshold } from "../rounding.js";

/**
 * How a duellist defends when the other attacks: `attack` strikes back (the exchange may hit
 * either), `full-defence` takes +3 and deals no damage, `defend-when-low` does so only once its
 * TP are at or below its WS.
 */
export type DuelStance = "attack" | "full-defence" | "defend-when-low";

/** One duellist: combat value, weapon, armour, the Eigenschaft for TP, and a stance policy. */
export interface DuelFighter {
  readonly value: number;
  readonly weapon?: number;
  readonly armor?: number;
  /** Eigenschaft for TP and WS (default 12). */
  readonly attribute?: number;
  /** TP at the start (default: full). */
  readonly tp?: number;
  readonly stance?: DuelStance;
}

/**
 * A FoKa duel: the two attack in turn (A first); each round is one melee exchange, the higher
 * result hits, a tie hits the defender; damage applies through the FoKa state machine and the
 * due low-TP checks are rolled at once. The first to be out of action or dead loses.
 */
export interface DuelParams {
  readonly a: DuelFighter;
  readonly b: DuelFighter;
  /** Rounds before the simulator calls a draw (Monte Carlo only; default 10,000). */
  readonly maxRounds?: number;
}

/** A fighter with every number derived once. */
export interface DuelSetup {
  readonly value: number;
  readonly weapon: number;
  readonly armor: number;
  readonly attribute: number;
  readonly woundThreshold: number;
  readonly tp: number;
  readonly stance: DuelStance;
  /** P(pass) of the low-TP check of each level (index 1..5; 0 at level 6). */
  readonly passProbability: readonly number[];
  /** Faces (bit f − 1) that pass the check of each level, plain ±W6; all six when automatic. */
  readonly passMask: readonly number[];
}

const STANCES: readonly DuelStance[] = ["attack", "full-defence", "defend-when-low"];

/** Validates a duellist and derives WS, check odds and face masks. */
export function duelSetup(f: DuelFighter, name: "a" | "b", table: TableSettings): DuelSetup {
  const value = requireInt(`${name}.value`, f.value, -100, 100);
  const attribute = requireInt(`${name}.attribute`, f.attribute ?? 12, 1, 60);
  const tp = requireInt(`${name}.tp`, f.tp ?? attribute, -5 * attribute + 1, attribute);
  const stance = f.stance ?? "attack";
  if (!STANCES.includes(stance)) {
    throw new EngineError("invalid-argument", `Unknown stance ${stance}`, {
      name: `${name}.stance`,
      value: stance,
      min: "",
      max: "",
    });
  }
  const passProbability = [1];
  const passMask = [63];
  for (let level = 1; level < DEATH_LEVEL; level++) {
    const target = LOW_TP_TARGETS[level]!;
    passProbability.push(checkOdds({ value: attribute, target }, table).pSuccess.toNumber());
    let mask = 0;
    for (let face = 1; face <= 6; face++) {
      const bonus = [0, -1, 2, -3, 4, -5, 6][face]!;
      if (attribute + bonus >= target || attribute >= target + 6) mask |= 1 << (face - 1);
    }
    passMask.push(mask);
  }
  passProbability.push(0);
  passMask.push(0);
  return {
    value,
    weapon: requireInt(`${name}.weapon`, f.weapon ?? 0, 0, 200),
    armor: requireInt(`${name}.armor`, f.armor ?? 0, 0, 200),
    attribute,
    woundThreshold: woundThreshold(attribute),
    tp,
    stance,
    passProbability,
    passMask,
  };
}

/** Low-TP malus inside a duel: a fighter still standing at TP ≤ 0 has passed the check (−3). */
export const duelLowTpMalus = (tp: number, ws: number): number => (tp <= 0 ? 3 : tp <= ws ? 1 : 0);

/** Whether the defender goes into full defence this round. */
export const defends = (s: DuelSetup, tp: number): boolean =>
  s.stance === "full-defence" || (s.stance === "defend-when-low" && tp <= s.woundThreshold);
