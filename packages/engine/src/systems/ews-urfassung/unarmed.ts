import { EngineError, requireInt } from "../../errors.js";
import type { TableSettings } from "../table-settings.js";
import { woundFromHit } from "./wounds.js";

/**
 * The text's two ways stun (Erschöpfungsschaden) of Waffenloser Kampf becomes real damage (L120–121):
 * `over-constitution` — a third of the stun above KO; `wound-thresholds` — "alternativ (und
 * gefährlicher)", one point of real damage per wound threshold a blow passes.
 */
export type UnarmedVariant = "over-constitution" | "wound-thresholds";

/** Both variants, the default first (for schemas and loops). */
export const UNARMED_VARIANTS: readonly UnarmedVariant[] = ["over-constitution", "wound-thresholds"];

/** Table option `urfassungUnarmed` (default `over-constitution`, the text's first variant). */
export function unarmedVariant(table: TableSettings): UnarmedVariant {
  const option = table.options.urfassungUnarmed ?? "over-constitution";
  if (!(UNARMED_VARIANTS as readonly string[]).includes(option)) {
    throw new EngineError(
      "invalid-table-option",
      `urfassungUnarmed must be ${UNARMED_VARIANTS.join(" or ")}, got ${option}`,
      { option: "urfassungUnarmed", value: String(option) },
    );
  }
  return option as UnarmedVariant;
}

/**
 * The second variant: one point of real damage for each wound threshold a blow's stun passes.
 * Ruling: the thresholds are the two of "Wunden" (L77, L80) — more than a third of SR (a wound)
 * and SR itself (a severe wound), compared as for a blow of real damage (`woundFromHit`); so a
 * blow gives 0, 1 or 2 points, and no wound (the blow was unarmed).
 *
 * @example
 * unarmedThresholdDamage(6, 15); // 1 (6 > 15/3)
 * unarmedThresholdDamage(15, 15); // 2
 */
export function unarmedThresholdDamage(stunDamage: number, resistance: number): number {
  const kind = woundFromHit(
    requireInt("stunDamage", stunDamage, 0, 10_000),
    requireInt("resistance", resistance, 1, 100),
  );
  return kind === "severe" ? 2 : kind === "wound" ? 1 : 0;
}

/**
 * Waffenloser Kampf deals only Erschöpfungsschaden (stun) — the first variant. Once the stun damage exceeds KO, a
 * third of the excess (rounded down: only full thirds hurt) counts as real damage.
 *
 * @example
 * unarmedRealDamage(20, 12); // 2
 */
export function unarmedRealDamage(stunDamage: number, constitution: number): number {
  const over =
    requireInt("stunDamage", stunDamage, 0, 10_000) - requireInt("constitution", constitution, 0, 100);
  return over > 0 ? Math.floor(over / 3) : 0;
}

/**
 * Kneipenschlägerei: drunkards roll plain checks against 12 and nobody parries; the damage is the
 * margin over 12 (a miss deals none). Someone who really fights may still defend, the others not.
 *
 * @example
 * barBrawlDamage(16); // 4
 */
export const barBrawlDamage = (result: number): number => Math.max(0, requireInt("result", result) - 12);
