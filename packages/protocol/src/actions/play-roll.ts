import {
  type CharacterEnvelope,
  CURRENT_READINGS,
  type DueCheck,
  findSheetValue,
  getSystem,
  type Modifier,
  type RollConsequences,
  type SheetValue,
  type TableSettings,
} from "@spieltisch/engine";
import type { AppliedCondition, RollSide } from "../events/play-state-parts.js";
import { jsonEqual } from "../fairness/json-equal.js";
import { gearOf } from "../gear/registry.js";
import type { RollGear, SideGear } from "../gear/side-gear.js";
import { type GearFill, WEAPON_FIELD } from "../gear/system-gear.js";
import type { AnyActionAdapter } from "./action-adapter.js";
import type { SideModifiers, SideRole } from "./adapter-sides.js";
import { PlayError, playRefused, underRules } from "./play-error.js";
import { type ConditionOverride, fillSide, sideModifiers, withoutStoodIn } from "./play-sides.js";

/**
 * The play state's part of a roll (CONTRACT §4), the same for the server, the CLI (`--char`) and
 * the web app's local tables: fill the sides from their characters, check that they may act,
 * collect what their conditions cost, and book what the roll does to them. Pure; the caller loads
 * the characters and turns a {@link PlayError} into its own answer (HTTP 400/422, exit 2).
 */

/** A character as play uses it: its sheet, whether it is a secret NPC, its condition now. */
export interface PlayCharacter {
  readonly id: string;
  readonly sheet: CharacterEnvelope;
  /** A secret NPC: the players never see it, nor what happens to it. */
  readonly secret: boolean;
  /** The condition now (null: the sheet cannot give one). */
  readonly condition: Record<string, unknown> | null;
  /**
   * The sheet's rollable values at this table, where the caller keeps them (the server caches
   * them per sheet version); absent: computed from the sheet when a value is named.
   */
  readonly values?: (settings: TableSettings) => readonly SheetValue[];
}

/**
 * The `sides` of a roll from the sides' modifier lists: only non-empty lists, and undefined when
 * there are none, so a roll without characters derives exactly as before play existed.
 *
 * @example
 * rollSidesOf([{ amount: -3, source: "wounds" }], []); // { actor: [{ amount: -3, source: "wounds" }] }
 */
export function rollSidesOf(
  actor: readonly Modifier[] | undefined,
  opponent: readonly Modifier[] | undefined,
): SideModifiers | undefined {
  const hasActor = actor !== undefined && actor.length > 0;
  const hasOpponent = opponent !== undefined && opponent.length > 0;
  if (!hasActor && !hasOpponent) return undefined;
  return { ...(hasActor ? { actor } : {}), ...(hasOpponent ? { opponent } : {}) };
}

/** What a roll or odds request says about play (CONTRACT §4), besides the action's options. */
export interface PlayRefs {
  readonly actor?: string | undefined;
  readonly opponent?: string | undefined;
  /** A sheet value's name for the actor's value option. */
  readonly skill?: string | undefined;
  readonly opponentSkill?: string | undefined;
  readonly dueCheck?: string | undefined;
  /** A weapon's name on the actor's sheet (CONTRACT §6): its values fill the actor's weapon options. */
  readonly weapon?: string | undefined;
  /** A weapon's name on the opponent's sheet. */
  readonly opponentWeapon?: string | undefined;
  /**
   * Sides whose numbers come from their sheet alone: a secret NPC a player targets in a fight
   * (`opponentFighter`). Its named value and its gear replace whatever the body typed for that
   * side (the player never sees that sheet, so nothing typed can be meant as a change of it), and
   * nothing is recorded as an override.
   */
  readonly sheetOnly?: readonly SideRole[] | undefined;
}

/** The characters of a roll's sides, loaded. */
export interface PlaySides<C extends PlayCharacter = PlayCharacter> {
  readonly actor?: C | undefined;
  readonly opponent?: C | undefined;
}

/** One side of a prepared roll: its character and what its condition adds. */
export interface PreparedSide<C extends PlayCharacter = PlayCharacter> {
  readonly character: C;
  readonly modifiers: Modifier[];
}

/** A roll or odds request with its sides filled in and checked, ready for the engine. */
export interface PreparedPlay<C extends PlayCharacter = PlayCharacter> {
  readonly adapter: AnyActionAdapter;
  /** The action's options after the adapter's schema, sheet values and condition filled in. */
  readonly options: Record<string, unknown>;
  readonly actor?: PreparedSide<C>;
  readonly opponent?: PreparedSide<C>;
  /** The sides' modifiers as the roll derivation hashes them (undefined: none). */
  readonly sides: SideModifiers | undefined;
  /** The actor's due check this roll answers. */
  readonly dueCheck?: DueCheck;
  /** The gear the sides' sheets gave the roll (CONTRACT §6); undefined: none. */
  readonly gear?: RollGear;
  /**
   * The options typed over what a side's condition gives (RULINGS §7: the typed value wins, the
   * output names it): `wounds` of a healing week over the condition's, `wounds` of a check in place
   * of the condition's wound malus. Undefined: none.
   */
  readonly conditionOverrides?: Partial<Record<SideRole, readonly ConditionOverride[]>>;
}

const ROLES: readonly SideRole[] = ["actor", "opponent"];
const SKILL_FIELD = { actor: "skill", opponent: "opponentSkill" } as const;

/** The action a prepared roll takes, and how the caller checks its options. */
export interface PlayAction {
  readonly system: string;
  readonly action: string;
  readonly adapter: AnyActionAdapter;
  /**
   * The caller's check of the raw options against the action's schema and the table's modules
   * (it throws its own error for a bad field).
   */
  parseOptions(raw: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Builds a roll or odds request of play (CONTRACT §4) from the request and the sides' characters
 * as they are now: the due check's action and options, the sheet values named by `skill` /
 * `opponentSkill`, the condition's options, the action's schema, whether each acting side may
 * act, and the modifiers each condition adds. The caller loads the characters (the server inside
 * the commit, so the modifiers are those of the condition the roll lands on).
 *
 * @example
 * const play = preparePlay(action, settings, { target: 12 }, { actor: "c1", skill: "Nahkampf" }, { actor });
 * play.actor?.modifiers; // [{ amount: -3, source: "wounds" }]
 */
export function preparePlay<C extends PlayCharacter>(
  act: PlayAction,
  settings: TableSettings,
  rawOptions: Readonly<Record<string, unknown>>,
  refs: PlayRefs,
  characters: PlaySides<C>,
): PreparedPlay<C> {
  const { system, action, adapter } = act;
  const rules = getSystem(system).conditions;
  let raw: Record<string, unknown> = { ...rawOptions };
  const dueCheck =
    refs.dueCheck === undefined ? undefined : findDueCheck(refs.dueCheck, characters.actor, settings);
  if (dueCheck) {
    if (action !== dueCheck.action) {
      throw playRefused("due-check-mismatch", { id: dueCheck.id, field: "action" }, ["action"]);
    }
    for (const [key, value] of Object.entries(dueCheck.options)) {
      if (raw[key] !== undefined && raw[key] !== value) {
        throw playRefused("due-check-mismatch", { id: dueCheck.id, field: key }, [key]);
      }
    }
    raw = { ...raw, ...dueCheck.options };
  }
  const fills: Partial<Record<SideRole, { fill: GearFill; typed: string[] }>> = {};
  const overrides: Partial<Record<SideRole, ConditionOverride[]>> = {};
  for (const role of ROLES) {
    const character = characters[role];
    const skill = role === "actor" ? refs.skill : refs.opponentSkill;
    const weapon = role === "actor" ? refs.weapon : refs.opponentWeapon;
    if (character === undefined) {
      if (skill !== undefined) {
        throw invalid(`${SKILL_FIELD[role]} needs ${role}`, [SKILL_FIELD[role]]);
      }
      if (weapon !== undefined) throw invalid(`${WEAPON_FIELD[role]} needs ${role}`, [WEAPON_FIELD[role]]);
      continue;
    }
    if (!adapter.sides?.[role]) {
      throw invalid(`The action "${action}" has no ${role}`, [role]);
    }
    const value = skill === undefined ? undefined : sheetValue(system, settings, character, skill, role);
    const sheetOnly = refs.sheetOnly?.includes(role) === true;
    const valueOption = adapter.sides?.[role]?.value;
    if (sheetOnly && value !== undefined && valueOption !== undefined) {
      const { [valueOption]: _typed, ...rest } = raw;
      raw = rest;
    }
    const filled = fillSide(adapter, role, raw, {
      ...(value !== undefined ? { value } : {}),
      ...(character.condition !== null ? { condition: character.condition } : {}),
    });
    if (!filled.ok) {
      throw filled.problem === "value-given"
        ? invalid(`${SKILL_FIELD[role]} and ${filled.option} both give the value`, [filled.option])
        : invalid(`The ${role}'s value is no option of "${action}"`, [SKILL_FIELD[role]]);
    }
    raw = filled.options;
    if (filled.overrides.length > 0) overrides[role] = [...filled.overrides];
    const gear = gearOf(system)?.fill(action, role, character.sheet, weapon, settings);
    if (gear) {
      const typed = sheetOnly ? [] : Object.keys(gear.options).filter((key) => raw[key] !== undefined);
      raw = sheetOnly ? { ...raw, ...gear.options } : { ...gear.options, ...raw };
      fills[role] = { fill: gear, typed };
    } else if (weapon !== undefined) {
      throw invalid(`"${action}" takes no weapon for the ${role}`, [WEAPON_FIELD[role]]);
    }
  }
  const options = act.parseOptions(raw);
  const gear = rollGearOf(fills, options);
  const prepared: Partial<Record<SideRole, PreparedSide<C>>> = {};
  for (const role of ROLES) {
    const character = characters[role];
    if (!character) continue;
    const condition = character.condition;
    if (rules && condition !== null && adapter.sides?.[role]?.acts && !dueCheck) {
      const status = rules.status(condition);
      if (status !== "active") throw playRefused("character-not-active", { status }, [role]);
      const forbidden = rules.forbids?.(condition, action, role);
      if (forbidden !== undefined) throw playRefused(forbidden, {}, [role]);
    }
    const all =
      condition === null
        ? []
        : underRules([role], () =>
            sideModifiers(system, adapter, role, options, condition, settings, dueCheck !== undefined),
          );
    // A count typed next to the character stands in for the condition's (RULINGS §7).
    const stood =
      condition === null ? { modifiers: all, overrides: [] } : withoutStoodIn(adapter, role, rawOptions, all);
    if (stood.overrides.length > 0) overrides[role] = [...(overrides[role] ?? []), ...stood.overrides];
    prepared[role] = { character, modifiers: stood.modifiers };
  }
  return {
    adapter,
    options,
    ...prepared,
    sides: rollSidesOf(prepared.actor?.modifiers, prepared.opponent?.modifiers),
    ...(dueCheck ? { dueCheck } : {}),
    ...(gear ? { gear } : {}),
    ...(overrides.actor || overrides.opponent ? { conditionOverrides: overrides } : {}),
  };
}

/**
 * What the roll records of the sides' gear: each side's weapon, armour and shield from its sheet,
 * and the options a typed value took over — compared after the action's schema, so a value typed
 * the way the sheet has it is no override.
 */
function rollGearOf(
  fills: Partial<Record<SideRole, { fill: GearFill; typed: readonly string[] }>>,
  options: Readonly<Record<string, unknown>>,
): RollGear | undefined {
  const out: { actor?: SideGear; opponent?: SideGear } = {};
  for (const role of ROLES) {
    const entry = fills[role];
    if (!entry) continue;
    const overrides = entry.typed.flatMap((option) => {
      const sheet = entry.fill.options[option];
      const typed = options[option];
      return jsonEqual(sheet, typed) || !isOptionValue(sheet) || !isOptionValue(typed)
        ? []
        : [{ option, sheet, typed }];
    });
    out[role] = overrides.length > 0 ? { ...entry.fill.gear, overrides } : entry.fill.gear;
  }
  return out.actor || out.opponent ? out : undefined;
}

/** A value an override can carry: a number, text, flag or list of numbers. */
const isOptionValue = (value: unknown): value is number | string | boolean | number[] =>
  typeof value === "number" ||
  typeof value === "string" ||
  typeof value === "boolean" ||
  (Array.isArray(value) && value.every((v) => typeof v === "number"));

const invalid = (message: string, path: readonly (string | number)[]) =>
  new PlayError("invalid", "invalid-body", message, path);

/** The actor's due check with this id, or the refusal `no-check-due` (invalid without an actor). */
function findDueCheck(id: string, actor: PlayCharacter | undefined, settings: TableSettings): DueCheck {
  if (!actor) throw invalid("dueCheck needs actor", ["dueCheck"]);
  const rules = getSystem(actor.sheet.system).conditions;
  const check =
    rules && actor.condition !== null
      ? rules.dueChecks(actor.condition, settings).find((c) => c.id === id)
      : undefined;
  if (!check) throw playRefused("no-check-due", { id }, ["dueCheck"]);
  return check;
}

/** The value `name` on a side's sheet, or the refusal `unknown-sheet-value` at the side's field. */
function sheetValue(
  system: string,
  settings: TableSettings,
  character: PlayCharacter,
  name: string,
  role: SideRole,
): number {
  const values =
    character.values?.(settings) ?? getSystem(system).characters?.values(character.sheet, settings) ?? [];
  const found = findSheetValue(values, name);
  if (!found) {
    throw playRefused("unknown-sheet-value", { character: character.sheet.name, name }, [SKILL_FIELD[role]]);
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
 * refusal (a dead character) is a {@link PlayError} at the side's field.
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
 * The `applied` entries of a roll with `apply` (CONTRACT §4): each side's character whose
 * condition the roll changed, the actor's first, with its condition before and after. A side the
 * roll left as it was (the blow missed it, its armour stopped the damage) has no entry: the log,
 * every listener's frame and the stored conditions carry only what happened. A secret NPC's
 * entry is marked `secret` (the table stream leaves it out). Each entry names the readings of the
 * rules it was booked under (`readings`), so a check later recomputes it with the same ones.
 */
export function appliedConditions(
  system: string,
  settings: TableSettings,
  prepared: PreparedPlay<PlayCharacter>,
  outcomes: RollConsequences<unknown>,
): AppliedCondition[] {
  const applied: AppliedCondition[] = [];
  for (const role of ROLES) {
    const side = prepared[role];
    if (!side || side.character.condition === null) continue;
    const before = side.character.condition;
    const after = conditionAfter(system, settings, before, outcomes[role], role);
    if (jsonEqual(before, after)) continue;
    const readings = settings.readings ?? CURRENT_READINGS;
    applied.push({
      character: side.character.id,
      before,
      after,
      // The first readings are the ones of entries without the field.
      ...(readings > 1 ? { readings } : {}),
      ...(side.character.secret ? { secret: true as const } : {}),
    });
  }
  return applied;
}
