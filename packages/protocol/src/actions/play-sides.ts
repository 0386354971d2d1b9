import { getSystem, type Modifier, type TableSettings } from "@spieltisch/engine";
import type { AnyActionAdapter } from "./action-adapter.js";
import { type SideRole, sideRolls } from "./adapter-sides.js";

/**
 * The play state's part of building a roll, the same for the server, the CLI (`--char`) and the
 * web app: fill a side's options from its sheet and condition, then ask the condition what the
 * side pays. Pure; the caller knows the characters.
 */

/** Why a side's options cannot be filled. */
export type SideFillProblem =
  /** A sheet value was named, but the body gives the option too. */
  | { readonly problem: "value-given"; readonly option: string }
  /** A sheet value was named for a side whose value is no option of this action. */
  | { readonly problem: "no-value-option" };

/**
 * An option typed over what the side's character gives (RULINGS §7: the typed value wins, and the
 * output says so): the option, the character's value and the typed one.
 */
export interface ConditionOverride {
  readonly option: string;
  readonly condition: number | string | boolean;
  readonly typed: number | string | boolean;
}

/** The raw options with a side filled in (and the condition's values typed over), or why not. */
export type SideFill =
  | {
      readonly ok: true;
      readonly options: Record<string, unknown>;
      readonly overrides: readonly ConditionOverride[];
    }
  | ({ readonly ok: false } & SideFillProblem);

/** A value an override names: a number, text or flag. */
const isScalar = (v: unknown): v is number | string | boolean =>
  typeof v === "number" || typeof v === "string" || typeof v === "boolean";

/**
 * A side's raw options filled from its character: `value` (a sheet value named by `skill` /
 * `opponentSkill`) goes into the side's value option, then the condition fills what the side's
 * `conditionOptions` names and the body left out (a healing week's wounds). The body's own options
 * always win over the condition — each one that differs from the condition's is an override the
 * caller names; a named sheet value and the option itself together are refused.
 *
 * @example
 * fillSide(ewsCheckAdapter, "actor", { target: 12 }, { value: 13 });
 * // { ok: true, options: { target: 12, value: 13 }, overrides: [] }
 */
export function fillSide(
  adapter: AnyActionAdapter,
  role: SideRole,
  raw: Readonly<Record<string, unknown>>,
  from: { readonly value?: number; readonly condition?: unknown },
): SideFill {
  const side = adapter.sides?.[role];
  const options: Record<string, unknown> = { ...raw };
  if (from.value !== undefined) {
    if (side?.value === undefined) return { ok: false, problem: "no-value-option" };
    if (options[side.value] !== undefined) return { ok: false, problem: "value-given", option: side.value };
    options[side.value] = from.value;
  }
  const overrides: ConditionOverride[] = [];
  if (side?.conditionOptions && from.condition !== undefined) {
    for (const [key, value] of Object.entries(side.conditionOptions(from.condition))) {
      const typed = options[key];
      if (typed === undefined) options[key] = value;
      else if (typed !== value && isScalar(typed) && isScalar(value)) {
        overrides.push({ option: key, condition: value, typed });
      }
    }
  }
  return { ok: true, options, overrides };
}

/**
 * The condition's modifiers with those a typed option stands for left out (the side's
 * `standIns`, RULINGS §7: `wounds` typed next to a character replaces the condition's wound malus,
 * it does not add to it), and an override for each typed count that differs from the condition's.
 *
 * @example
 * withoutStoodIn(ewsCheckAdapter, "actor", { wounds: 2 }, [{ amount: -3, source: "wounds" }]);
 * // { modifiers: [], overrides: [{ option: "wounds", condition: 1, typed: 2 }] }
 */
export function withoutStoodIn(
  adapter: AnyActionAdapter,
  role: SideRole,
  typed: Readonly<Record<string, unknown>>,
  modifiers: readonly Modifier[],
): { modifiers: Modifier[]; overrides: ConditionOverride[] } {
  let kept = [...modifiers];
  const overrides: ConditionOverride[] = [];
  for (const [option, standIn] of Object.entries(adapter.sides?.[role]?.standIns ?? {})) {
    const value = typed[option];
    if (value === undefined || standIn === undefined) continue;
    const replaced = kept.filter((m) => standIn.sources.includes(m.source));
    kept = kept.filter((m) => !standIn.sources.includes(m.source));
    // What the condition counted (0 without such modifiers).
    const condition =
      replaced.length === 0 ? 0 : replaced.reduce((sum, m) => sum + m.amount, 0) / standIn.per;
    if (condition !== value && isScalar(value)) overrides.push({ option, condition, typed: value });
  }
  return { modifiers: kept, overrides };
}

/**
 * What a side's condition adds to this roll: the system's `modifiersFrom` for the side's use
 * (`condition-check` for an actor answering a due check), nothing where the side does not roll
 * with these options or the system has no play state. Each modifier names its source.
 *
 * @example
 * sideModifiers("ews", ewsCheckAdapter, "actor", options, { kind: "basic", wounds: 2, … }, table, false);
 * // [{ amount: -6, source: "wounds" }]
 */
export function sideModifiers(
  system: string,
  adapter: AnyActionAdapter,
  role: SideRole,
  options: unknown,
  condition: unknown,
  table: TableSettings,
  answersDueCheck: boolean,
): Modifier[] {
  const side = adapter.sides?.[role];
  const rules = getSystem(system).conditions;
  if (!side || !rules || !sideRolls(side, options)) return [];
  const use = role === "actor" && answersDueCheck ? "condition-check" : side.use;
  return rules.modifiersFrom(condition, use, table);
}
