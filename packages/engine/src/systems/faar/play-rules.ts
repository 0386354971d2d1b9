import { EngineError, requireInt } from "../../errors.js";
import { assertNever } from "../../result.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { characterDead, noCheckDue } from "../condition-refusals.js";
import type { ConditionRules, DueCheck } from "../condition-rules.js";
import type { Modifier } from "../modifier.js";
import { CRITICAL_THRESHOLDS, criticalEffect, type DamageType, type HitZone } from "./critical.js";
import {
  GRAUEN_CONSEQUENCES,
  type GrauenConsequence,
  grauenPointsAfter,
  grauenTableDue,
} from "./grauen-table.js";
import { restHealing } from "./healing.js";
import {
  FAAR_INJURIES_MAX,
  FAAR_LP_MIN,
  type FaarCondition,
  faarStatus,
  GRAUEN_POINTS_MAX,
  requireLegalFaarCondition,
} from "./play-condition.js";
import type { FaarCommand, FaarCriticalLevel, FaarOutcome } from "./play-events.js";
import { FAAR_CONDITION_EXAMPLES } from "./play-examples.js";
import { faarSheetLifePoints } from "./play-sheet.js";
import {
  addRestriction,
  criticalRestriction,
  FUMBLE_RESTRICTION,
  faarForbids,
  restrictionsNextRound,
} from "./restrictions.js";

/** A fresh character: LP = ST + KO, no restrictions, no injuries, no Grauen. */
function initialCondition(sheet: CharacterEnvelope): FaarCondition {
  const lp = faarSheetLifePoints(sheet);
  return { lp, lpMax: lp, dead: false, restrictions: [], injuries: [], grauen: 0, grauenEffects: [] };
}

/** Refuses `change` (an outcome or command by name) to a dead character: only `set` and rounds are left. */
function requireAlive(c: FaarCondition, change: string): void {
  if (c.dead) throw characterDead(change);
}

function damage(c: FaarCondition, amount: number): FaarCondition {
  requireAlive(c, "damage");
  requireInt("amount", amount, 0, 10_000);
  return { ...c, lp: Math.max(FAAR_LP_MIN, c.lp - amount) };
}

/**
 * The critical-hit list's entry: 3 and 7 points restrict the next actions, 12 is a severe injury —
 * lethal when cut damage hits the head (the list's own check, `criticalEffect`).
 */
function critical(
  c: FaarCondition,
  type: DamageType,
  level: FaarCriticalLevel,
  zone: HitZone | null,
): FaarCondition {
  requireAlive(c, "critical");
  if (!CRITICAL_THRESHOLDS.includes(level)) {
    throw new EngineError("invalid-argument", `A critical level is 1, 3, 7 or 12, got ${level}`, {
      name: "level",
      value: String(level),
      min: 1,
      max: 12,
    });
  }
  if (zone !== null) requireInt("zone", zone, 1, 6);
  const effect = criticalEffect(type, level, zone ?? undefined);
  const restriction = criticalRestriction(effect.restriction);
  if (restriction) return { ...c, restrictions: addRestriction(c.restrictions, restriction) };
  if (effect.restriction !== "severe") return c;
  if (c.injuries.length >= FAAR_INJURIES_MAX) {
    throw new EngineError(
      "too-many-injuries",
      `A condition records at most ${FAAR_INJURIES_MAX} severe injuries`,
      {
        max: FAAR_INJURIES_MAX,
      },
    );
  }
  return { ...c, injuries: [...c.injuries, { type, zone }], dead: effect.lethal };
}

/**
 * A Grauen check, rolled at the condition's points (anything else is `grauen-points-mismatch`);
 * the table result must be there exactly when the new point makes five or more.
 */
function grauen(
  c: FaarCondition,
  pointsBefore: number,
  passed: boolean,
  consequence: GrauenConsequence | null,
): FaarCondition {
  requireAlive(c, "grauen");
  if (pointsBefore !== c.grauen) {
    throw new EngineError(
      "grauen-points-mismatch",
      `The Grauen check was rolled at ${pointsBefore} points, the character has ${c.grauen}`,
      { expected: c.grauen, got: pointsBefore },
    );
  }
  if ((consequence !== null) !== (!passed && grauenTableDue(c.grauen))) {
    throw new EngineError(
      "grauen-table-mismatch",
      "The consequence table is rolled when a failed check makes five points",
    );
  }
  const effects =
    consequence === null || consequence === "no-effect" || c.grauenEffects.includes(consequence)
      ? c.grauenEffects
      : [...c.grauenEffects, consequence];
  return {
    ...c,
    grauen: Math.min(GRAUEN_POINTS_MAX, grauenPointsAfter(c.grauen, passed, consequence)),
    grauenEffects: effects,
  };
}

function applyOutcome(c: FaarCondition, o: FaarOutcome): FaarCondition {
  switch (o.kind) {
    case "damage":
      return damage(c, o.amount);
    case "critical":
      return critical(c, o.type, o.level, o.zone);
    case "fumble":
      requireAlive(c, "fumble");
      return { ...c, restrictions: addRestriction(c.restrictions, FUMBLE_RESTRICTION) };
    case "grauen":
      return grauen(c, o.pointsBefore, o.passed, o.consequence);
    default:
      return assertNever(o);
  }
}

/** The GM's hand on a character: the dead take nothing but a new round and `set`. */
function applyCommand(c: FaarCondition, k: FaarCommand): FaarCondition {
  if (k.command !== "next-round" && k.command !== "set") requireAlive(c, k.command);
  switch (k.command) {
    case "damage":
      return damage(c, k.amount);
    case "heal":
      return { ...c, lp: Math.min(c.lpMax, c.lp + requireInt("amount", k.amount, 0, 10_000)) };
    case "rest":
      return { ...c, lp: restHealing({ current: c.lp, max: c.lpMax, days: k.days }) };
    case "next-round":
      return { ...c, restrictions: restrictionsNextRound(c.restrictions) };
    case "heal-injury": {
      if (!Number.isInteger(k.index) || k.index < 0 || k.index >= c.injuries.length) {
        throw new EngineError("no-such-injury", `There is no severe injury ${k.index}`, { index: k.index });
      }
      return { ...c, injuries: c.injuries.filter((_, i) => i !== k.index) };
    }
    case "grauen-relief":
      return { ...c, grauen: Math.max(0, c.grauen - requireInt("points", k.points, 0, GRAUEN_POINTS_MAX)) };
    case "clear-grauen-effect": {
      if (!GRAUEN_CONSEQUENCES.includes(k.effect) || !c.grauenEffects.includes(k.effect)) {
        throw new EngineError("no-such-grauen-effect", `The character does not suffer from ${k.effect}`, {
          effect: k.effect,
        });
      }
      return { ...c, grauenEffects: c.grauenEffects.filter((e) => e !== k.effect) };
    }
    case "set":
      return requireLegalFaarCondition(k.condition);
    default:
      return assertNever(k);
  }
}

/**
 * No modifiers, in any use: Faar has no wound mali ("erlittene Verletzungen rollenspielerisch
 * darstellen"); critical hits restrict what a character may do (`forbids`), and Grauen is played.
 */
const modifiersFrom = (): Modifier[] => [];

/** No check is ever due by itself: the GM calls for Grauen checks when something horrible happens. */
const dueChecks = (): DueCheck[] => [];

/**
 * The Faar play-state reducer (RULINGS §4): LP, critical-hit restrictions and severe injuries,
 * the fumble, rest healing and Grauen. See the system README for every field, outcome and command.
 *
 * @example
 * const c = faarConditions.initialCondition(dorn, PLAIN_TABLE); // lp 15
 * faarConditions.applyOutcome(c, { kind: "damage", amount: 8 }, PLAIN_TABLE).lp; // 7
 */
export const faarConditions: ConditionRules<FaarCondition, FaarOutcome, FaarCommand> = {
  initialCondition,
  modifiersFrom,
  applyOutcome,
  applyCommand,
  status: faarStatus,
  dueChecks,
  inverse: (before) => ({ command: "set", condition: before }),
  dueCheckOutcome: (check) => {
    throw noCheckDue(check.id);
  },
  forbids: faarForbids,
  vocabulary: {
    dueReasons: [],
    sources: [],
    errors: [
      "character-dead",
      "no-check-due",
      "invalid-condition",
      "invalid-argument",
      "missing-character-field",
      "too-many-injuries",
      "no-such-injury",
      "no-such-grauen-effect",
      "grauen-points-mismatch",
      "grauen-table-mismatch",
      "faar-no-actions",
      "faar-defence-only",
      "faar-no-attack",
    ],
  },
  examples: FAAR_CONDITION_EXAMPLES,
};
