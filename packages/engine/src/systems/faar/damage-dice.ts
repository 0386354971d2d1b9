import type { Rng } from "../../dice/rng.js";
import { EngineError } from "../../errors.js";
import { Dist } from "../../odds/distribution.js";
import { ceilDiv } from "./rounding.js";

/**
 * A damage roll as weapons write it: `count`W`sides`, the sum divided by `divisor` (rounded up,
 * as everything in Faar), plus `bonus`. "2W6" → {2, 6, 1, 0}; "1W6/2+1" (unarmed with the skill at
 * level 1) → {1, 6, 2, 1}.
 */
export interface DamageDice {
  readonly count: number;
  readonly sides: number;
  readonly divisor: number;
  readonly bonus: number;
}

/** Sword and axe: 2W6. */
export const SWORD_DAMAGE: DamageDice = { count: 2, sides: 6, divisor: 1, bonus: 0 };

/**
 * The most dice outcomes (sides^count) a damage roll may have: the exact odds count every face
 * sequence with integer weights below 2^53, and the hit zones and armour multiply them further.
 * 10^14 (7W100, 8W56, 10W25) leaves that margin; the rule text's weapons roll at most 2W6.
 */
export const MAX_DAMAGE_OUTCOMES = 1e14;

const NOTATION = /^\(?\s*(\d*)\s*[WwDd]\s*(\d+)\s*(?:\/\s*(\d+))?\s*\)?\s*(?:([+-])\s*(\d+))?$/;

/**
 * Parses weapon damage notation: `2W6`, `1W6`, `W6/2`, `(1W6/2)+1`, `1d8-1`.
 * Anything else is an {@link EngineError} `bad-damage-dice`; dice with more than
 * {@link MAX_DAMAGE_OUTCOMES} outcomes are `damage-dice-too-large`.
 *
 * @example
 * parseDamageDice("(1W6/2)+2"); // { count: 1, sides: 6, divisor: 2, bonus: 2 }
 */
export function parseDamageDice(text: string): DamageDice {
  const m = NOTATION.exec(text.trim());
  const bad = () =>
    new EngineError("bad-damage-dice", `"${text}" is not damage dice like 2W6 or 1W6/2+1`, { value: text });
  if (!m) throw bad();
  const count = m[1] ? Number(m[1]) : 1;
  const sides = Number(m[2]);
  const divisor = m[3] ? Number(m[3]) : 1;
  const bonus = m[5] ? (m[4] === "-" ? -1 : 1) * Number(m[5]) : 0;
  if (
    count < 1 ||
    count > 10 ||
    sides < 2 ||
    sides > 100 ||
    divisor < 1 ||
    divisor > 10 ||
    Math.abs(bonus) > 100
  ) {
    throw bad();
  }
  if (sides ** count > MAX_DAMAGE_OUTCOMES) {
    throw new EngineError(
      "damage-dice-too-large",
      `"${text}" has more than 10^14 outcomes (${count}W${sides}); at most 7W100, 8W56 or 10W25`,
      { value: text },
    );
  }
  return { count, sides, divisor, bonus };
}

/** Back to notation: `2W6`, `1W6/2+1`. */
export function formatDamageDice(d: DamageDice): string {
  const base = `${d.count}W${d.sides}${d.divisor > 1 ? `/${d.divisor}` : ""}`;
  return d.bonus === 0 ? base : `${base}${d.bonus > 0 ? "+" : "-"}${Math.abs(d.bonus)}`;
}

/** Rolls the dice; returns the faces and the damage before armour. */
export function rollDamageDice(d: DamageDice, rng: Rng): { faces: number[]; raw: number } {
  const faces: number[] = [];
  for (let i = 0; i < d.count; i++) faces.push(rng.die(d.sides));
  const sum = faces.reduce((a, b) => a + b, 0);
  return { faces, raw: ceilDiv(sum, d.divisor) + d.bonus };
}

/** The exact distribution of the damage before armour. */
export function damageDiceDist(d: DamageDice): Dist {
  let sum = Dist.constant(0);
  for (let i = 0; i < d.count; i++) sum = sum.add(Dist.die(d.sides));
  return sum.map((s) => ceilDiv(s, d.divisor) + d.bonus);
}

/**
 * Unarmed damage (RULINGS §4): 1W6/2 rounded up without the skill "Waffenloser Kampf", + 1 per
 * level with it. The combat chapter's plain "1W6" for unarmed blows is the rougher rule the
 * skill description refines; the skill text is the one with numbers for both cases.
 *
 * @example
 * formatDamageDice(unarmedDamage(0)); // "1W6/2"
 * formatDamageDice(unarmedDamage(2)); // "1W6/2+2"
 */
export const unarmedDamage = (skillLevel = 0): DamageDice => ({
  count: 1,
  sides: 6,
  divisor: 2,
  bonus: Math.max(0, skillLevel),
});
