import { EngineError, requireInt } from "../../errors.js";
import type { ConditionStatus } from "../condition-rules.js";
import type { TableSettings } from "../table-settings.js";
import { BLEED_RULES } from "./bleeding.js";
import { MAX_BLEED_DUE, MAX_ROUNDS, MAX_SECONDS, type UrfassungCondition } from "./condition.js";
import type { UrfassungCommand } from "./condition-command.js";
import { assertLegalUrfassungCondition, checkHealSituation } from "./condition-legal.js";
import { addWound, requireAlive, rest, restoreTp, settle, takeDamage, worsen } from "./condition-steps.js";

function requireStatus(c: UrfassungCondition, expected: ConditionStatus): void {
  if (c.status !== expected) {
    throw new EngineError("ur-status-mismatch", `The character is ${c.status}, not ${expected}`, {
      status: c.status,
      expected,
    });
  }
}

/** Every bleeding wound's clock runs: a check owed per full interval (a minute; 10 s when severe). */
function timePasses(c: UrfassungCondition, seconds: number): UrfassungCondition {
  requireInt("seconds", seconds, 0, MAX_SECONDS);
  if (c.status === "dead") return c;
  const wounds = c.wounds.map((w) => {
    if (!w.bleeding) return w;
    const interval = BLEED_RULES[w.kind].seconds;
    const total = w.seconds + seconds;
    return {
      ...w,
      seconds: total % interval,
      due: Math.min(MAX_BLEED_DUE, w.due + Math.floor(total / interval)),
    };
  });
  return { ...c, wounds };
}

function roundsPass(c: UrfassungCondition, rounds: number, table: TableSettings): UrfassungCondition {
  requireInt("rounds", rounds, 0, MAX_ROUNDS);
  if (c.status !== "dying" || c.dyingRounds === null) return c;
  const left = c.dyingRounds - rounds;
  return left <= 0 ? worsen(c, "dead", table) : { ...c, dyingRounds: left };
}

/**
 * A week of healing cannot begin while a wound bleeds (RULINGS §7): a week of an unbandaged
 * wound's bleeding would be thousands of checks, so the bleeding is settled first — bandaged, or
 * rolled until it stops (`ur-still-bleeding`, naming the first such wound).
 */
function requireNoBleeding(c: UrfassungCondition): void {
  const bleeding = c.wounds.find((w) => w.bleeding);
  if (bleeding) {
    throw new EngineError("ur-still-bleeding", `Wound ${bleeding.id} still bleeds: bandage it first`, {
      wound: bleeding.id,
      woundKind: bleeding.kind,
    });
  }
}

/** The condition after a GM's command (see {@link UrfassungCommand}). */
export function applyUrfassungCommand(
  c: UrfassungCondition,
  k: UrfassungCommand,
  table: TableSettings,
): UrfassungCondition {
  switch (k.command) {
    case "damage":
      return takeDamage(c, k.amount, { stun: k.stun ?? false, hit: k.hit ?? true }, table);
    case "heal":
      return restoreTp(c, k.amount, table);
    case "add-wound":
      requireAlive(c, "add-wound");
      return settle(addWound(c, k.woundKind), table);
    case "clear-wound": {
      if (!c.wounds.some((w) => w.id === k.wound)) {
        throw new EngineError("ur-unknown-wound", `No wound ${k.wound}`, { wound: k.wound });
      }
      return settle({ ...c, wounds: c.wounds.filter((w) => w.id !== k.wound) }, table);
    }
    case "time-passes":
      return timePasses(c, k.seconds);
    case "rounds-pass":
      return roundsPass(c, k.rounds, table);
    case "week-passes":
      requireAlive(c, "week-passes");
      checkHealSituation(k.situation);
      requireNoBleeding(c);
      return rest({ ...c, healWeek: k.situation }, table);
    case "rest":
      return rest(c, table);
    case "wake":
      requireStatus(c, "out");
      return settle({ ...c, status: "active" }, table);
    case "stabilise":
      requireStatus(c, "dying");
      return settle({ ...c, status: "out" }, table);
    case "set":
      assertLegalUrfassungCondition(k.condition, table);
      return k.condition;
  }
}
