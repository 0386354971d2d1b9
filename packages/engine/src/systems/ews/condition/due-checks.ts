import type { DueCheck } from "../../condition-rules.js";
import type { DueCheck as LowTpCheck } from "../foka/fighter-state.js";
import type { EwsCondition } from "./condition.js";

/** The stable id of a low-TP check: `low-tp-<level>` (level 1: TP ≤ 0, 2: ≤ −TPmax, …). */
export const dueCheckId = (check: Pick<LowTpCheck, "level">): string => `low-tp-${check.level}`;

/**
 * The checks the condition makes due now, in the order the table rolls them: FoKa's low-TP checks
 * (RULINGS §1.8), each a `check` on the TP Eigenschaft against its target with no other mali.
 * `reason` is `low-tp-out` (a failure puts the character out of action) or `low-tp-death` (a
 * failure kills); `params` give the TP bound crossed (`threshold`), the level and the target.
 * The basic rules make nothing due.
 *
 * @example
 * // The soldier after Stahlkatze's 15 damage (TP −3): [{ id: "low-tp-1", action: "check", options: { value: 12, target: 12 }, … }]
 */
export function ewsDueChecks(condition: EwsCondition): DueCheck[] {
  switch (condition.kind) {
    case "basic":
      return [];
    case "foka":
      return condition.pending.map((check) => ({
        id: dueCheckId(check),
        reason: check.onFail === "out" ? "low-tp-out" : "low-tp-death",
        action: "check",
        options: { value: condition.attribute, target: check.target },
        params: { level: check.level, target: check.target, threshold: (1 - check.level) * condition.tpMax },
      }));
  }
}
