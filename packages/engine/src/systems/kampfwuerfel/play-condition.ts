import { invalidCondition } from "../condition-refusals.js";
import type { ConditionStatus } from "../condition-rules.js";
import type { HeavyHitState } from "./condition.js";
import { effectiveDice, type HindranceInput } from "./hindrance.js";
import { MAX_POOL } from "./pool-counts.js";

/** The lowest LP the condition keeps (deeper damage changes nothing: below 0 the GM decides). */
export const KW_LP_MIN = -100_000;

/** A fighter's dice before Behinderung, the sheet's BE and the skills that lower it. */
export type KwDice = Required<Omit<HindranceInput, "extraBE">>;

/** The heavy-hit threshold of the current fight and the value every fight starts from. */
export interface KwHeavyHitTrack extends HeavyHitState {
  /** (K + G) × (factor + mod), set again at the start of each fight. */
  readonly start: number;
  /**
   * The cause of the threshold's last lowering in this fight: the SP of the hit over K + G that
   * lowered it by as much (L55). Absent before such a hit, after the GM set the threshold, in a
   * new fight, and in conditions booked before RULINGS §7.
   */
  readonly loweredBy?: number | undefined;
}

/**
 * Why a fighter is down (RULINGS §7: every consequence names its cause): a heavy hit — `damage`
 * SP over the threshold `threshold` it had before the hit (L55, an OPTIONAL rule) — or a failed
 * Kraft check (L37).
 */
export type KwUnconsciousCause =
  | { readonly cause: "heavy-hit"; readonly damage: number; readonly threshold: number }
  | { readonly cause: "kraft-check" };

/** What a due check is: the Kraft check at LP < RLP, or the reflex roll the fighter called. */
export type KwCheckKind = "kraft" | "reflex";

/** A check the condition waits for; its id is `<kind>-<n>`. */
export interface KwPendingCheck {
  readonly kind: KwCheckKind;
  /** Running number within the condition (from 1), so each check has its own id. */
  readonly n: number;
}

/**
 * What play has done to a Kampfwürfel fighter (RULINGS §3): LP, unconsciousness, the heavy-hit
 * threshold of the fight, the Kampfwürfel left in this Kampfphase and the checks due. Sheet values
 * the reducer needs (LP maximum, RLP, Kraft, dice and BE) are copied in, so every step is a
 * function of the condition alone.
 */
export interface KampfwuerfelCondition {
  /** Lebenspunkte now; below 0 the GM decides how long the fighter lives without help. */
  readonly lp: number;
  readonly lpMax: number;
  /** RLP: LP regained per day of rest; LP below it make the Kraft check due. */
  readonly dailyRegeneration: number;
  /** The Kraft check's pool. */
  readonly kraft: number;
  /** Down: a failed Kraft check or a heavy hit. */
  readonly unconscious: boolean;
  /**
   * Why the fighter went down, while `unconscious` (absent when the GM's hand or a condition
   * booked before RULINGS §7 did it).
   */
  readonly unconsciousCause?: KwUnconsciousCause | undefined;
  /**
   * Helped below 0 LP: the GM's `stabilise` (L37 "wenn ihm nicht unverzüglich geholfen wird") —
   * no longer dying, but `out` while the LP are below 0 (awake or not); present only below 0 LP.
   */
  readonly stabilised?: true | undefined;
  /** The GM decided (LP below 0 without help). */
  readonly dead: boolean;
  /** Null when the sheet has no Geschick/factor. */
  readonly heavyHit: KwHeavyHitTrack | null;
  readonly dice: KwDice;
  /** Temporary BE the GM added (heat, injuries …). */
  readonly extraBE: number;
  /** Kampfwürfel not yet declared in this Kampfphase. */
  readonly kwLeft: number;
  /** The one reflex roll of this Kampfphase is spent. */
  readonly reflexUsed: boolean;
  readonly pending: readonly KwPendingCheck[];
  /** Checks made due so far (the last `n`). */
  readonly checksMade: number;
}

/**
 * The KW and reflex dice of a Kampfphase: the sheet's dice after its BE and the GM's temporary BE.
 *
 * @example
 * kwPhaseDice(condition); // { combatDice: 7, reflexDice: 3 }
 */
export const kwPhaseDice = (c: KampfwuerfelCondition): { combatDice: number; reflexDice: number } =>
  effectiveDice({ ...c.dice, extraBE: c.extraBE });

/** The id of a pending check. @example kwCheckId({ kind: "kraft", n: 2 }); // "kraft-2" */
export const kwCheckId = (p: KwPendingCheck): string => `${p.kind}-${p.n}`;

/**
 * Whether the fighter can act: `dead` by the GM's word, `dying` below 0 LP unless stabilised,
 * `out` when unconscious (or stabilised below 0), else `active`.
 */
export function kwStatus(c: KampfwuerfelCondition): ConditionStatus {
  if (c.dead) return "dead";
  if (c.lp < 0) return c.stabilised ? "out" : "dying";
  return c.unconscious ? "out" : "active";
}

/** A Kraft check is waiting only while the LP are in 0..RLP−1 and the fighter is awake. */
export const kraftCheckMayWait = (c: KampfwuerfelCondition): boolean =>
  kwStatus(c) === "active" && c.lp < c.dailyRegeneration;

const within = (v: number, min: number, max: number): boolean => Number.isInteger(v) && v >= min && v <= max;

/** The first field that breaks the condition's invariants, or undefined when it is legal. */
export function kampfwuerfelConditionFault(c: KampfwuerfelCondition): string | undefined {
  const dice = c.dice;
  const checks: [string, boolean][] = [
    ["lpMax", within(c.lpMax, 1, 10_000)],
    ["lp", within(c.lp, KW_LP_MIN, c.lpMax)],
    ["dailyRegeneration", within(c.dailyRegeneration, 0, 10_000)],
    ["kraft", within(c.kraft, 0, MAX_POOL)],
    ["dice.combatDice", within(dice.combatDice, 0, MAX_POOL)],
    ["dice.reflexDice", within(dice.reflexDice, 0, MAX_POOL)],
    ["dice.armorBE", within(dice.armorBE, 0, 100)],
    ["dice.shieldBE", within(dice.shieldBE, 0, 100)],
    ["dice.shieldSkill", within(dice.shieldSkill, 0, 100)],
    ["dice.toughness", within(dice.toughness, 0, 100)],
    ["extraBE", within(c.extraBE, 0, 100)],
    ["checksMade", within(c.checksMade, 0, 1_000_000)],
  ];
  const bad = checks.find(([, ok]) => !ok);
  if (bad) return bad[0];
  if (!within(c.kwLeft, 0, kwPhaseDice(c).combatDice)) return "kwLeft";
  if (c.heavyHit) {
    const h = c.heavyHit;
    if (!within(h.base, 0, 2000) || !within(h.start, -300_000, 300_000)) return "heavyHit";
    if (!within(h.threshold, -1_000_000, 1_000_000)) return "heavyHit.threshold";
    // A lowering's cause is a hit of more than K + G SP.
    if (h.loweredBy !== undefined && !within(h.loweredBy, h.base + 1, 100_000)) return "heavyHit.loweredBy";
  }
  if (c.stabilised !== undefined && (c.stabilised !== true || c.lp >= 0)) return "stabilised";
  if (c.unconsciousCause !== undefined && !causeIsLegal(c)) return "unconsciousCause";
  const kinds = c.pending.map((p) => p.kind);
  if (new Set(kinds).size !== kinds.length || c.pending.some((p) => !within(p.n, 1, c.checksMade))) {
    return "pending";
  }
  if (kinds.includes("kraft") && !kraftCheckMayWait(c)) return "pending";
  if (kinds.includes("reflex") && (!c.reflexUsed || kwStatus(c) !== "active")) return "pending";
  return undefined;
}

/** A cause is named only while down, and a heavy hit's SP were over the threshold it names. */
function causeIsLegal(c: KampfwuerfelCondition): boolean {
  const cause = c.unconsciousCause;
  if (!cause || !c.unconscious) return false;
  if (cause.cause === "kraft-check") return true;
  return (
    cause.cause === "heavy-hit" &&
    within(cause.threshold, -1_000_000, 1_000_000) &&
    within(cause.damage, 0, 100_000) &&
    cause.damage > cause.threshold
  );
}

/** Throws `invalid-condition` naming the field when the condition breaks an invariant. */
export function requireLegalKampfwuerfelCondition(c: KampfwuerfelCondition): KampfwuerfelCondition {
  const fault = kampfwuerfelConditionFault(c);
  if (fault !== undefined) {
    throw invalidCondition(fault, fault);
  }
  return c;
}
