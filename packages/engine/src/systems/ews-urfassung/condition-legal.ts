import { EngineError, requireInt } from "../../errors.js";
import { invalidCondition } from "../condition-refusals.js";
import type { TableSettings } from "../table-settings.js";
import { BLEED_RULES } from "./bleeding.js";
import {
  effectiveTp,
  type HealSituation,
  isUnhurt,
  MAX_ACTIONS,
  MAX_BLEED_DUE,
  MAX_DAMAGE,
  MAX_ROUNDS,
  MAX_STUN,
  MAX_WOUND_ID,
  MAX_WOUNDS,
  TP_FLOOR,
  type UrfassungCondition,
  type UrWound,
} from "./condition.js";
import { EXERTION_TARGET } from "./healing.js";
import { reached, thresholdRules } from "./hit-points.js";
import { STANCES } from "./manoeuvres.js";

const THRESHOLD_ORDER = thresholdRules("extended").map((r) => r.id);
const STATUSES = ["active", "out", "dying", "dead"];

const int = (v: number, min: number, max: number): boolean => Number.isInteger(v) && v >= min && v <= max;

/** The first problem of a wound, or null. */
function woundProblem(w: UrWound, nextWound: number): string | null {
  if (!int(w.id, 1, nextWound - 1)) return "id";
  if (w.kind !== "wound" && w.kind !== "severe") return "kind";
  if (w.bleeding && w.bandaged) return "bleeding";
  if (!int(w.seconds, 0, BLEED_RULES[w.kind].seconds - 1)) return "seconds";
  if (!int(w.due, 0, MAX_BLEED_DUE)) return "due";
  if (!w.bleeding && (w.seconds !== 0 || w.due !== 0)) return "due";
  return null;
}

/** The first problem of a healing week's situation, or null. */
function situationProblem(s: HealSituation): string | null {
  switch (s.mode) {
    case "travel":
      return Object.hasOwn(EXERTION_TARGET, s.exertion) ? null : "exertion";
    case "treatment":
      if (!int(s.physician, -1000, 1000)) return "physician";
      return int(s.equipment, -9, 9) ? null : "equipment";
  }
}

function pendingProblem(c: UrfassungCondition, table: TableSettings): string | null {
  const eff = effectiveTp(c);
  const order = c.thresholdChecks.map((t) => THRESHOLD_ORDER.indexOf(t));
  if (order.some((i, n) => i < 0 || (n > 0 && i <= order[n - 1]!))) return "thresholdChecks";
  if (c.thresholdChecks.some((t) => !reached(t, eff, c.tpMax, c.resistance, table))) return "thresholdChecks";
  if (c.dazeCheck !== null && (!int(c.dazeCheck, 1, MAX_DAMAGE) || c.status !== "active")) return "dazeCheck";
  if (!int(c.dazed, 0, MAX_DAMAGE) || (c.dazed > 0 && c.status !== "active")) return "dazed";
  if (c.healWeek !== null && (isUnhurt(c) || c.status === "dead" || situationProblem(c.healWeek)))
    return "healWeek";
  if (c.status === "dead" && (c.thresholdChecks.length > 0 || c.wounds.some((w) => w.due > 0)))
    return "status";
  return null;
}

/**
 * The first field of a condition that breaks the rules' invariants at a table, or null for a legal
 * one (the GM's `set` takes only legal conditions; the protocol schema has already checked the
 * shape).
 */
export function urfassungConditionProblem(c: UrfassungCondition, table: TableSettings): string | null {
  if (!int(c.resistance, 1, 100)) return "resistance";
  if (!int(c.constitution, 1, 100)) return "constitution";
  if (c.tpMax !== 2 * c.resistance) return "tpMax";
  if (!int(c.tp, TP_FLOOR, c.tpMax)) return "tp";
  if (!int(c.stun, 0, MAX_STUN)) return "stun";
  // Present only while positive, and never more than the stun it was converted from.
  if (c.stunConverted !== undefined && !int(c.stunConverted, 1, c.stun)) return "stunConverted";
  if (!int(c.nextWound, 1, MAX_WOUND_ID + 1)) return "nextWound";
  if (c.wounds.length > MAX_WOUNDS) return "wounds";
  if (new Set(c.wounds.map((w) => w.id)).size !== c.wounds.length) return "wounds";
  for (const w of c.wounds) if (woundProblem(w, c.nextWound)) return "wounds";
  if (!STATUSES.includes(c.status)) return "status";
  if ((c.status === "dying") !== (c.dyingRounds !== null)) return "dyingRounds";
  if (c.dyingRounds !== null && !int(c.dyingRounds, 1, MAX_ROUNDS)) return "dyingRounds";
  if (!int(c.exhaustion, 0, c.constitution - 1)) return "exhaustion";
  if (!int(c.actions, 0, MAX_ACTIONS)) return "actions";
  if (!STANCES.includes(c.stance)) return "stance";
  return pendingProblem(c, table);
}

/** Throws `invalid-condition` (naming the field) unless the condition is legal at the table. */
export function assertLegalUrfassungCondition(c: UrfassungCondition, table: TableSettings): void {
  const field = urfassungConditionProblem(c, table);
  if (field !== null) {
    throw invalidCondition(field, `${field} breaks the rules`);
  }
}

/** Throws for a healing week's situation outside its bounds (`invalid-argument`, `invalid-choice`). */
export function checkHealSituation(s: HealSituation): void {
  switch (s.mode) {
    case "travel":
      if (!Object.hasOwn(EXERTION_TARGET, s.exertion)) {
        throw new EngineError("invalid-choice", `Unknown exertion ${s.exertion}`, {
          option: "exertion",
          value: String(s.exertion),
        });
      }
      return;
    case "treatment":
      requireInt("physician", s.physician, -1000, 1000);
      requireInt("equipment", s.equipment, -9, 9);
  }
}
