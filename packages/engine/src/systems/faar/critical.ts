/** The three kinds of damage of the critical-hit list: Schnitt-, Schlag- und Schussschaden. */
export type DamageType = "cut" | "blunt" | "shot";

/** The damage types in the order of the text. */
export const DAMAGE_TYPES: readonly DamageType[] = ["cut", "blunt", "shot"];

/** The thresholds of the list ("1 Punkt", "3 Punkte", "7 Punkte", "12 Punkte"). */
export const CRITICAL_THRESHOLDS = [1, 3, 7, 12] as const;

/** A threshold of the list, or 0 when no damage went through. */
export type CriticalLevel = 0 | (typeof CRITICAL_THRESHOLDS)[number];

/**
 * What the level does to the victim's next actions: 3 → no more actions this round; 7 → one
 * round of defence rolls only; 12 → the severe injury (lethal on a head hit for cut damage).
 */
export type CriticalRestriction = "none" | "no-actions-this-round" | "defence-only-one-round" | "severe";

/** The critical effect of one hit. Labels come from the message catalogue (`faar.crit.<type>.<level>`). */
export interface CriticalEffect {
  readonly type: DamageType;
  readonly level: CriticalLevel;
  readonly restriction: CriticalRestriction;
  /** Cut damage of 12+ to the head (zone 6): "bei Kopftreffer: tödlich!". */
  readonly lethal: boolean;
}

const RESTRICTION: Readonly<Record<CriticalLevel, CriticalRestriction>> = {
  0: "none",
  1: "none",
  3: "no-actions-this-round",
  7: "defence-only-one-round",
  12: "severe",
};

/**
 * The entry of the critical-hit list for damage that went through (after armour): the highest
 * threshold it reaches.
 *
 * @example
 * criticalEffect("cut", 8).level; // 7
 * criticalEffect("cut", 12, 6).lethal; // true
 */
export function criticalEffect(type: DamageType, damage: number, zone?: HitZone): CriticalEffect {
  let level: CriticalLevel = 0;
  for (const t of CRITICAL_THRESHOLDS) if (damage >= t) level = t;
  return {
    type,
    level,
    restriction: RESTRICTION[level],
    lethal: type === "cut" && level === 12 && zone === 6,
  };
}

/** Hit zones (Trefferzonen, 1W6): 1 left leg, 2 right leg, 3 left arm, 4 right arm, 5 torso, 6 head. */
export type HitZone = 1 | 2 | 3 | 4 | 5 | 6;

/** Zone ids by face, for messages (`faar.zone.<id>`). */
export const HIT_ZONES: Readonly<Record<HitZone, string>> = {
  1: "left-leg",
  2: "right-leg",
  3: "left-arm",
  4: "right-arm",
  5: "torso",
  6: "head",
};
