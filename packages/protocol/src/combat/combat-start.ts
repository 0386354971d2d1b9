import type { CombatJoin, CombatStart, Participant } from "./combat-command.js";
import { fightingAt } from "./combat-reducer.js";
import type { CombatState } from "./combat-state.js";
import { faarOrder, type InitiativeRule, type NamedValue } from "./initiative-rule.js";
import { initiativeRuleOf } from "./initiative-rule-of.js";

/** A character of the table as a fight needs it: its name, whether it is a secret NPC, its values. */
export interface CombatCharacter {
  readonly id: string;
  readonly name: string;
  readonly secret: boolean;
  readonly values: readonly NamedValue[];
}

/** The rolled 3W6 initiative (the `initiative` roll event's result): names in order with totals. */
export interface RolledInitiative {
  readonly order: readonly { readonly name: string; readonly total: number; readonly dexterity: number }[];
}

/** Why a `start` or `join` cannot be resolved, with the field it is about. */
export interface CombatStartProblem {
  readonly code:
    | "character-not-found"
    | "duplicate-participant"
    | "initiative-roll-mismatch"
    | "already-fighting";
  readonly path: readonly (string | number)[];
}

/** A resolved `start`, or the problem with it. */
export type CombatStartResolution =
  | { readonly ok: true; readonly command: CombatStart }
  | { readonly ok: false; readonly problem: CombatStartProblem };

/** The key a participant has in a rolled initiative: its character id, else its name. */
export const participantKey = (p: Participant): string => p.characterId ?? p.name ?? "";

/**
 * A GM's `start` made into the one the log keeps, the same on the server and at a local table:
 * each character's `name` and `secret` from its sheet, the table's initiative rule (see
 * `initiative-rule.ts`) applied, and the participants put in its order —
 * 3W6: the order of the named `initiative` roll (its totals, Geschicklichkeit as tie-break; the
 * roll must name each participant once, by {@link participantKey}); Faar: GE + IT from the sheets
 * (a bare name keeps the initiative the GM gave); the others: the GM's order and values as given.
 * `characters` finds a table character by id (undefined: none, or not one this member may name).
 *
 * @example
 * resolveCombatStart("faar", { command: "start", participants: [{ characterId: "c1" }] }, find);
 * // { ok: true, command: { command: "start", rule: "faar-ge-it", participants: [{ characterId: "c1", name: "Dorn", initiative: 13, tieBreak: 7 }] } }
 */
export function resolveCombatStart(
  system: string,
  start: CombatStart,
  characters: (id: string) => CombatCharacter | undefined,
  rolled?: RolledInitiative,
): CombatStartResolution {
  const rule = initiativeRuleOf(system);
  const resolved = resolveParticipants(rule, start.participants, characters, rolled);
  if (!resolved.ok) return resolved;
  const command: CombatStart = {
    command: "start",
    participants: resolved.participants,
    rule,
    ...(start.initiativeRoll !== undefined ? { initiativeRoll: start.initiativeRoll } : {}),
  };
  return { ok: true, command };
}

/** A resolved `join`, or the problem with it. */
export type CombatJoinResolution =
  | { readonly ok: true; readonly command: CombatJoin }
  | { readonly ok: false; readonly problem: CombatStartProblem };

/**
 * A GM's `join` made into the one the log keeps, by the same rules as a `start` (see
 * {@link resolveCombatStart}): names and secrecy from the sheets, the newcomers' initiative by the
 * table's rule — Faar GE + IT from their sheets, 3W6 from the named `initiative` roll (which must
 * name each newcomer once), the others as the GM gives it (none: they join at the end). A
 * newcomer already in the fight is `already-fighting`.
 *
 * @example
 * resolveCombatJoin("faar", state, { command: "join", participants: [{ characterId: "c4" }] }, find);
 * // { ok: true, command: { command: "join", participants: [{ characterId: "c4", name: "Wolf", initiative: 18, tieBreak: 9 }] } }
 */
export function resolveCombatJoin(
  system: string,
  state: CombatState,
  join: CombatJoin,
  characters: (id: string) => CombatCharacter | undefined,
  rolled?: RolledInitiative,
): CombatJoinResolution {
  const fighting = join.participants.findIndex((p) => fightingAt(state, p) >= 0);
  if (fighting >= 0) {
    return { ok: false, problem: { code: "already-fighting", path: ["participants", fighting] } };
  }
  const resolved = resolveParticipants(initiativeRuleOf(system), join.participants, characters, rolled);
  if (!resolved.ok) return resolved;
  const command: CombatJoin = {
    command: "join",
    participants: resolved.participants,
    ...(join.initiativeRoll !== undefined ? { initiativeRoll: join.initiativeRoll } : {}),
  };
  return { ok: true, command };
}

/** The participants with their sheets' names and secrecy, in the order and with the initiative of the rule. */
function resolveParticipants(
  rule: InitiativeRule,
  participants: readonly Participant[],
  characters: (id: string) => CombatCharacter | undefined,
  rolled: RolledInitiative | undefined,
):
  | { readonly ok: true; readonly participants: Participant[] }
  | { readonly ok: false; readonly problem: CombatStartProblem } {
  const seen = new Set<string>();
  const found: (CombatCharacter | undefined)[] = [];
  const filled: Participant[] = [];
  for (const [i, p] of participants.entries()) {
    const key = participantKey(p);
    if (seen.has(key)) {
      return { ok: false, problem: { code: "duplicate-participant", path: ["participants", i] } };
    }
    seen.add(key);
    const character = p.characterId === undefined ? undefined : characters(p.characterId);
    if (p.characterId !== undefined && !character) {
      return {
        ok: false,
        problem: { code: "character-not-found", path: ["participants", i, "characterId"] },
      };
    }
    found.push(character);
    const { secret: _ignored, ...given } = p;
    filled.push(
      character
        ? { ...given, name: character.name, ...(character.secret ? { secret: true } : {}) }
        : { ...given },
    );
  }
  let ordered = filled;
  if (rule === "3w6-roll" && rolled) {
    const byKey = new Map(filled.map((p) => [participantKey(p), p]));
    const keys = rolled.order.map((e) => e.name);
    if (
      keys.length !== filled.length ||
      keys.some((k) => !byKey.has(k)) ||
      new Set(keys).size !== keys.length
    ) {
      return { ok: false, problem: { code: "initiative-roll-mismatch", path: ["initiativeRoll"] } };
    }
    ordered = rolled.order.map((e) => ({
      ...byKey.get(e.name)!,
      initiative: e.total,
      tieBreak: e.dexterity,
    }));
  } else if (rule === "faar-ge-it") {
    const withSheets = filled.map((p, i) => ({ p, character: found[i] }));
    // Bare names take part with the initiative the GM gave (as GE + IT, GE unknown).
    const sheets = withSheets.map(({ p, character }) =>
      character ? character.values : [{ name: "IT", kind: "Kampfwert", value: p.initiative ?? 0 }],
    );
    ordered = faarOrder(sheets).map(({ index, initiative, ge }) => ({
      ...withSheets[index]!.p,
      initiative,
      ...(withSheets[index]!.character ? { tieBreak: ge } : {}),
    }));
  }
  return { ok: true, participants: ordered };
}
