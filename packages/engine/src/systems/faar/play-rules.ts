import { EngineError, requireInt } from "../../errors.js";
import { assertNever } from "../../result.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { characterDead, noCheckDue } from "../condition-refusals.js";
import type { ConditionRules, DueCheck } from "../condition-rules.js";
import type { Modifier } from "../modifier.js";
import { followsReadings, type TableSettings } from "../table-settings.js";
import { CRITICAL_THRESHOLDS, criticalEffect, type DamageType, type HitZone } from "./critical.js";
import {
  GRAUEN_CONSEQUENCES,
  type GrauenConsequence,
  grauenPointsAfter,
  grauenTableDue,
} from "./grauen-table.js";
import { restEffect } from "./healing.js";
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
import { injuryRestDays } from "./table-options.js";

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
 * lethal when cut damage hits the head (the list's own check, `criticalEffect`). Each step includes
 * the lighter steps' effects (RULINGS §7, L113–L133): the 7-point "nur Verteidigungswürfe" for a
 * round holds the 3-point "keine Aktionen mehr" of this round (the same actions, longer), and the
 * 12-point injury comes with the 7-point restriction. The readings before §7 gave 12 no restriction.
 */
function critical(
  c: FaarCondition,
  type: DamageType,
  level: FaarCriticalLevel,
  zone: HitZone | null,
  table: TableSettings,
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
  const severe = effect.restriction === "severe";
  const restriction = criticalRestriction(
    severe && followsReadings(table, 2) ? "defence-only-one-round" : effect.restriction,
  );
  // The dead are past restricting (a cut of 12 to the head is "tödlich!").
  const restricted =
    restriction && !effect.lethal ? { ...c, restrictions: addRestriction(c.restrictions, restriction) } : c;
  if (!severe) return restricted;
  if (c.injuries.length >= FAAR_INJURIES_MAX) {
    throw new EngineError(
      "too-many-injuries",
      `A condition records at most ${FAAR_INJURIES_MAX} severe injuries`,
      {
        max: FAAR_INJURIES_MAX,
      },
    );
  }
  return { ...restricted, injuries: [...c.injuries, { type, zone }], dead: effect.lethal };
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

/** The condition with `restDays` days carried over (the field left out at 0, as before it existed). */
function withRestDays(c: FaarCondition, restDays: number): FaarCondition {
  const { restDays: _dropped, ...rest } = c;
  return restDays > 0 ? { ...rest, restDays } : rest;
}

/**
 * `days` of rest (`restEffect`): one LP a day, slowed while a severe injury is on record (table
 * option `faarInjuryRestDays`), the days short of the next LP carried over in `restDays`.
 */
function rest(c: FaarCondition, days: number, table: TableSettings): FaarCondition {
  requireAlive(c, "rest");
  const effect = restEffect(
    { current: c.lp, max: c.lpMax, days, injuries: c.injuries.length, restDays: c.restDays ?? 0 },
    injuryRestDays(table),
  );
  return withRestDays({ ...c, lp: effect.after }, effect.restDays);
}

/** The `rest` action's booking: the rest as the condition heals it, refused when the roll showed other LP. */
function restRolled(c: FaarCondition, days: number, lpAfter: number, table: TableSettings): FaarCondition {
  const next = rest(c, days, table);
  if (next.lp !== lpAfter) {
    throw new EngineError(
      "rest-mismatch",
      `The rest was reckoned to ${lpAfter} LP, the character's condition gives ${next.lp}`,
      { expected: next.lp, got: lpAfter },
    );
  }
  return next;
}

function applyOutcome(c: FaarCondition, o: FaarOutcome, table: TableSettings): FaarCondition {
  switch (o.kind) {
    case "damage":
      return damage(c, o.amount);
    case "critical":
      return critical(c, o.type, o.level, o.zone, table);
    case "fumble":
      requireAlive(c, "fumble");
      return { ...c, restrictions: addRestriction(c.restrictions, FUMBLE_RESTRICTION) };
    case "grauen":
      return grauen(c, o.pointsBefore, o.passed, o.consequence);
    case "rest":
      return restRolled(c, o.days, o.lpAfter, table);
    default:
      return assertNever(o);
  }
}

/** The GM's hand on a character: the dead take nothing but a new round and `set`. */
function applyCommand(c: FaarCondition, k: FaarCommand, table: TableSettings): FaarCondition {
  if (k.command !== "next-round" && k.command !== "set") requireAlive(c, k.command);
  switch (k.command) {
    case "damage":
      return damage(c, k.amount);
    case "heal":
      return { ...c, lp: Math.min(c.lpMax, c.lp + requireInt("amount", k.amount, 0, 10_000)) };
    case "rest":
      return rest(c, k.days, table);
    case "next-round":
      return { ...c, restrictions: restrictionsNextRound(c.restrictions) };
    case "heal-injury": {
      if (!Number.isInteger(k.index) || k.index < 0 || k.index >= c.injuries.length) {
        throw new EngineError("no-such-injury", `There is no severe injury ${k.index}`, { index: k.index });
      }
      const injuries = c.injuries.filter((_, i) => i !== k.index);
      // With the last severe injury dealt with, rest is no longer slowed: nothing carries over.
      return injuries.length === 0 ? withRestDays({ ...c, injuries }, 0) : { ...c, injuries };
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
      "rest-mismatch",
      "invalid-table-option",
    ],
  },
  examples: FAAR_CONDITION_EXAMPLES,
};
