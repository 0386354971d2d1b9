import { ewsConditionSchema } from "@spieltisch/protocol";
import type { ConditionFacts } from "../../lib/condition-facts.js";

/** An EWS condition as the sheet shows it: the basic rules' wounds, or FoKa's TP and wounds. */
export function ewsConditionFacts(condition: unknown): ConditionFacts | null {
  const c = ewsConditionSchema.safeParse(condition);
  if (!c.success) return null;
  const d = c.data;
  return d.kind === "basic"
    ? { kind: "ews-basic", wounds: d.wounds, woundThreshold: d.woundThreshold }
    : {
        kind: "foka",
        tp: d.tp,
        tpMax: d.tpMax,
        woundThreshold: d.woundThreshold,
        wounds: d.wounds,
        criticalWounds: d.criticalWounds,
      };
}
