import type { EngineError } from "../../../errors.js";
import { invalidCondition } from "../../condition-refusals.js";
import type { TableSettings } from "../../table-settings.js";
import { DEATH_LEVEL, LOW_TP_TARGETS, lowTpLevel } from "../foka/fighter-state.js";
import { recoveryTp } from "../foka/tp-healing.js";
import { woundThreshold } from "../rounding.js";
import {
  type EwsBasicCondition,
  type EwsCondition,
  type EwsFokaCondition,
  MAX_CONDITION_WOUNDS,
} from "./condition.js";

/** A `set` to a condition play cannot reach: `invalid-condition` naming the field. */
const invalid = (field: string, value: string, allowed: string): EngineError =>
  invalidCondition(field, `${field} cannot be ${value} here (${allowed})`);

/** A whole number in `min..max`, else `invalid-condition` naming the field. */
function fieldInt(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalid(field, String(value), `${min}..${max}`);
  }
  return value;
}

const requireEqual = (field: string, value: number, expected: number): number =>
  fieldInt(field, value, expected, expected);

function validateBasic(c: EwsBasicCondition): void {
  fieldInt("wounds", c.wounds, 0, MAX_CONDITION_WOUNDS);
  fieldInt("woundThreshold", c.woundThreshold, 0, 100);
  if (c.status !== "active" && c.status !== "out") throw invalid("status", String(c.status), "active, out");
}

function validateFoka(c: EwsFokaCondition, table: TableSettings): void {
  const tpMax = fieldInt("attribute", c.attribute, 1, 100);
  requireEqual("tpMax", c.tpMax, tpMax);
  requireEqual("woundThreshold", c.woundThreshold, woundThreshold(tpMax));
  fieldInt("tp", c.tp, -5 * tpMax, tpMax);
  const wounds = fieldInt("wounds", c.wounds, 0, MAX_CONDITION_WOUNDS);
  const critical = fieldInt("criticalWounds", c.criticalWounds, 0, MAX_CONDITION_WOUNDS);
  const level = requireEqual("levelReached", c.levelReached, lowTpLevel(c.tp, tpMax));
  if (c.passedZero && c.tp > 0) throw invalid("passedZero", "true", "only at TP ≤ 0");
  if (c.status !== "active" && c.status !== "out" && c.status !== "dead") {
    throw invalid("status", String(c.status), "active, out, dead");
  }
  if (level >= DEATH_LEVEL && c.status !== "dead") throw invalid("status", c.status, "dead at ≤ −5 × TPmax");
  if (c.status === "dead" && c.pending.length > 0) throw invalid("pending", "a check", "none when dead");
  let previous = 0;
  for (const check of c.pending) {
    const l = fieldInt("pending.level", check.level, previous + 1, Math.min(level, DEATH_LEVEL - 1));
    requireEqual("pending.target", check.target, LOW_TP_TARGETS[l]!);
    const onFail = l === 1 ? "out" : "dead";
    if (check.onFail !== onFail) throw invalid("pending.onFail", String(check.onFail), onFail);
    previous = l;
  }
  fieldInt("woundRecoveryTp", c.woundRecoveryTp, 0, wounds > 0 ? recoveryTp(table, "wound") - 1 : 0);
  fieldInt(
    "criticalRecoveryTp",
    c.criticalRecoveryTp,
    0,
    critical > 0 ? recoveryTp(table, "critical") - 1 : 0,
  );
}

/**
 * Checks that a condition is one play can reach at this table (what the GM's `set` must give):
 * numbers in range and the FoKa fields consistent with each other (WS from the TP Eigenschaft, the
 * low-TP level from TP, checks only for levels reached, in order, recovery below the table's
 * thresholds). Throws `invalid-condition` naming the field; returns the condition.
 */
export function validateEwsCondition(condition: EwsCondition, table: TableSettings): EwsCondition {
  switch (condition.kind) {
    case "basic":
      validateBasic(condition);
      return condition;
    case "foka":
      validateFoka(condition, table);
      return condition;
  }
}
