import {
  type DueCheck,
  findSheetValue,
  getSystem,
  type Modifier,
  type RollConsequences,
  type TableSettings,
} from "@spieltisch/engine";
import {
  type AnyActionAdapter,
  type AppliedCondition,
  fillSide,
  type RollSide,
  type SideModifiers,
  type SideRole,
  sideModifiers,
} from "@spieltisch/protocol";
import { ApiError } from "../errors.js";
import { adapterFor, parseActionOptions, rollSidesOf } from "../fairness/derive-roll.js";
import type { PlayCharacter } from "./play-characters.js";
import { playRefusal, underRules } from "./play-refusal.js";
import type { TableSettingsRow } from "./tables.js";

/** What a roll or odds body says about play (CONTRACT §4), besides the action's options. */
export interface PlayRefs {
  readonly actor?: string | undefined;
  readonly opponent?: string | undefined;
  /** A sheet value's name for the actor's value option. */
  readonly skill?: string | undefined;
  readonly opponentSkill?: string | undefined;
  readonly dueCheck?: string | undefined;
}

/** The characters of a roll's sides, loaded. */
export interface PlaySides {
  readonly actor?: PlayCharacter | undefined;
  readonly opponent?: PlayCharacter | undefined;
}

/** One side of a prepared roll: its character and what its condition adds. */
export interface PreparedSide {
  readonly character: PlayCharacter;
  readonly modifiers: Modifier[];
}

/** A roll or odds request with its sides filled in and checked, ready for the engine. */
export interface PreparedPlay {
  readonly adapter: AnyActionAdapter;
  /** The action's options after the adapter's schema, sheet values and condition filled in. */
  readonly options: Record<string, unknown>;
  readonly actor?: PreparedSide;
  readonly opponent?: PreparedSide;
  /** The sides' modifiers as the roll derivation hashes them (undefined: none). */
  readonly sides: SideModifiers | undefined;
  /** The actor's due check this roll answers. */
  readonly dueCheck?: DueCheck;
}

const ROLES: readonly SideRole[] = ["actor", "opponent"];
const SKILL_FIELD = { actor: "skill", opponent: "opponentSkill" } as const;

/**
 * Builds a roll or odds request of play (CONTRACT §4) from the body and the sides' characters as
 * they are now: the due check's action and options, the sheet values named by `skill` /
 * `opponentSkill`, the condition's options, the action's schema, whether each acting side may
 * act, and the modifiers each condition adds. Pure: the caller loads the characters (inside the
 * commit for a roll, so the modifiers are those of the condition the roll lands on).
 */
export function preparePlay(
  table: TableSettingsRow,
  settings: TableSettings,
  action: string,
  rawOptions: Readonly<Record<string, unknown>>,
  refs: PlayRefs,
  characters: PlaySides,
): PreparedPlay {
  const rules = getSystem(table.system).conditions;
  let raw: Record<string, unknown> = { ...rawOptions };
  const dueCheck =
    refs.dueCheck === undefined ? undefined : findDueCheck(refs.dueCheck, characters.actor, settings);
  if (dueCheck) {
    if (action !== dueCheck.action) {
      throw playRefusal("due-check-mismatch", { id: dueCheck.id, field: "action" }, ["action"]);
    }
    for (const [key, value] of Object.entries(dueCheck.options)) {
      if (raw[key] !== undefined && raw[key] !== value) {
        throw playRefusal("due-check-mismatch", { id: dueCheck.id, field: key }, [key]);
      }
    }
    raw = { ...raw, ...dueCheck.options };
  }
  const adapter = adapterFor(table.system, action);
  for (const role of ROLES) {
    const character = characters[role];
    const skill = role === "actor" ? refs.skill : refs.opponentSkill;
    if (character === undefined) {
      if (skill !== undefined) {
        throw new ApiError(400, "invalid-body", `${SKILL_FIELD[role]} needs ${role}`, [SKILL_FIELD[role]]);
      }
      continue;
    }
    if (!adapter.sides?.[role]) {
      throw new ApiError(400, "invalid-body", `The action "${action}" has no ${role}`, [role]);
    }
    const value = skill === undefined ? undefined : sheetValue(table, settings, character, skill, role);
    const filled = fillSide(adapter, role, raw, {
      ...(value !== undefined ? { value } : {}),
      ...(character.condition !== null ? { condition: character.condition } : {}),
    });
    if (!filled.ok) {
      throw filled.problem === "value-given"
        ? new ApiError(400, "invalid-body", `${SKILL_FIELD[role]} and ${filled.option} both give the value`, [
            filled.option,
          ])
        : new ApiError(400, "invalid-body", `The ${role}'s value is no option of "${action}"`, [
            SKILL_FIELD[role],
          ]);
    }
    raw = filled.options;
  }
  const options = parseActionOptions(table.system, action, raw, table.modules);
  const prepared: Partial<Record<SideRole, PreparedSide>> = {};
  for (const role of ROLES) {
    const character = characters[role];
    if (!character) continue;
    const condition = character.condition;
    if (rules && condition !== null && adapter.sides?.[role]?.acts && !dueCheck) {
      const status = rules.status(condition);
      if (status !== "active") throw playRefusal("character-not-active", { status }, [role]);
      const forbidden = rules.forbids?.(condition, action, role);
      if (forbidden !== undefined) throw playRefusal(forbidden, {}, [role]);
    }
    const modifiers =
      condition === null
        ? []
        : underRules([role], () =>
            sideModifiers(table.system, adapter, role, options, condition, settings, dueCheck !== undefined),
          );
    prepared[role] = { character, modifiers };
  }
  return {
    adapter,
    options,
    ...prepared,
    sides: rollSidesOf(prepared.actor?.modifiers, prepared.opponent?.modifiers),
    ...(dueCheck ? { dueCheck } : {}),
  };
}

/** The actor's due check with this id, or 422 `no-check-due` (400 without an actor). */
function findDueCheck(id: string, actor: PlayCharacter | undefined, settings: TableSettings): DueCheck {
  if (!actor) throw new ApiError(400, "invalid-body", "dueCheck needs actor", ["dueCheck"]);
  const rules = getSystem(actor.sheet.system).conditions;
  const check =
    rules && actor.condition !== null
      ? rules.dueChecks(actor.condition, settings).find((c) => c.id === id)
      : undefined;
  if (!check) throw playRefusal("no-check-due", { id }, ["dueCheck"]);
  return check;
}

/** The value `name` on a side's sheet, or 422 `unknown-sheet-value` naming the side's field. */
function sheetValue(
  table: TableSettingsRow,
  settings: TableSettings,
  character: PlayCharacter,
  name: string,
  role: SideRole,
): number {
  const values = getSystem(table.system).characters?.values(character.sheet, settings) ?? [];
  const found = findSheetValue(values, name);
  if (!found) {
    throw playRefusal("unknown-sheet-value", { character: character.sheet.name, name }, [SKILL_FIELD[role]]);
  }
  return found.value;
}

/** A prepared side as the roll event and the odds answer show it (CONTRACT §4). */
export const rollSideJson = (side: PreparedSide): RollSide => ({
  character: side.character.id,
  name: side.character.sheet.name,
  modifiers: side.modifiers.map((m) => ({ amount: m.amount, source: m.source })),
  ...(side.character.secret ? { secret: true as const } : {}),
});

/**
 * What a roll books on each side: a due check's outcome on the actor (the rules'
 * `dueCheckOutcome`), else the action's consequences.
 */
export function rollOutcomes(
  system: string,
  settings: TableSettings,
  derived: { readonly result: unknown; readonly consequences: RollConsequences<unknown> },
  dueCheck: DueCheck | undefined,
): RollConsequences<unknown> {
  const rules = getSystem(system).conditions;
  if (!dueCheck || !rules) return derived.consequences;
  return {
    actor: [underRules(["dueCheck"], () => rules.dueCheckOutcome(dueCheck, derived.result, settings))],
    opponent: [],
  };
}

/**
 * A condition after a roll's outcomes for one side, folded through the system's rules; a
 * refusal (a dead character) is 422 at the side's field.
 */
export function conditionAfter(
  system: string,
  settings: TableSettings,
  before: Record<string, unknown>,
  outcomes: readonly unknown[],
  role: SideRole,
): Record<string, unknown> {
  const rules = getSystem(system).conditions;
  if (!rules) return before;
  return outcomes.reduce<Record<string, unknown>>(
    (condition, outcome) => underRules([role], () => rules.applyOutcome(condition, outcome, settings)),
    before,
  );
}

/**
 * The `applied` entries of a roll with `apply` (CONTRACT §4): every side's character, the actor's
 * first, with its condition before and after, also when nothing changed. A secret NPC's entry is
 * marked `secret` (the table stream leaves it out).
 */
export function appliedConditions(
  system: string,
  settings: TableSettings,
  prepared: PreparedPlay,
  outcomes: RollConsequences<unknown>,
): AppliedCondition[] {
  const applied: AppliedCondition[] = [];
  for (const role of ROLES) {
    const side = prepared[role];
    if (!side || side.character.condition === null) continue;
    const before = side.character.condition;
    applied.push({
      character: side.character.id,
      before,
      after: conditionAfter(system, settings, before, outcomes[role], role),
      ...(side.character.secret ? { secret: true as const } : {}),
    });
  }
  return applied;
}
