import {
  CURRENT_READINGS,
  getSystem,
  isRuleReadings,
  type RuleReadings,
  type TableSettings,
} from "@spieltisch/engine";
import type { SideRole } from "../actions/adapter-sides.js";
import { conditionAfter, rollOutcomes } from "../actions/play-roll.js";
import type { ExportedEvent } from "../events/table-event.js";
import { normaliseTableOptions } from "../tables/stored-table-options.js";
import { canonicalJson } from "./canonical-json.js";
import type { EnteredRoll } from "./entered-roll.js";
import { jsonEqual } from "./json-equal.js";

/** What the check reads of a roll event. */
type AppliedRoll = Pick<
  Extract<ExportedEvent, { kind: "roll" }>,
  "applied" | "system" | "modules" | "houseRules" | "actor" | "opponent" | "dueCheck"
>;

/**
 * The conditions a log has for the sides of a booked roll that have no `applied` entry, by role
 * (verify's chain of each character's condition, issue #31).
 */
export type UnbookedSides = Partial<Record<SideRole, Record<string, unknown>>>;

/**
 * The readings in force when the third derivation came: a roll of it was booked under these or
 * later ones. A roll that booked no entry does not name its readings, so a side it left out is
 * only counted as changed when the roll changes it under each of these.
 */
const THIRD_DERIVATION_READINGS: RuleReadings = 2;

/**
 * Checks a roll's `applied` conditions against its recomputed result (CONTRACT §4/§5): each entry
 * names one of the roll's sides, and its `after` is exactly its `before` with what the roll books
 * on that side (the action's consequences, or the answered due check's outcome); with `unbooked`,
 * a side without an entry is one the roll left as it was (a booked roll writes an entry for every
 * side it changed) — also for a roll that bound `apply` and has no entry at all. Returns the
 * problem, or null when every entry checks out. Entries a player's export leaves out (a secret
 * NPC's) are not there to check.
 */
export function checkApplied(
  event: AppliedRoll,
  derived: EnteredRoll,
  unbooked?: UnbookedSides,
): string | null {
  const applied = event.applied ?? [];
  if (applied.length === 0 && unbooked === undefined) return null;
  if (applied.length > 0) {
    const readings = appliedReadings(applied);
    if (readings === null) return "applied entries name different readings";
    return checkUnder(event, applied, derived, unbooked, readings);
  }
  // No entry names the readings: a side counts as changed only when it is under every readings
  // the roll may have been booked under.
  let problem: string | null = null;
  for (let readings: number = THIRD_DERIVATION_READINGS; readings <= CURRENT_READINGS; readings++) {
    if (!isRuleReadings(readings)) continue;
    problem = checkUnder(event, applied, derived, unbooked, readings);
    if (problem === null) return null;
  }
  return problem;
}

/** {@link checkApplied} under one readings. */
function checkUnder(
  event: AppliedRoll,
  applied: NonNullable<AppliedRoll["applied"]>,
  derived: EnteredRoll,
  unbooked: UnbookedSides | undefined,
  readings: RuleReadings,
): string | null {
  const settings = {
    modules: event.modules,
    options: normaliseTableOptions(event.houseRules).options,
    readings,
  };
  const roleOf = (character: string): SideRole | undefined =>
    event.actor?.character === character
      ? "actor"
      : event.opponent?.character === character
        ? "opponent"
        : undefined;
  try {
    const actorBefore =
      applied.find((entry) => roleOf(entry.character) === "actor")?.before ?? unbooked?.actor;
    // A due check's roll that booked nothing, on an actor whose condition the log does not give:
    // nothing to check it against.
    if (event.dueCheck !== undefined && actorBefore === undefined && applied.length === 0) return null;
    const rules = getSystem(event.system).conditions;
    const dueCheck =
      event.dueCheck === undefined
        ? undefined
        : actorBefore && rules?.dueChecks(actorBefore, settings).find((check) => check.id === event.dueCheck);
    if (event.dueCheck !== undefined && !dueCheck) return `dueCheck ${event.dueCheck} was not due`;
    const outcomes = rollOutcomes(event.system, settings, derived, dueCheck || undefined);
    for (const [i, entry] of applied.entries()) {
      const role = roleOf(entry.character);
      if (role === undefined) return `applied.${i} names ${entry.character}, who is no side of the roll`;
      const expected = conditionAfter(event.system, settings, entry.before, outcomes[role], role);
      if (!jsonEqual(expected, entry.after)) {
        return `applied.${i}.after is ${canonicalJson(entry.after)}, the roll gives ${canonicalJson(expected)}`;
      }
    }
    for (const role of ["actor", "opponent"] as const) {
      const now = unbooked?.[role];
      if (now === undefined) continue;
      if (!jsonEqual(bookedOn(event.system, settings, now, outcomes[role], role), now)) {
        return `no applied entry for the ${role} ${String(event[role]?.character)}, whom the roll changes`;
      }
    }
  } catch (error) {
    return `applied cannot be recomputed: ${error instanceof Error ? error.message : String(error)}`;
  }
  return null;
}

/**
 * The readings a roll's `applied` entries were booked under (an entry without `readings` was
 * booked under the first), or null when the entries disagree: one roll books under one rule set.
 *
 * @example
 * appliedReadings([{ character: "c1", before: {}, after: {}, readings: 2 }]); // 2
 */
export function appliedReadings(applied: NonNullable<AppliedRoll["applied"]>): RuleReadings | null {
  const all = new Set(applied.map((entry): number => entry.readings ?? 1));
  const [only] = all;
  return all.size === 1 && isRuleReadings(only) ? only : null;
}

/**
 * What a roll books on a side without an entry; the condition itself where the rules refuse the
 * booking (the server would have refused the whole roll, so that is not the forgery looked for).
 */
function bookedOn(
  system: string,
  settings: TableSettings,
  condition: Record<string, unknown>,
  outcomes: readonly unknown[],
  role: SideRole,
): Record<string, unknown> {
  try {
    return conditionAfter(system, settings, condition, outcomes, role);
  } catch {
    return condition;
  }
}
