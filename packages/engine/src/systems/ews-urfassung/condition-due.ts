import { checkPassed } from "../check-passed.js";
import { dueCheckResult, noCheckDue } from "../condition-refusals.js";
import type { DueCheck } from "../condition-rules.js";
import { sumModifiers } from "../modifier.js";
import type { TableSettings } from "../table-settings.js";
import { currentConstitution, type UrfassungCondition } from "./condition.js";
import { exhaustionDue } from "./condition-apply-outcome.js";
import type { UrfassungOutcome } from "./condition-outcome.js";
import { exhaustionCheck } from "./exhaustion.js";
import { stunCheck, type ThresholdId, thresholdRules } from "./hit-points.js";
import { WOUND_KINDS, type WoundKind } from "./wounds.js";

/** The check options' `mod` is bounded; a larger malus fails every roll anyway. */
const MOD_BOUND = 1000;

const THRESHOLDS = thresholdRules("extended");

function thresholdChecks(c: UrfassungCondition): DueCheck[] {
  return c.thresholdChecks.flatMap((id) => {
    const rule = THRESHOLDS.find((r) => r.id === id);
    if (!rule) return [];
    return [
      {
        id: `threshold-${id}`,
        reason: "ur-threshold",
        action: "check",
        options: { value: c.resistance, target: rule.target },
        params: { threshold: id, target: rule.target },
      },
    ];
  });
}

function dazeChecks(c: UrfassungCondition): DueCheck[] {
  if (c.dazeCheck === null || c.status !== "active") return [];
  const check = stunCheck(currentConstitution(c), c.dazeCheck);
  const mod = Math.max(-MOD_BOUND, sumModifiers(check.modifiers));
  return [
    {
      id: "daze",
      reason: "ur-daze",
      action: "check",
      options: { value: check.value, target: check.target, mod },
      params: { damage: c.dazeCheck },
    },
  ];
}

/**
 * One check per bleeding wound that owes intervals, severe wounds first (every 10 s), each rolled
 * with the `bleed` action over the intervals it owes. A wound's check bears −3 for every further
 * wound the character has (bleeding or not, severe ones included; RULINGS §2); a severe wound's
 * check has no such malus (the text names none).
 */
function bleedingChecks(c: UrfassungCondition): DueCheck[] {
  const ko = currentConstitution(c);
  const further = -3 * (c.wounds.length - 1);
  return WOUND_KINDS.flatMap((kind) =>
    c.wounds
      .filter((w) => w.kind === kind && w.bleeding && w.due > 0)
      .map((w) => ({
        id: `bleeding-${w.id}`,
        reason: "ur-bleeding",
        action: "bleed",
        options: {
          constitution: ko,
          kind,
          count: 1,
          intervals: w.due,
          ...(kind === "wound" && further < 0 ? { mod: Math.max(-MOD_BOUND, further) } : {}),
        },
        params: { wound: w.id, woundKind: kind, intervals: w.due },
      })),
  );
}

function exhaustionChecks(c: UrfassungCondition, table: TableSettings): DueCheck[] {
  if (!exhaustionDue(c, table)) return [];
  const check = exhaustionCheck(currentConstitution(c), c.stance);
  return [
    {
      id: "exhaustion",
      reason: "ur-exhaustion",
      action: "check",
      options: { value: check.value, target: check.target },
      params: { actions: c.actions },
    },
  ];
}

function healingChecks(c: UrfassungCondition): DueCheck[] {
  const s = c.healWeek;
  if (s === null) return [];
  const wounds = c.wounds.filter((w) => w.kind === "wound").length;
  const severeWounds = c.wounds.length - wounds;
  const common = { constitution: currentConstitution(c), wounds, severeWounds };
  const options =
    s.mode === "travel"
      ? { mode: s.mode, exertion: s.exertion, ...common }
      : { mode: s.mode, physician: s.physician, equipment: s.equipment, ...common };
  return [{ id: "heal-week", reason: "ur-healing", action: "heal", options, params: { mode: s.mode } }];
}

/**
 * The checks due now, in the order the table rolls them: the thresholds' SR checks (mildest
 * first), the daze check, the bleeding checks, the exhaustion check, the week's healing check.
 */
export function urfassungDueChecks(c: UrfassungCondition, table: TableSettings): DueCheck[] {
  if (c.status === "dead") return [];
  return [
    ...thresholdChecks(c),
    ...dazeChecks(c),
    ...bleedingChecks(c),
    ...exhaustionChecks(c, table),
    ...healingChecks(c),
  ];
}

function field(from: unknown, name: string, where: string): unknown {
  const value =
    typeof from === "object" && from !== null
      ? Object.getOwnPropertyDescriptor(from, name)?.value
      : undefined;
  if (value === undefined) {
    throw dueCheckResult(name, `the ${where} has no ${name}`);
  }
  return value;
}

function numberField(from: unknown, name: string, where: string): number {
  const value = field(from, name, where);
  if (typeof value !== "number") {
    throw dueCheckResult(name, `the ${where}'s ${name} is not a number`);
  }
  return value;
}

const isThreshold = (v: unknown): v is ThresholdId => THRESHOLDS.some((r) => r.id === v);
const isWoundKind = (v: unknown): v is WoundKind => v === "wound" || v === "severe";

/**
 * The outcome of a rolled due check: the check's own result (`success` of a `check`, `damage` and
 * `bleeding` of a `bleed`, `tpChange` of a `heal`) read for the check it answers. A roll answering
 * a due check books this on the actor, and not its action's consequences.
 */
export function urfassungDueCheckOutcome(check: DueCheck, result: unknown): UrfassungOutcome {
  switch (check.reason) {
    case "ur-threshold": {
      const threshold = field(check.params, "threshold", "due check");
      if (!isThreshold(threshold)) {
        throw dueCheckResult("threshold", "unknown threshold");
      }
      return { kind: "threshold-check", threshold, passed: checkPassed(result) };
    }
    case "ur-daze":
      return { kind: "daze-check", passed: checkPassed(result) };
    case "ur-exhaustion":
      return { kind: "exhaustion-check", passed: checkPassed(result) };
    case "ur-bleeding": {
      const woundKind = field(check.params, "woundKind", "due check");
      if (!isWoundKind(woundKind)) {
        throw dueCheckResult("woundKind", "unknown wound kind");
      }
      return {
        kind: "bled",
        woundKind,
        wound: numberField(check.params, "wound", "due check"),
        count: 1,
        intervals: numberField(check.params, "intervals", "due check"),
        damage: numberField(result, "damage", "roll"),
        stillBleeding: numberField(result, "bleeding", "roll"),
      };
    }
    case "ur-healing":
      return { kind: "healed", tpChange: numberField(result, "tpChange", "roll") };
    default:
      throw noCheckDue(check.id);
  }
}
