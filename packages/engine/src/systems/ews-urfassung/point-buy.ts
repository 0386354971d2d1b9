import { EngineError, requireInt } from "../../errors.js";
import type { TableSettings } from "../table-settings.js";

/** Skills start at −6: anyone may use a skill at −6 unless it needs special knowledge. */
export const SKILL_START = -6;
/** The highest defensible skill level (a GM may waive it for the backstory). */
export const SKILL_CAP = 12;
/** Above this level a skill needs a reason in the backstory. */
export const SKILL_BACKSTORY_LEVEL = 6;
/** Special-knowledge skills cost a flat 2 more (so −6 costs 2). */
export const SPECIAL_KNOWLEDGE_COST = 2;
/** The GeP pool: 50 (good low power) to 250 (real high power). */
export const POOL_RANGE = { min: 50, max: 250 } as const;

/**
 * Half-GeP to raise a skill from `level − 1` to `level`: below ±0 ½, up to +3 1, up to +6 2, up to
 * +9 4, above +9 8. Counted in halves so everything stays an integer.
 */
function skillPointHalves(level: number): number {
  if (level <= 0) return 1;
  if (level <= 3) return 2;
  if (level <= 6) return 4;
  if (level <= 9) return 8;
  return 16;
}

/** GeP of the skill scheme from `from` to `to` (to ≥ from). */
function schemeCost(from: number, to: number): number {
  let halves = 0;
  for (let l = from + 1; l <= to; l++) halves += skillPointHalves(l);
  return halves / 2;
}

/**
 * GeP of a skill at `level` (from −6), special knowledge included.
 *
 * @example
 * skillCost(6, true); // 14 — 3 (−6…0) + 3 (…+3) + 6 (…+6) + 2
 * skillCost(-6); // 0
 */
export function skillCost(level: number, specialKnowledge = false): number {
  requireInt("level", level, SKILL_START, 100);
  return schemeCost(SKILL_START, level) + (specialKnowledge ? SPECIAL_KNOWLEDGE_COST : 0);
}

/**
 * GeP of a specialisation `level` points above its skill: the skill scheme counted from ±0
 * (a specialisation at +0 is just the skill).
 *
 * @example
 * specialisationCost(4); // 5 — 1 + 1 + 1 + 2
 */
export const specialisationCost = (level: number): number =>
  schemeCost(0, requireInt("level", level, 0, 100));

/**
 * GeP of a graded advantage (or, negated, a disadvantage) at `level`: the skill scheme with level
 * 0 set at −6 and counted up in step. `perLevel` is the simpler rule for expensive ones (5/Stufe).
 *
 * @example
 * gradedCost(6); // 3 (like a skill from −6 to ±0)
 * gradedCost(2, 5); // 10
 */
export function gradedCost(level: number, perLevel?: number): number {
  requireInt("level", level, 0, 100);
  if (perLevel !== undefined) return level * requireInt("perLevel", perLevel, 0, 1000);
  return schemeCost(SKILL_START, SKILL_START + level);
}

/**
 * Table option `urfassungAttributeSteps` `"a/b"` (default `"12/15"`, RULINGS §2): a point up to
 * a costs 6, up to b costs 9, above b costs 12.
 */
export function attributeSteps(table: TableSettings): readonly [number, number] {
  const raw = String(table.options.urfassungAttributeSteps ?? "12/15");
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(raw);
  const a = Number(match?.[1]);
  const b = Number(match?.[2]);
  if (!match || a > b) {
    throw new EngineError(
      "invalid-table-option",
      `urfassungAttributeSteps must look like 12/15, got ${raw}`,
      {
        option: "urfassungAttributeSteps",
        value: raw,
      },
    );
  }
  return [a, b];
}

/** GeP of the point that brings an attribute to `value`. */
const attributePoint = (value: number, [a, b]: readonly [number, number]): number =>
  value <= a ? 6 : value <= b ? 9 : 12;

/**
 * GeP of an attribute raised from its standard (12 for the average human, a species may differ) to
 * `value`; lowering it below the standard gives the same points back.
 *
 * @example
 * attributeCost(15, 12, PLAIN_TABLE); // 27 — three points at 9
 * attributeCost(9, 6, PLAIN_TABLE); // 18 — Tilkei's KO 9 on a Getarr standard of 6
 */
export function attributeCost(value: number, standard: number, table: TableSettings): number {
  requireInt("value", value, 0, 100);
  requireInt("standard", standard, 0, 100);
  const steps = attributeSteps(table);
  let cost = 0;
  for (let v = standard + 1; v <= value; v++) cost += attributePoint(v, steps);
  for (let v = value + 1; v <= standard; v++) cost -= attributePoint(v, steps);
  return cost;
}

/** Sub-attributes (Schadensresistenz, Gehör …) cost a third of a broad attribute, from their base. */
export const subAttributeCost = (value: number, standard: number, table: TableSettings): number =>
  attributeCost(value, standard, table) / 3;
