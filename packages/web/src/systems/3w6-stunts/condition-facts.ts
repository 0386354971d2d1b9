import { stuntsConditionSchema } from "@spieltisch/protocol";
import type { ConditionFacts } from "../../lib/condition-facts.js";

/** A 3W6 + Stunts condition as the sheet shows it: whose turn, which actions are used. */
export function stuntsConditionFacts(condition: unknown): ConditionFacts | null {
  const c = stuntsConditionSchema.safeParse(condition);
  return c.success ? { kind: "stunts", ...c.data } : null;
}
