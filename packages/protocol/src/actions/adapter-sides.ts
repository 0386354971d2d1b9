import { type ConditionUse, EngineError, type Modifier, sumModifiers } from "@spieltisch/engine";

/** The two sides a roll can have in play (CONTRACT §4): who acts, and who is acted on. */
export type SideRole = "actor" | "opponent";

/** Both sides, in the order rolls, events and checks list them. */
export const SIDE_ROLES: readonly SideRole[] = ["actor", "opponent"];

/**
 * What a typed option stands for in a side's condition: the modifier sources it replaces and what
 * one unit of the option costs (`wounds`: the condition's `wounds` malus, −3 a wound).
 */
export interface ConditionStandIn {
  readonly sources: readonly string[];
  readonly per: number;
}

/** A typed `wounds` option stands for the condition's wound malus, −3 a wound (EWS and Urfassung). */
export const WOUNDS_STAND_IN: ConditionStandIn = { sources: ["wounds"], per: -3 };

/** What every side says: which option a sheet value fills and whether the side must be able to act. */
interface SideBase<O> {
  /**
   * The option a sheet value fills (`value`, `a`, `attacker`, `defense`, `pool` …): `skill` names
   * the actor's, `opponentSkill` the opponent's. Absent: the side's value is no option of this
   * action (the one weapon damage hits).
   */
  readonly value?: string;
  /**
   * The kinds of sheet value (`SheetValue.kind`) that option takes, where a sheet holds numbers
   * no one rolls on (Kampfwürfel: pools of dice, `"Würfel"`, not LP or Schildkampf); absent:
   * every value of the sheet. What a person is offered to pick, not a rule of the roll.
   */
  readonly valueKinds?: readonly string[];
  /**
   * Whether taking this side is acting, so the side's status must allow it (a fighter who is out
   * cannot attack). A character who heals, bleeds or is bandaged does not act.
   */
  readonly acts: boolean;
  /**
   * Options the condition fills where the body leaves them out: the wounds a healing week starts
   * from, the Grauen points a Grauen check counts on. Reads the condition through the system's
   * schema; a condition of another shape fills nothing.
   */
  conditionOptions?(condition: unknown): Partial<O>;
  /**
   * Options that stand for part of what the condition costs (RULINGS §7: a typed value overrides
   * the sheet's and the condition's, in every command): typed next to a character, the option
   * replaces the condition's modifiers of its sources instead of adding to them (`wounds` of a
   * check: the wounds the player counts, not those and the condition's).
   */
  readonly standIns?: Readonly<Partial<Record<keyof O & string, ConditionStandIn>>>;
}

/** A side that rolls: the condition's modifiers of `use` go into its engine params. */
export interface RollingSide<O, P> extends SideBase<O> {
  /** Which of the condition's modifiers the side pays (`heal` → `healing`, else `action`). */
  readonly use: ConditionUse;
  /** The params with the condition's modifiers added to this side, each keeping its `source`. */
  withModifiers(params: P, modifiers: readonly Modifier[]): P;
  /** Whether the side rolls at all with these options (a shot's target only when it dodges). */
  rolls?(options: O): boolean;
}

/** A side that does not roll: its condition costs this roll nothing (the patient of a bandage). */
export interface PassiveSide<O> extends SideBase<O> {
  readonly use: null;
}

/** One side of an action in play. */
export type AdapterSide<O, P> = RollingSide<O, P> | PassiveSide<O>;

/**
 * How an action's sides meet the play state (PLAYSTATE decision 2): per side, the option a sheet
 * value fills, the modifiers it pays and how they enter the engine's params. An action without
 * sides (initiative) takes no `actor`.
 */
export interface AdapterSides<O, P> {
  readonly actor?: AdapterSide<O, P>;
  readonly opponent?: AdapterSide<O, P>;
}

/** The condition modifiers of each side of one roll, by source (the roll event logs them). */
export interface SideModifiers {
  readonly actor?: readonly Modifier[];
  readonly opponent?: readonly Modifier[];
}

/** Whether a side rolls with these options: a passive side never, a rolling one unless it says not. */
export function sideRolls<O, P>(side: AdapterSide<O, P>, options: O): side is RollingSide<O, P> {
  return side.use !== null && (side.rolls?.(options) ?? true);
}

/**
 * The params with each side's modifiers added (`withModifiers`). Modifiers for a side the action
 * does not have, or does not roll, are a bug of the caller (`invalid-argument`): they would be
 * logged without counting.
 */
export function paramsWithSides<O, P>(
  sides: AdapterSides<O, P> | undefined,
  params: P,
  options: O,
  modifiers: SideModifiers | undefined,
): P {
  let out = params;
  for (const role of SIDE_ROLES) {
    const extra = modifiers?.[role];
    if (extra === undefined || extra.length === 0) continue;
    const side = sides?.[role];
    if (!side || !sideRolls(side, options)) {
      throw new EngineError("invalid-argument", `This roll has no ${role} who pays modifiers`, {
        side: role,
      });
    }
    out = side.withModifiers(out, extra);
  }
  return out;
}

/** `withModifiers` of params with one modifier list (`{modifiers}`): the list grows, sources kept. */
export const appendModifiers = <P extends { readonly modifiers?: readonly Modifier[] | undefined }>(
  params: P,
  modifiers: readonly Modifier[],
): P => ({ ...params, modifiers: [...(params.modifiers ?? []), ...modifiers] });

/**
 * `withModifiers` of params that take a plain number where modifiers go (Faar's attack, a pool of
 * dice): their sum is added to `key`. The roll JSON then shows only the sum; the roll event's side
 * lists each modifier with its source.
 */
export const addToNumber =
  <P, K extends keyof P & string>(key: K) =>
  (params: P, modifiers: readonly Modifier[]): P => {
    const current = params[key];
    if (typeof current !== "number") return params;
    return { ...params, [key]: current + sumModifiers(modifiers) };
  };
