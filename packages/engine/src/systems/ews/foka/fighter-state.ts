import type { Rng } from "../../../dice/rng.js";
import { requireInt } from "../../../errors.js";
import { characterDead, noCheckDue } from "../../condition-refusals.js";
import type { TableSettings } from "../../table-settings.js";
import { type CheckResult, rollCheck } from "../check.js";
import { woundThreshold } from "../rounding.js";

/** What a FoKa fighter is able to do: act, out of action (handlungsunfähig), or dead. */
export type FighterStatus = "active" | "out" | "dead";

/** What one hit did besides costing TP (RULINGS §1.8): at most one wound per hit. */
export type HitSeverity = "none" | "scratch" | "wound" | "critical";

/** A check the table must roll now: the Eigenschaft (no other mali) against `target`. */
export interface DueCheck {
  /** 1: TP ≤ 0; 2: ≤ −TPmax; 3: ≤ −2×; 4: ≤ −3×; 5: ≤ −4× (level 6, ≤ −5×, is death without a check). */
  readonly level: number;
  readonly target: number;
  /** A failed level-1 check puts the fighter out of action; every later one kills. */
  readonly onFail: "out" | "dead";
}

/**
 * A FoKa fighter's damage state. TP = the chosen Eigenschaft, WS = a third of it. Immutable:
 * every transition returns a new state, so a combat tracker can keep the history.
 */
export interface FokaFighter {
  readonly attribute: number;
  readonly tpMax: number;
  readonly woundThreshold: number;
  readonly tp: number;
  readonly wounds: number;
  readonly criticalWounds: number;
  /** Highest low-TP level reached so far (0..6). */
  readonly levelReached: number;
  /** Whether the TP ≤ 0 check was passed (the low-TP malus is then 3). */
  readonly passedZero: boolean;
  readonly status: FighterStatus;
  /** Checks due now, in order; damage and actions wait for them. */
  readonly pending: readonly DueCheck[];
  /** During the fight a critical wound costs 6; once the adrenaline is gone, 12. */
  readonly adrenaline: boolean;
}

/** Targets of the low-TP checks by level (RULINGS §1.8). */
export const LOW_TP_TARGETS: readonly number[] = [0, 12, 12, 15, 18, 21];

/** The level that kills without a check: TP ≤ −5 × TPmax. */
export const DEATH_LEVEL = 6;

/** Low-TP level of a TP count: 0 above 0, 1 at ≤ 0, 2 at ≤ −TPmax, … 6 at ≤ −5 × TPmax. */
export function lowTpLevel(tp: number, tpMax: number): number {
  if (tp > 0) return 0;
  return Math.min(DEATH_LEVEL, 1 + Math.floor(-tp / tpMax));
}

/**
 * A fresh fighter from the Eigenschaft chosen for TP (12 without one).
 *
 * @example
 * createFighter(12); // { tpMax: 12, woundThreshold: 4, tp: 12, status: "active", … }
 */
export function createFighter(attribute = 12, tp: number = attribute): FokaFighter {
  requireInt("attribute", attribute, 1, 100);
  requireInt("tp", tp, -6 * attribute, attribute);
  const level = lowTpLevel(tp, attribute);
  return {
    attribute,
    tpMax: attribute,
    woundThreshold: woundThreshold(attribute),
    tp,
    wounds: 0,
    criticalWounds: 0,
    levelReached: level,
    // A fighter created below 0 TP is taken to have passed the checks on the way down.
    passedZero: level >= 1,
    status: level >= DEATH_LEVEL ? "dead" : "active",
    pending: [],
    adrenaline: true,
  };
}

/** What a hit of `damage` does, before TP: scratch below WS, wound from WS, critical from the Eigenschaft. */
export function hitSeverity(
  damage: number,
  fighter: Pick<FokaFighter, "attribute" | "woundThreshold">,
): HitSeverity {
  if (damage <= 0) return "none";
  if (damage >= fighter.attribute) return "critical";
  if (damage >= fighter.woundThreshold) return "wound";
  return "scratch";
}

/**
 * Lowers TP without a wound (wasting away in a bad healing week): every low-TP level crossed adds
 * its check to `pending` in order; ≤ −5 × TPmax kills outright. A dead fighter cannot lose TP.
 * A hit ({@link applyDamage}) is this plus the wound.
 */
export function loseTp(fighter: FokaFighter, amount: number): FokaFighter {
  requireInt("amount", amount, 0, 100_000);
  if (fighter.status === "dead") {
    throw characterDead("damage");
  }
  const tp = fighter.tp - amount;
  const level = lowTpLevel(tp, fighter.tpMax);
  const pending = [...fighter.pending];
  for (let l = fighter.levelReached + 1; l <= Math.min(level, DEATH_LEVEL - 1); l++) {
    pending.push({ level: l, target: LOW_TP_TARGETS[l]!, onFail: l === 1 ? "out" : "dead" });
  }
  const dead = level >= DEATH_LEVEL;
  return {
    ...fighter,
    tp,
    levelReached: Math.max(fighter.levelReached, level),
    status: dead ? "dead" : fighter.status,
    pending: dead ? [] : pending,
  };
}

/**
 * Applies one hit: TP fall, at most one (critical) wound, and every low-TP level crossed adds its
 * check to `pending` in order; ≤ −5 × TPmax kills outright. A dead fighter cannot be damaged.
 */
export function applyDamage(
  fighter: FokaFighter,
  damage: number,
): { fighter: FokaFighter; severity: HitSeverity } {
  requireInt("damage", damage, 0, 100_000);
  if (fighter.status === "dead") {
    throw characterDead("damage");
  }
  const severity = hitSeverity(damage, fighter);
  const hurt = loseTp(fighter, damage);
  return {
    severity,
    fighter: {
      ...hurt,
      wounds: fighter.wounds + (severity === "wound" ? 1 : 0),
      criticalWounds: fighter.criticalWounds + (severity === "critical" ? 1 : 0),
    },
  };
}

/**
 * Raises TP (healing), never above TPmax. The low-TP level falls with them, so a later fall below
 * a level asks for its check again ("jedes Mal erneut"); checks of levels no longer reached are
 * dropped. Above 0 TP the −3 of the passed TP ≤ 0 check ends and a fighter out of action can act
 * again. The dead regain nothing (`character-dead`).
 */
export function regainTp(fighter: FokaFighter, amount: number): FokaFighter {
  requireInt("amount", amount, 0, 100_000);
  if (fighter.status === "dead") {
    throw characterDead("regenerate");
  }
  const tp = Math.min(fighter.tpMax, fighter.tp + amount);
  const level = lowTpLevel(tp, fighter.tpMax);
  return {
    ...fighter,
    tp,
    levelReached: Math.min(fighter.levelReached, level),
    passedZero: tp > 0 ? false : fighter.passedZero,
    pending: fighter.pending.filter((c) => c.level <= level),
    status: fighter.status === "out" && tp > 0 ? "active" : fighter.status,
  };
}

/** Records the outcome of the first pending check. */
export function resolveCheck(fighter: FokaFighter, passed: boolean): FokaFighter {
  const [check, ...rest] = fighter.pending;
  if (!check) throw noCheckDue("low-tp");
  if (passed) return { ...fighter, pending: rest, passedZero: fighter.passedZero || check.level === 1 };
  if (check.onFail === "dead") return { ...fighter, status: "dead", pending: [] };
  return { ...fighter, status: "out", pending: rest };
}

/** Rolls the first pending check on the Eigenschaft, without other mali, and records it. */
export function rollDueCheck(
  fighter: FokaFighter,
  rng: Rng,
  table: TableSettings,
): { fighter: FokaFighter; check: CheckResult } {
  const due = fighter.pending[0];
  if (!due) throw noCheckDue("low-tp");
  const check = rollCheck({ value: fighter.attribute, target: due.target }, rng, table);
  return { fighter: resolveCheck(fighter, check.success), check };
}

/** What the table does next with this fighter. */
export type NextStep =
  | { readonly kind: "check"; readonly check: DueCheck }
  | { readonly kind: "act"; readonly malus: number }
  | { readonly kind: "out" }
  | { readonly kind: "dead" };

/** A critical wound costs 6 while the adrenaline of the fight lasts, 12 once it is gone. */
export const CRITICAL_MALUS_IN_FIGHT = 6;
export const CRITICAL_MALUS_AFTER = 12;

/** Low-TP malus: −1 at TP ≤ WS ("taumeln"), −3 once the TP ≤ 0 check was passed. */
export function lowTpMalus(fighter: Pick<FokaFighter, "tp" | "woundThreshold" | "passedZero">): number {
  if (fighter.tp <= 0 && fighter.passedZero) return 3;
  return fighter.tp <= fighter.woundThreshold ? 1 : 0;
}

/** Every malus on actions: low TP, 3 per wound, 6 (12 without adrenaline) per critical wound. */
export function actionMalus(fighter: FokaFighter): number {
  const perCritical = fighter.adrenaline ? CRITICAL_MALUS_IN_FIGHT : CRITICAL_MALUS_AFTER;
  return lowTpMalus(fighter) + 3 * fighter.wounds + perCritical * fighter.criticalWounds;
}

/**
 * Tells the table what is due: a check first, then whether the fighter may act and with which malus.
 *
 * @example
 * nextStep(applyDamage(createFighter(12), 15).fighter); // { kind: "check", check: { level: 1, target: 12, onFail: "out" } }
 */
export function nextStep(fighter: FokaFighter): NextStep {
  if (fighter.status === "dead") return { kind: "dead" };
  const check = fighter.pending[0];
  if (check) return { kind: "check", check };
  if (fighter.status === "out") return { kind: "out" };
  return { kind: "act", malus: actionMalus(fighter) };
}
