import { requireInt } from "../../../errors.js";
import type { TableSettings } from "../../table-settings.js";
import { recoveryTp } from "./tp-healing.js";

/**
 * The wounds that still hinder and how far the first of each kind has healed: the TP regenerated
 * with it so far (RULINGS §1.8: a wound stops hindering after 4 TP, a critical one after 12; table
 * options). A counter is 0 while no wound of its kind is left.
 */
export interface WoundRecoveryState {
  readonly wounds: number;
  readonly criticalWounds: number;
  /** TP regenerated with the first plain wound, below `fokaWoundRecoveryTp`. */
  readonly woundRecoveryTp: number;
  /** TP regenerated with the first critical wound, below `fokaCriticalRecoveryTp`. */
  readonly criticalRecoveryTp: number;
}

/**
 * Books `tp` regenerated TP towards the hindering wounds: plain wounds first (RULINGS §6), each
 * stops hindering once its share is full, the rest goes on to the next one. Every point counts,
 * also one the TP maximum cuts off (the body heals the wound even when TP are full, e.g. after an
 * Ein-Wurf fight, which gives wounds without TP).
 *
 * @example
 * // Two weeks in hospital at 3 TP: the wound stops hindering (4), 2 TP go on to the critical one.
 * recoverWounds({ wounds: 1, criticalWounds: 1, woundRecoveryTp: 0, criticalRecoveryTp: 0 }, 6, PLAIN_TABLE);
 * // → { wounds: 0, criticalWounds: 1, woundRecoveryTp: 0, criticalRecoveryTp: 2 }
 */
export function recoverWounds<S extends WoundRecoveryState>(state: S, tp: number, table: TableSettings): S {
  let budget = requireInt("tp", tp, 0, 100_000);
  let { wounds, criticalWounds, woundRecoveryTp, criticalRecoveryTp } = state;
  const woundTp = recoveryTp(table, "wound");
  const criticalTp = recoveryTp(table, "critical");
  while (budget > 0 && wounds > 0) {
    const step = Math.min(budget, Math.max(0, woundTp - woundRecoveryTp));
    budget -= step;
    woundRecoveryTp += step;
    if (woundRecoveryTp >= woundTp) {
      wounds--;
      woundRecoveryTp = 0;
    }
  }
  while (budget > 0 && criticalWounds > 0) {
    const step = Math.min(budget, Math.max(0, criticalTp - criticalRecoveryTp));
    budget -= step;
    criticalRecoveryTp += step;
    if (criticalRecoveryTp >= criticalTp) {
      criticalWounds--;
      criticalRecoveryTp = 0;
    }
  }
  return { ...state, wounds, criticalWounds, woundRecoveryTp, criticalRecoveryTp };
}
