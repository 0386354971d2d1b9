import { urfassungConditionSchema } from "@spieltisch/protocol";
import type { ConditionFacts } from "../../lib/condition-facts.js";

/** An Urfassung condition as the sheet shows it: TP, wounds by kind, bleeding, stun, exhaustion. */
export function urfassungConditionFacts(condition: unknown): ConditionFacts | null {
  const c = urfassungConditionSchema.safeParse(condition);
  if (!c.success) return null;
  const d = c.data;
  return {
    kind: "urfassung",
    tp: d.tp,
    tpMax: d.tpMax,
    resistance: d.resistance,
    wounds: d.wounds.filter((w) => w.kind === "wound").length,
    severeWounds: d.wounds.filter((w) => w.kind === "severe").length,
    bleeding: d.wounds.filter((w) => w.bleeding).length,
    stun: d.stun,
    stunConverted: d.stunConverted ?? 0,
    exhaustion: d.exhaustion,
  };
}
