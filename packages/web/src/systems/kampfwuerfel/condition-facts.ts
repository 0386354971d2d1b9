import { kampfwuerfelConditionSchema } from "@spieltisch/protocol";
import type { ConditionFacts } from "../../lib/condition-facts.js";

/** A Kampfwürfel condition as the sheet shows it: LP, the KW left, who is down and why. */
export function kampfwuerfelConditionFacts(condition: unknown): ConditionFacts | null {
  const c = kampfwuerfelConditionSchema.safeParse(condition);
  if (!c.success) return null;
  const d = c.data;
  return {
    kind: "kampfwuerfel",
    lp: d.lp,
    lpMax: d.lpMax,
    kwLeft: d.kwLeft,
    unconscious: d.unconscious,
    down: d.unconscious ? (d.unconsciousCause ?? null) : null,
    stabilised: d.stabilised === true,
    heavyHit: d.heavyHit
      ? {
          threshold: d.heavyHit.threshold,
          base: d.heavyHit.base,
          ...(d.heavyHit.loweredBy !== undefined ? { loweredBy: d.heavyHit.loweredBy } : {}),
        }
      : null,
  };
}
