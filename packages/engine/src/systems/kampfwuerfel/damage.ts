import { EngineError, requireInt } from "../../errors.js";
import type { TableSettings } from "../table-settings.js";

/** The Basisschaden ratio `a – b`: each 5 of the attack deals a SP, each 6 deals b SP. */
export interface DamageRatio {
  readonly five: number;
  readonly six: number;
}

/**
 * Parses "2-3" (or "2–3", "2 – 3") into a ratio.
 *
 * @example
 * parseDamageRatio("2 – 3"); // { five: 2, six: 3 }
 */
export function parseDamageRatio(text: string): DamageRatio {
  const match = /^\s*(\d{1,3})\s*[-–]\s*(\d{1,3})\s*$/.exec(text);
  if (!match) {
    throw new EngineError("bad-damage-ratio", `A damage ratio looks like 2-3, got "${text}"`, {
      value: text,
    });
  }
  return { five: Number(match[1]), six: Number(match[2]) };
}

/**
 * Basisschaden of an attack's successes.
 *
 * @example
 * baseDamage({ five: 2, six: 3 }, 2, 1); // 7 — two fives at 2, one six at 3
 */
export const baseDamage = (ratio: DamageRatio, fives: number, sixes: number): number =>
  ratio.five * fives + ratio.six * sixes;

/** A weapon's Fertigkeitsschaden: skill × the Erfahrungswert's factor, the skill counted up to the weapon's cap. */
export interface SkillDamage {
  readonly skill: number;
  readonly factor: number;
  /** Up to which skill value this weapon turns skill into damage. */
  readonly cap: number;
}

/** @example skillDamage({ skill: 7, factor: 2, cap: 5 }); // 10 */
export const skillDamage = (s: SkillDamage): number =>
  Math.min(requireInt("skill", s.skill, 0, 1000), requireInt("cap", s.cap, 0, 1000)) *
  requireInt("factor", s.factor, 0, 100);

/**
 * Zusatzschaden (the weapon's personality value, as entered on the sheet) only counts for a
 * fighter with at least one point in the weapon skill.
 */
export const extraDamage = (extra: number, weaponSkill: number): number =>
  weaponSkill >= 1 ? requireInt("extra", extra, 0, 1000) : 0;

/** Table option `kampfwuerfelArmorRounding`: `down` (default, RULINGS §3), `nearest` (halves up) or `up`. */
export type ArmorRounding = "down" | "nearest" | "up";

function roundingOf(table: TableSettings): ArmorRounding {
  const r = table.options.kampfwuerfelArmorRounding ?? "down";
  if (r !== "down" && r !== "nearest" && r !== "up") {
    throw new EngineError(
      "invalid-table-option",
      `kampfwuerfelArmorRounding must be down, nearest or up, got ${r}`,
      {
        option: "kampfwuerfelArmorRounding",
        value: String(r),
      },
    );
  }
  return r;
}

/**
 * Gesamtschutz = (sum of all armour values) / 3, rounded per the table (down by default).
 *
 * @example
 * totalProtection([3, 2, 2], PLAIN_TABLE); // 2
 */
export function totalProtection(armorValues: readonly number[], table: TableSettings): number {
  const sum = armorValues.reduce((s, v) => s + requireInt("armor", v, 0, 1000), 0);
  switch (roundingOf(table)) {
    case "down":
      return Math.floor(sum / 3);
    case "nearest":
      return Math.floor((2 * sum + 3) / 6);
    case "up":
      return Math.ceil(sum / 3);
  }
}

/** An armour piece with its RS per body zone (a targeted attack uses only the zone's RS). */
export interface ArmorPiece {
  readonly name: string;
  /** Its value in the Gesamtschutz sum. */
  readonly value: number;
  readonly zones?: Readonly<Record<string, number>>;
}

/** RS of one zone: the sum of what the pieces give that zone. */
export const zoneProtection = (pieces: readonly ArmorPiece[], zone: string): number =>
  pieces.reduce((s, p) => s + (p.zones?.[zone] ?? 0), 0);
