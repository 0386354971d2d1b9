import { faarConditionSchema } from "@spieltisch/protocol";
import type { ConditionFacts } from "../../lib/condition-facts.js";

/** A Faar condition as the sheet shows it: LP, injuries and Grauen. */
export function faarConditionFacts(condition: unknown): ConditionFacts | null {
  const c = faarConditionSchema.safeParse(condition);
  if (!c.success) return null;
  const d = c.data;
  return { kind: "faar", lp: d.lp, lpMax: d.lpMax, injuries: d.injuries.length, grauen: d.grauen };
}
