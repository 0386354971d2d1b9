import { requireInt } from "../../errors.js";
import type { Stance } from "./manoeuvres.js";

/**
 * Erschöpfung im Kampf: every KO actions (attack or defence) a fighter rolls KO against 15
 * (schwer); in reine Abwehr or while retreating only against 12. A failure costs 1 on all checks
 * and 1 KO.
 *
 * @example
 * exhaustionCheck(12, "balanced"); // { value: 12, target: 15, every: 12 }
 */
export function exhaustionCheck(constitution: number, stance: Stance = "balanced") {
  const ko = requireInt("constitution", constitution, 1, 100);
  const target = stance === "full-defense" || stance === "retreat" ? 12 : 15;
  return { value: ko, target, every: ko };
}

/** What a failed exhaustion check does: −1 on all checks and −1 KO (both add up over the fight). */
export const EXHAUSTION_FAILURE = { checkMalus: -1, constitutionLoss: 1 } as const;
