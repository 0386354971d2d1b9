import { EngineError, requireInt } from "../../errors.js";
import { noCheckDue } from "../condition-refusals.js";
import type { TableSettings } from "../table-settings.js";
import {
  currentConstitution,
  MAX_ACTIONS,
  MAX_BLEED_DUE,
  MAX_TP_CHANGE,
  type UrfassungCondition,
  type UrWound,
} from "./condition.js";
import { exhaustionInPlay } from "./condition-options.js";
import type { UrfassungOutcome } from "./condition-outcome.js";
import { dyingWithin, requireAlive, rest, restoreTp, settle, takeDamage, worsen } from "./condition-steps.js";
import { reached, roundsToDeath, type ThresholdId, thresholdRules } from "./hit-points.js";

/** Whether the exhaustion check is due: the option is on, the fighter is active and has acted KO times. */
export const exhaustionDue = (c: UrfassungCondition, table: TableSettings): boolean =>
  exhaustionInPlay(table) && c.status === "active" && c.actions >= currentConstitution(c);

/**
 * A threshold's SR check. Passed: the fighter goes on with the threshold's malus. Failed: 2/3 and
 * 1/3 knock out; 0 means dying within SR rounds, −SR within SR/3; −2 × SR is death. A threshold
 * reached only through stun knocks out but never kills.
 */
function thresholdCheck(
  c: UrfassungCondition,
  threshold: ThresholdId,
  passed: boolean,
  table: TableSettings,
): UrfassungCondition {
  if (!c.thresholdChecks.includes(threshold)) throw noCheckDue(`threshold-${threshold}`);
  const next = { ...c, thresholdChecks: c.thresholdChecks.filter((t) => t !== threshold) };
  if (passed) return next;
  const rule = thresholdRules("extended").find((r) => r.id === threshold);
  const stunOnly = !reached(threshold, c.tp, c.tpMax, c.resistance, table);
  if (!rule || stunOnly || rule.onFailure === "unconscious") return worsen(next, "out", table);
  if (rule.onFailure === "dead") return worsen(next, "dead", table);
  return dyingWithin(next, roundsToDeath(threshold, c.resistance) ?? 0, table);
}

function exhaustionCheck(c: UrfassungCondition, passed: boolean, table: TableSettings): UrfassungCondition {
  if (!exhaustionDue(c, table)) throw noCheckDue("exhaustion");
  const ko = currentConstitution(c);
  // KO never falls below 1: the check needs a value, and the text names no end to the spiral.
  const exhaustion = passed ? c.exhaustion : Math.min(c.exhaustion + 1, c.constitution - 1);
  return { ...c, actions: Math.max(0, c.actions - ko), exhaustion };
}

/**
 * Bleeding: the wound named (a due check's) or the first `count` bleeding wounds of the kind, those
 * owing exactly `intervals` first. Wounds that stopped: a wound no longer bleeds; a severe wound
 * "wird als eine normale Wunde behandelt" — it becomes a wound that bleeds as one (fresh clock).
 */
function bled(c: UrfassungCondition, o: Extract<UrfassungOutcome, { kind: "bled" }>, table: TableSettings) {
  requireAlive(c, "bled");
  requireInt("count", o.count, 0, 10);
  requireInt("intervals", o.intervals, 0, MAX_BLEED_DUE);
  requireInt("stillBleeding", o.stillBleeding, 0, o.count);
  requireInt("damage", o.damage, 0, o.count * o.intervals);
  const candidates = c.wounds.filter((w) => w.kind === o.woundKind && w.bleeding);
  let chosen: UrWound[];
  if (o.wound !== null) {
    // A due check is one wound's: count 1.
    requireInt("count", o.count, 1, 1);
    chosen = candidates.filter((w) => w.id === o.wound);
  } else {
    const exact = candidates.filter((w) => w.due === o.intervals);
    chosen = [...exact, ...candidates.filter((w) => w.due !== o.intervals)].slice(0, o.count);
  }
  if (chosen.length < o.count) {
    throw new EngineError("ur-not-bleeding", `Fewer than ${o.count} ${o.woundKind} wounds bleed`, {
      woundKind: o.woundKind,
      count: o.count,
    });
  }
  const stopped = new Set(chosen.slice(0, o.count - o.stillBleeding).map((w) => w.id));
  const owing = new Set(chosen.map((w) => w.id));
  const wounds = c.wounds.map((w): UrWound => {
    if (stopped.has(w.id)) {
      return w.kind === "severe"
        ? { ...w, kind: "wound", seconds: 0, due: 0 }
        : { ...w, bleeding: false, seconds: 0, due: 0 };
    }
    return owing.has(w.id) ? { ...w, due: Math.max(0, w.due - o.intervals) } : w;
  });
  return takeDamage(settle({ ...c, wounds }, table), o.damage, { stun: false, hit: false }, table);
}

/** A bandage on an unbandaged wound of the kind, a bleeding one first. */
function bandaged(
  c: UrfassungCondition,
  o: Extract<UrfassungOutcome, { kind: "bandaged" }>,
  table: TableSettings,
) {
  requireAlive(c, "bandaged");
  const open = c.wounds.filter((w) => w.kind === o.woundKind && !w.bandaged);
  const target = open.find((w) => w.bleeding) ?? open[0];
  if (!target) {
    throw new EngineError("ur-no-wound-to-bandage", `No unbandaged ${o.woundKind} wound`, {
      woundKind: o.woundKind,
    });
  }
  if (!o.stopsBleeding) return c;
  const wounds = c.wounds.map((w) =>
    w.id === target.id ? { ...w, bleeding: false, bandaged: true, seconds: 0, due: 0 } : w,
  );
  return restoreTp({ ...c, wounds }, o.tpRestored, table);
}

/** A week of healing: it rests the character, then TP come back or go. */
function healed(c: UrfassungCondition, tpChange: number, table: TableSettings): UrfassungCondition {
  requireAlive(c, "healed");
  requireInt("tpChange", tpChange, -MAX_TP_CHANGE, MAX_TP_CHANGE);
  const rested = rest({ ...c, healWeek: null }, table);
  return tpChange >= 0
    ? restoreTp(rested, tpChange, table)
    : takeDamage(rested, -tpChange, { stun: false, hit: false }, table);
}

/** The condition after a roll's outcome (see {@link UrfassungOutcome}). */
export function applyUrfassungOutcome(
  c: UrfassungCondition,
  o: UrfassungOutcome,
  table: TableSettings,
): UrfassungCondition {
  switch (o.kind) {
    case "hit":
      return takeDamage(c, o.damage, { stun: o.stun, hit: true }, table);
    case "acted": {
      requireAlive(c, "acted");
      // A new exchange: the daze of the last one has had its round.
      const actions = exhaustionInPlay(table) ? Math.min(MAX_ACTIONS, c.actions + 1) : c.actions;
      return settle({ ...c, stance: o.stance, actions, dazed: 0, dazeCheck: null }, table);
    }
    case "threshold-check":
      return thresholdCheck(c, o.threshold, o.passed, table);
    case "daze-check": {
      if (c.dazeCheck === null) throw noCheckDue("daze");
      return { ...c, dazeCheck: null, dazed: o.passed ? c.dazed : Math.max(c.dazed, c.dazeCheck) };
    }
    case "exhaustion-check":
      return exhaustionCheck(c, o.passed, table);
    case "bled":
      return bled(c, o, table);
    case "bandaged":
      return bandaged(c, o, table);
    case "healed":
      return healed(c, o.tpChange, table);
  }
}
