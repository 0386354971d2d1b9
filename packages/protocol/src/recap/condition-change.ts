import { type ConditionStatus, getSystem, isSystemId } from "@spieltisch/engine";
import { z } from "zod";
import { conditionSchemasOf } from "../conditions/registry.js";

/** The points a system's condition counts down: TP (EWS with FoKa, Urfassung) or LP (Kampfwürfel, Faar). */
export type PointsUnit = "tp" | "lp";

/**
 * What an evening's recap counts of a condition, whatever the system: its wounds (a count, or the
 * Urfassung's list of wounds) and its TP or LP. A system without either has neither.
 */
export interface ConditionMeasure {
  readonly wounds?: number;
  readonly points?: { readonly unit: PointsUnit; readonly value: number };
}

/** What a change did to a condition: wounds taken and healed, points lost and regained. */
export interface ConditionChange {
  readonly woundsTaken: number;
  readonly woundsHealed: number;
  readonly pointsLost: number;
  readonly pointsGained: number;
  readonly unit: PointsUnit | undefined;
}

const measureSchema = z.looseObject({
  wounds: z.union([z.number().int(), z.array(z.unknown())]).optional(),
  tp: z.number().optional(),
  lp: z.number().optional(),
});

/**
 * The wounds and points of a condition as JSON; nothing for a condition without them.
 *
 * @example
 * conditionMeasure({ kind: "foka", tp: 5, tpMax: 12, wounds: 1 }); // { wounds: 1, points: { unit: "tp", value: 5 } }
 */
export function conditionMeasure(condition: unknown): ConditionMeasure {
  const parsed = measureSchema.safeParse(condition);
  if (!parsed.success) return {};
  const { wounds, tp, lp } = parsed.data;
  return {
    ...(wounds !== undefined ? { wounds: typeof wounds === "number" ? wounds : wounds.length } : {}),
    ...(tp !== undefined
      ? { points: { unit: "tp" as const, value: tp } }
      : lp !== undefined
        ? { points: { unit: "lp" as const, value: lp } }
        : {}),
  };
}

/**
 * What one logged change (a roll's `applied` entry, a `condition` event) did, from its `before`
 * and `after`.
 *
 * @example
 * conditionChange({ wounds: 0, tp: 12 }, { wounds: 1, tp: 5 }); // { woundsTaken: 1, pointsLost: 7, unit: "tp", … }
 */
export function conditionChange(before: unknown, after: unknown): ConditionChange {
  const from = conditionMeasure(before);
  const to = conditionMeasure(after);
  const wounds = (to.wounds ?? 0) - (from.wounds ?? 0);
  const unit = to.points?.unit ?? from.points?.unit;
  const points = from.points && to.points ? to.points.value - from.points.value : 0;
  return {
    woundsTaken: Math.max(0, wounds),
    woundsHealed: Math.max(0, -wounds),
    pointsLost: Math.max(0, -points),
    pointsGained: Math.max(0, points),
    unit,
  };
}

/**
 * Whether a character with this condition can still act, as its system's rules say (`active`,
 * `out`, `dying`, `dead`); none for a system without play state or a condition that does not parse.
 */
export function conditionStatus(system: string, condition: unknown): ConditionStatus | undefined {
  if (!isSystemId(system)) return undefined;
  const rules = getSystem(system).conditions;
  const parsed = conditionSchemasOf(system)?.condition.safeParse(condition);
  return rules && parsed?.success ? rules.status(parsed.data) : undefined;
}
