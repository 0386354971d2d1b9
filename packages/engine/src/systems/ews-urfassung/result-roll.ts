import type { Rng } from "../../dice/rng.js";
import type { Dist } from "../../odds/distribution.js";
import { PM_W6, PM_W6_KRIT, rollPmW6 } from "../ews/pm-w6.js";
import { hasModule, type TableSettings } from "../table-settings.js";

/**
 * The Urfassung's bleeding and healing checks read the margin (TP per 3 points, stop at 21), so
 * they always roll and use the result: with krit a chain adds its full value (the contest form),
 * which is what a "6, 6" should mean for a margin.
 */
export function rollResult(
  effective: number,
  rng: Rng,
  table: TableSettings,
): { dice: number[]; result: number } {
  const roll = rollPmW6(rng, hasModule(table, "krit"));
  return { dice: [...roll.dice], result: effective + roll.bonus };
}

/** The exact distribution of {@link rollResult}. */
export const resultDist = (effective: number, table: TableSettings): Dist =>
  (hasModule(table, "krit") ? PM_W6_KRIT : PM_W6).shift(effective);
