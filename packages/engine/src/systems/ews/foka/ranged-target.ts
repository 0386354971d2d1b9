import { EngineError, requireInt } from "../../../errors.js";
import type { Modifier } from "../../modifier.js";

/** Range bands of a ranged weapon; `extreme` is up to three times the weapon's range. */
export type RangeBand = "short" | "medium" | "long" | "extreme";

/** MW by band in combat: 12 / 15 / 18 / 24. */
export const COMBAT_TARGETS: Readonly<Record<RangeBand, number>> = {
  short: 12,
  medium: 15,
  long: 18,
  extreme: 24,
};
/** MW by band when calm (no danger to the shooter): 9 / 12 / 15 / 21. */
export const CALM_TARGETS: Readonly<Record<RangeBand, number>> = {
  short: 9,
  medium: 12,
  long: 15,
  extreme: 21,
};

/** The situational MW modifiers of the rule text (CONTRACT §1 keys). */
export const SHOT_MODIFIERS = {
  "target-moving": 3,
  "shooter-walking": 3,
  "shooter-running": 6,
  "rough-ground": 3,
  "target-in-melee": 3,
  "target-grappling": 6,
  "partial-line-of-sight": 3,
  "cover-third": 3,
  "cover-two-thirds": 6,
  "cover-nine-tenths": 9,
  "shooter-cover-two-thirds": 3,
  "shooter-cover-nine-tenths": 9,
} as const;

/** A named MW modifier of a shot. */
export type ShotModifierKey = keyof typeof SHOT_MODIFIERS;

/** True for a known shot modifier key. */
export const isShotModifierKey = (key: string): key is ShotModifierKey => key in SHOT_MODIFIERS;

/** Keys that describe the same thing in different degrees: at most one of each group. */
const EXCLUSIVE: readonly (readonly ShotModifierKey[])[] = [
  ["shooter-walking", "shooter-running"],
  ["cover-third", "cover-two-thirds", "cover-nine-tenths"],
  ["shooter-cover-two-thirds", "shooter-cover-nine-tenths"],
];

/** How the shot's MW is made up. */
export interface ShotTargetParams {
  readonly range: RangeBand;
  readonly calm?: boolean;
  readonly mods?: readonly string[];
  /** Scope: lowers the range part of the MW by 3..6 when calm, never below the short band. */
  readonly scope?: number;
}

/** The MW and where every point came from. */
export interface ShotTarget {
  readonly base: number;
  readonly target: number;
  readonly modifiers: readonly Modifier[];
}

const impossible = (reason: string, detail: string) =>
  new EngineError("impossible-combination", `${reason}: ${detail}`, { reason, detail });

/**
 * The Mindestwurf of a shot: the band (combat or calm), the scope (calm only, not below short),
 * then every listed modifier. Unknown keys, a key twice, two degrees of the same thing, or a
 * scope without calm are {@link EngineError}s.
 *
 * @example
 * // Stahlkatze's star: short in combat 12, target moving +3, cover 1/3 +3 → 18.
 * shotTarget({ range: "short", mods: ["target-moving", "cover-third"] }).target; // 18
 */
export function shotTarget(params: ShotTargetParams): ShotTarget {
  const bands = params.calm ? CALM_TARGETS : COMBAT_TARGETS;
  const band = bands[params.range];
  if (band === undefined) {
    throw new EngineError("invalid-argument", `Unknown range ${params.range}`, {
      name: "range",
      value: String(params.range),
      min: "",
      max: "",
    });
  }
  const modifiers: Modifier[] = [];
  let base = band;
  if (params.scope !== undefined && params.scope !== 0) {
    if (!params.calm) throw impossible("scope-needs-calm", `scope ${params.scope}`);
    requireInt("scope", params.scope, 3, 6);
    base = Math.max(bands.short, band - params.scope);
    if (base < band) modifiers.push({ amount: base - band, source: "scope" });
  }
  const keys = params.mods ?? [];
  for (const [i, key] of keys.entries()) {
    if (!isShotModifierKey(key)) {
      throw new EngineError("unknown-modifier", `Unknown shot modifier ${key}`, {
        key,
        known: Object.keys(SHOT_MODIFIERS).join(", "),
      });
    }
    if (keys.indexOf(key) !== i) throw impossible("modifier-twice", key);
    modifiers.push({ amount: SHOT_MODIFIERS[key], source: key });
  }
  for (const group of EXCLUSIVE) {
    const used = group.filter((k) => keys.includes(k));
    if (used.length > 1) throw impossible("exclusive-modifiers", used.join(" + "));
  }
  const target = band + modifiers.reduce((s, m) => s + m.amount, 0);
  return { base: band, target, modifiers };
}
