import { assertNever } from "../../result.js";
import type { ConditionRole } from "../condition-rules.js";
import type { CriticalRestriction } from "./critical.js";
import {
  FAAR_RESTRICTION_KINDS,
  type FaarCondition,
  type FaarRestriction,
  type FaarRestrictionKind,
} from "./play-condition.js";

/**
 * The restriction of a critical hit: 3 points — no more actions this round (it ends with the
 * round); 7 points — "1 Runde lang" only defence rolls (the rest of this round and the next, so the
 * victim loses a turn wherever in the round the hit fell). The severe injury (12) is no
 * restriction but an injury.
 *
 * @example
 * criticalRestriction("defence-only-one-round"); // { kind: "defence-only", roundsLeft: 1 }
 */
export function criticalRestriction(restriction: CriticalRestriction): FaarRestriction | undefined {
  switch (restriction) {
    case "none":
    case "severe":
      return undefined;
    case "no-actions-this-round":
      return { kind: "no-actions", roundsLeft: 0 };
    case "defence-only-one-round":
      return { kind: "defence-only", roundsLeft: 1 };
    default:
      return assertNever(restriction);
  }
}

/**
 * The fumble's restriction: "Er kann in der folgenden Runde nicht angreifen" — no attack for the
 * rest of this round (the attack is spent anyway) and the next.
 */
export const FUMBLE_RESTRICTION: FaarRestriction = { kind: "no-attack", roundsLeft: 1 };

/**
 * Adds a restriction: one per kind, the longer one stays; kept in the order of
 * {@link FAAR_RESTRICTION_KINDS}, so equal conditions are equal objects.
 *
 * @example
 * addRestriction([{ kind: "no-attack", roundsLeft: 1 }], { kind: "no-actions", roundsLeft: 0 });
 * // [{ kind: "no-actions", roundsLeft: 0 }, { kind: "no-attack", roundsLeft: 1 }]
 */
export function addRestriction(list: readonly FaarRestriction[], added: FaarRestriction): FaarRestriction[] {
  const old = list.find((r) => r.kind === added.kind);
  const merged = old && old.roundsLeft >= added.roundsLeft ? old : added;
  return [...list.filter((r) => r.kind !== added.kind), merged].sort(
    (a, b) => FAAR_RESTRICTION_KINDS.indexOf(a.kind) - FAAR_RESTRICTION_KINDS.indexOf(b.kind),
  );
}

/**
 * A new round: restrictions with no rounds left end, the others count down.
 *
 * @example
 * restrictionsNextRound([{ kind: "no-actions", roundsLeft: 0 }, { kind: "no-attack", roundsLeft: 1 }]);
 * // [{ kind: "no-attack", roundsLeft: 0 }]
 */
export const restrictionsNextRound = (list: readonly FaarRestriction[]): FaarRestriction[] =>
  list.filter((r) => r.roundsLeft > 0).map((r) => ({ ...r, roundsLeft: r.roundsLeft - 1 }));

/** Which actions of the system a restriction forbids to the one who acts. */
function forbidden(kind: FaarRestrictionKind, action: string): boolean {
  switch (kind) {
    case "no-actions":
    case "defence-only":
      // Defence is the target's roll within the attacker's melee, so neither touches it; the
      // Grauen check is not an action but what the horror does to the mind.
      return action !== "grauen";
    case "no-attack":
      return action === "melee";
    default:
      return assertNever(kind);
  }
}

/**
 * The reason (a message code) a restriction keeps the character from `action` as `role`, or
 * undefined: as the actor, `no-actions` and `defence-only` forbid checks and attacks, `no-attack`
 * attacks; as the opponent (the defender of a melee) nothing is forbidden — defence rolls stay
 * allowed ("nur Verteidigungswürfe sind erlaubt").
 *
 * @example
 * faarForbids(condition, "melee", "actor"); // "faar-no-attack" after a fumble
 */
export function faarForbids(c: FaarCondition, action: string, role: ConditionRole): string | undefined {
  if (role === "opponent") return undefined;
  const r = c.restrictions.find((x) => forbidden(x.kind, action));
  return r && `faar-${r.kind}`;
}
