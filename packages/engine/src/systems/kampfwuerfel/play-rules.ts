import { EngineError, requireInt } from "../../errors.js";
import { assertNever } from "../../result.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { checkPassed } from "../check-passed.js";
import { characterDead, noCheckDue } from "../condition-refusals.js";
import type { ConditionRole, ConditionRules, DueCheck } from "../condition-rules.js";
import type { Modifier } from "../modifier.js";
import { followsReadings, type TableSettings } from "../table-settings.js";
import { DEFAULT_NEED } from "./check.js";
import { heavyHit, heavyHitStart, KRAFT_CHECK_NEED, needsKraftCheck } from "./condition.js";
import { declare, startPhase, useReflex } from "./phase.js";
import {
  type KampfwuerfelCondition,
  KW_LP_MIN,
  type KwCheckKind,
  type KwUnconsciousCause,
  kraftCheckMayWait,
  kwCheckId,
  kwPhaseDice,
  kwStatus,
  requireLegalKampfwuerfelCondition,
} from "./play-condition.js";
import type { KampfwuerfelCommand, KampfwuerfelOutcome } from "./play-events.js";
import { KAMPFWUERFEL_CONDITION_EXAMPLES } from "./play-examples.js";
import { heavyHitsOn, kraftCheckMode } from "./play-options.js";
import { readKampfwuerfelSheet } from "./sheet.js";

const THRESHOLD_MIN = -1_000_000;

/**
 * A fresh fighter: full LP, awake, the heavy-hit threshold of a new fight (when the sheet has
 * Geschick and the factor), all KW of a Kampfphase, nothing due.
 */
function initialCondition(sheet: CharacterEnvelope): KampfwuerfelCondition {
  const s = readKampfwuerfelSheet(sheet);
  const track =
    s.geschick !== undefined && s.factor !== undefined
      ? heavyHitStart({ kraft: s.kraft, geschick: s.geschick, factor: s.factor, mod: s.heavyHitMod })
      : null;
  const condition: KampfwuerfelCondition = {
    lp: s.lp,
    lpMax: s.lp,
    dailyRegeneration: s.dailyRegeneration,
    kraft: s.kraft,
    unconscious: false,
    dead: false,
    heavyHit: track && { ...track, start: track.threshold },
    dice: {
      combatDice: s.combatDice,
      reflexDice: s.reflexDice,
      armorBE: s.armorBE,
      shieldBE: s.shieldBE,
      shieldSkill: s.shieldSkill,
      toughness: s.toughness,
    },
    extraBE: 0,
    kwLeft: 0,
    reflexUsed: false,
    pending: [],
    checksMade: 0,
  };
  return newPhase(condition);
}

/**
 * Drops the checks that can no longer be rolled (the fighter went down, healed above RLP …), a
 * stabilisation once the LP are 0 or more, and the cause of a knock-out once awake.
 */
function settle(c: KampfwuerfelCondition): KampfwuerfelCondition {
  let next = c;
  if (next.stabilised !== undefined && next.lp >= 0) {
    const { stabilised: _healed, ...rest } = next;
    next = rest;
  }
  if (next.unconsciousCause !== undefined && !next.unconscious) {
    const { unconsciousCause: _awake, ...rest } = next;
    next = rest;
  }
  const active = kwStatus(next) === "active";
  const pending = next.pending.filter((p) => (p.kind === "kraft" ? kraftCheckMayWait(next) : active));
  return pending.length === next.pending.length ? next : { ...next, pending };
}

/**
 * Knocks the fighter out, naming why (RULINGS §7) — unless already down (the first cause stands)
 * or under the readings before it, which named none.
 */
function knockOut(
  c: KampfwuerfelCondition,
  cause: KwUnconsciousCause,
  table: TableSettings,
): KampfwuerfelCondition {
  if (c.unconscious) return c;
  return followsReadings(table, 2)
    ? { ...c, unconscious: true, unconsciousCause: cause }
    : { ...c, unconscious: true };
}

function makeDue(c: KampfwuerfelCondition, kind: KwCheckKind): KampfwuerfelCondition {
  if (c.pending.some((p) => p.kind === kind)) return c;
  const n = c.checksMade + 1;
  return { ...c, checksMade: n, pending: [...c.pending, { kind, n }] };
}

/** Refuses `change` (an outcome or command by name) to a dead fighter: only `set` is left. */
function requireAlive(c: KampfwuerfelCondition, change: string): void {
  if (c.dead) throw characterDead(change);
}

function requireActive(c: KampfwuerfelCondition): void {
  const status = kwStatus(c);
  if (status !== "active") {
    throw new EngineError("character-not-active", `The character cannot act (${status})`, { status });
  }
}

/**
 * A hit of `sp` SP (after armour): off the LP; with the table's optional heavy-hit rule, a hit over
 * the threshold knocks out at once and one over K + G lowers the threshold, each naming its cause;
 * LP below the RLP make the Kraft check due (on every such hit, or once — table option), unless
 * the fighter is already down or below 0 LP. Fresh damage below 0 LP undoes a stabilisation.
 */
function hit(c: KampfwuerfelCondition, sp: number, table: TableSettings): KampfwuerfelCondition {
  requireAlive(c, "damage");
  requireInt("amount", sp, 0, 100_000);
  if (sp === 0) return c;
  const { stabilised: _undone, ...unhelped } = c;
  let next: KampfwuerfelCondition = { ...unhelped, lp: Math.max(KW_LP_MIN, c.lp - sp) };
  if (c.heavyHit && heavyHitsOn(table)) {
    const heavy = heavyHit(c.heavyHit, sp);
    const lowered = heavy.state.threshold !== c.heavyHit.threshold;
    next = {
      ...next,
      heavyHit: {
        ...c.heavyHit,
        threshold: Math.max(THRESHOLD_MIN, heavy.state.threshold),
        ...(lowered && followsReadings(table, 2) ? { loweredBy: sp } : {}),
      },
    };
    if (heavy.unconscious) {
      next = knockOut(next, { cause: "heavy-hit", damage: sp, threshold: c.heavyHit.threshold }, table);
    }
  }
  const crossed = !needsKraftCheck(c.lp, c.dailyRegeneration);
  if (kraftCheckMayWait(next) && (crossed || kraftCheckMode(table) === "every-hit")) {
    next = makeDue(next, "kraft");
  }
  return settle(next);
}

function heal(c: KampfwuerfelCondition, lp: number): KampfwuerfelCondition {
  requireAlive(c, "heal");
  return settle({ ...c, lp: Math.min(c.lpMax, c.lp + lp) });
}

function newPhase(c: KampfwuerfelCondition): KampfwuerfelCondition {
  const phase = startPhase(kwPhaseDice(c).combatDice);
  return settle({
    ...c,
    kwLeft: phase.dice,
    reflexUsed: phase.reflexUsed,
    pending: c.pending.filter((p) => p.kind !== "reflex"),
  });
}

function spend(c: KampfwuerfelCondition, dice: number): KampfwuerfelCondition {
  requireInt("dice", dice, 0, 1000);
  if (dice === 0) return c;
  requireActive(c);
  return { ...c, kwLeft: declare({ dice: c.kwLeft, reflexUsed: c.reflexUsed }, dice).dice };
}

/**
 * The reflex the fighter rolled (action `reflex`): "Übrigbehaltene Kampfwürfel verfallen nach einem
 * Reflexwurf für diese Kampfphase", once per phase (`reflex-used`). When the GM called it (the
 * `reflex` command: KW already gone, `reflex-<n>` pending), the roll answers that check instead.
 */
function reflexRolled(c: KampfwuerfelCondition): KampfwuerfelCondition {
  requireAlive(c, "reflex");
  requireActive(c);
  const called = c.pending.find((p) => p.kind === "reflex");
  if (called) return { ...c, pending: c.pending.filter((p) => p !== called) };
  const phase = useReflex({ dice: c.kwLeft, reflexUsed: c.reflexUsed });
  return { ...c, kwLeft: phase.dice, reflexUsed: phase.reflexUsed };
}

/**
 * What the condition forbids an active fighter: a second reflex roll in one Kampfphase
 * (`reflex-used`), unless the GM called the phase's reflex and it waits to be rolled; an attack
 * with no Kampfwürfel left in the Kampfphase (`kw-none-left`: "Der Agierende teilt die ihm für
 * jeweils eine Kampfphase zur Verfügung stehenden Kampfwürfel frei ein" — what an attack and
 * the defences of the phase spent is gone until the next phase).
 */
function forbids(c: KampfwuerfelCondition, action: string, role: ConditionRole): string | undefined {
  if (role !== "actor") return undefined;
  if (action === "melee") return c.kwLeft === 0 ? "kw-none-left" : undefined;
  if (action !== "reflex") return undefined;
  return c.reflexUsed && !c.pending.some((p) => p.kind === "reflex") ? "reflex-used" : undefined;
}

function checkRolled(
  c: KampfwuerfelCondition,
  id: string,
  passed: boolean,
  table: TableSettings,
): KampfwuerfelCondition {
  const due = c.pending.find((p) => kwCheckId(p) === id);
  if (!due) throw noCheckDue(id);
  const rest = { ...c, pending: c.pending.filter((p) => p !== due) };
  // A failed Kraft check: "bewusstlos zu Boden"; the reflex roll changes nothing here.
  return settle(due.kind === "kraft" && !passed ? knockOut(rest, { cause: "kraft-check" }, table) : rest);
}

/**
 * Days of rest: RLP a day up to the maximum, and a day wakes a fighter with LP ≥ 0. A dying
 * fighter (below 0 LP, not stabilised) is not resting but dying: rest heals nothing until the GM
 * says he was helped (`stabilise`) or did not make it (`die`), L37 — refused (`kw-dying`).
 */
function rest(c: KampfwuerfelCondition, days: number, table: TableSettings): KampfwuerfelCondition {
  requireInt("days", days, 0, 10_000);
  requireAlive(c, "rest");
  if (kwStatus(c) === "dying" && followsReadings(table, 2)) {
    throw new EngineError("kw-dying", `LP ${c.lp}: the fighter is dying and needs help first`, { lp: c.lp });
  }
  const rested = heal(c, days * c.dailyRegeneration);
  return days > 0 && rested.lp >= 0 ? settle({ ...rested, unconscious: false }) : rested;
}

function applyOutcome(
  c: KampfwuerfelCondition,
  o: KampfwuerfelOutcome,
  table: TableSettings,
): KampfwuerfelCondition {
  switch (o.kind) {
    case "damage":
      return hit(c, o.amount, table);
    case "spend-kw":
      return spend(c, o.dice);
    case "check":
      return checkRolled(c, o.id, o.passed, table);
    case "reflex":
      return reflexRolled(c);
    default:
      return assertNever(o);
  }
}

function applyCommand(
  c: KampfwuerfelCondition,
  k: KampfwuerfelCommand,
  table: TableSettings,
): KampfwuerfelCondition {
  switch (k.command) {
    case "damage":
      return hit(c, k.amount, table);
    case "heal":
      return heal(c, requireInt("amount", k.amount, 0, 100_000));
    case "rest":
      return rest(c, k.days, table);
    case "new-phase":
      return newPhase(c);
    case "new-fight":
      return newPhase(
        c.heavyHit
          ? {
              ...c,
              heavyHit: { base: c.heavyHit.base, start: c.heavyHit.start, threshold: c.heavyHit.start },
            }
          : c,
      );
    case "reflex": {
      requireActive(c);
      const phase = useReflex({ dice: c.kwLeft, reflexUsed: c.reflexUsed });
      return makeDue({ ...c, kwLeft: phase.dice, reflexUsed: phase.reflexUsed }, "reflex");
    }
    case "hindrance": {
      const next = { ...c, extraBE: requireInt("be", k.be, 0, 100) };
      return { ...next, kwLeft: Math.min(next.kwLeft, kwPhaseDice(next).combatDice) };
    }
    case "threshold": {
      if (!c.heavyHit) {
        throw new EngineError("no-heavy-hit-threshold", "The character has no heavy-hit threshold");
      }
      const threshold = requireInt("threshold", k.threshold, THRESHOLD_MIN, 1_000_000);
      // The GM's lowering is its own cause ("nach Ermessen des Spielleiters", L55).
      return { ...c, heavyHit: { base: c.heavyHit.base, start: c.heavyHit.start, threshold } };
    }
    case "wake":
      requireAlive(c, "wake");
      return settle({ ...c, unconscious: false });
    case "stabilise":
      if (kwStatus(c) !== "dying") {
        throw new EngineError("kw-not-dying", `The fighter is ${kwStatus(c)}, not dying`, {
          status: kwStatus(c),
        });
      }
      return settle({ ...c, stabilised: true, unconscious: true });
    case "die":
      return settle({ ...c, dead: true });
    case "set":
      return requireLegalKampfwuerfelCondition(k.condition);
    default:
      return assertNever(k);
  }
}

function dueChecks(c: KampfwuerfelCondition): DueCheck[] {
  return c.pending.map((p): DueCheck => {
    switch (p.kind) {
      case "kraft":
        return {
          id: kwCheckId(p),
          reason: "kraft",
          action: "check",
          options: { pool: c.kraft, need: KRAFT_CHECK_NEED },
          params: { lp: c.lp, dailyRegeneration: c.dailyRegeneration },
        };
      case "reflex":
        return {
          id: kwCheckId(p),
          reason: "reflex",
          action: "check",
          options: { pool: kwPhaseDice(c).reflexDice, need: DEFAULT_NEED },
        };
      default:
        return assertNever(p.kind);
    }
  });
}

/**
 * No modifiers, in any use. The unit would be dice, but the text's only burden on dice, the
 * Behinderung, shrinks the pool a fighter may declare from in a Kampfphase (`kwLeft`, the reflex
 * roll's pool), not a roll that was declared: a declared number of KW is rolled in full. LP cost
 * nothing on rolls; low LP make the Kraft check due instead.
 */
const modifiersFrom = (): Modifier[] => [];

/**
 * The Kampfwürfel play-state reducer (RULINGS §3): LP and the Kraft check, heavy hits, the KW of
 * a Kampfphase and Behinderung. See the system README for every field, outcome and command.
 *
 * @example
 * const c = kampfwuerfelConditions.initialCondition(brom, PLAIN_TABLE);
 * kampfwuerfelConditions.applyOutcome(c, { kind: "damage", amount: 26 }, PLAIN_TABLE).lp; // 4
 */
export const kampfwuerfelConditions: ConditionRules<
  KampfwuerfelCondition,
  KampfwuerfelOutcome,
  KampfwuerfelCommand
> = {
  initialCondition,
  modifiersFrom,
  applyOutcome,
  applyCommand,
  status: kwStatus,
  dueChecks,
  forbids,
  inverse: (before) => ({ command: "set", condition: before }),
  // Both checks are plain `check` rolls: their success is all that counts.
  dueCheckOutcome: (check, result) => ({ kind: "check", id: check.id, passed: checkPassed(result) }),
  vocabulary: {
    dueReasons: ["kraft", "reflex"],
    sources: [],
    errors: [
      "character-dead",
      "character-not-active",
      "no-check-due",
      "due-check-result",
      "invalid-condition",
      "invalid-argument",
      "invalid-table-option",
      "missing-character-field",
      "not-enough-dice",
      "reflex-used",
      "kw-none-left",
      "no-heavy-hit-threshold",
      "kw-dying",
      "kw-not-dying",
    ],
  },
  examples: KAMPFWUERFEL_CONDITION_EXAMPLES,
};
