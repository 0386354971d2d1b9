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

function roundsPass(c: UrfassungCondition, rounds: number): UrfassungCondition {
  requireInt("rounds", rounds, 0, MAX_ROUNDS);
  if (c.status !== "dying" || c.dyingRounds === null) return c;
  const left = c.dyingRounds - rounds;
  return left <= 0 ? worsen(c, "dead") : { ...c, dyingRounds: left };
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
      return restoreTp(c, k.amount);
    case "add-wound":
      requireAlive(c, "add-wound");
      return settle(addWound(c, k.woundKind));
    case "clear-wound": {
      if (!c.wounds.some((w) => w.id === k.wound)) {
        throw new EngineError("ur-unknown-wound", `No wound ${k.wound}`, { wound: k.wound });
      }
      return settle({ ...c, wounds: c.wounds.filter((w) => w.id !== k.wound) });
    }
    case "time-passes":
      return timePasses(c, k.seconds);
    case "rounds-pass":
      return roundsPass(c, k.rounds);
    case "week-passes":
      requireAlive(c, "week-passes");
      checkHealSituation(k.situation);
      return rest({ ...c, healWeek: k.situation });
    case "rest":
      return rest(c);
    case "wake":
      requireStatus(c, "out");
      return settle({ ...c, status: "active" });
    case "stabilise":
      requireStatus(c, "dying");
      return settle({ ...c, status: "out" });
    case "set":
      assertLegalUrfassungCondition(k.condition);
      return k.condition;
  }
}
