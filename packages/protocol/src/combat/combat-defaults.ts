import { type CharacterEnvelope, getSystem, type SheetValue, type TableSettings } from "@spieltisch/engine";
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import type { SideRole } from "../actions/adapter-sides.js";
import type { PlayCharacter, PlayRefs } from "../actions/play-roll.js";
import { gearOf } from "../gear/registry.js";
import { protocolSystemOf } from "../systems/registry.js";

/**
 * What a fighter takes into a fight when nobody chose otherwise: the sheet value a side of an
 * action rolls with (its best combat value) and its first weapon that suits the action. The web's
 * fight panel opens on these, and the server gives them to a secret NPC a player targets (the
 * player cannot name values of a sheet they never see).
 */

/** Kinds of sheet values that are learnt skills: a fighter's best combat value is one of these. */
const SKILL_KINDS = new Set(["Fertigkeit", "Spezialisierung"]);

const highest = (values: readonly SheetValue[]): SheetValue | undefined =>
  values.reduce<SheetValue | undefined>(
    (best, v) => (best === undefined || v.value > best.value ? v : best),
    undefined,
  );

/**
 * The name of the sheet value a side of an action rolls with by default: the value the system's
 * fight names for it (Faar: Nahkampf against Verteidigung; Kampfwürfel: the KW after BE), else
 * the highest value whose name fits the action (EWS: „Nahkampf …“ for a blow, „Fernkampf …“ for
 * a shot), else the highest skill, else the highest value. Undefined for a sheet without values.
 *
 * @example
 * defaultSkill("faar", "melee", "opponent", dornValues); // "Verteidigung"
 * defaultSkill("ews", "melee", "actor", [{ name: "Keule", kind: "Fertigkeit", value: 13 }]); // "Keule"
 */
export function defaultSkill(
  system: string,
  action: string,
  role: SideRole,
  values: readonly SheetValue[],
): string | undefined {
  const fight = protocolSystemOf(system)?.fight;
  const preferred = fight?.preferredValues?.[action]?.[role];
  // An empty list: this side's value is the condition's to give, not the sheet's.
  if (preferred !== undefined && preferred.length === 0) return undefined;
  for (const name of preferred ?? []) {
    if (values.some((v) => v.name === name)) return name;
  }
  const prefix = fight?.valuePrefixes?.[action]?.[role];
  const fitting = prefix ? highest(values.filter((v) => prefix.test(v.name))) : undefined;
  return (fitting ?? highest(values.filter((v) => SKILL_KINDS.has(v.kind))) ?? highest(values))?.name;
}

/**
 * The name of the first weapon on the sheet that suits this side of the action, or undefined
 * (the side takes no weapon, the sheet has none that fits, the system has no gear).
 *
 * @example
 * defaultWeapon("ews", "melee", "actor", lazaro); // "Degen"
 */
export function defaultWeapon(
  system: string,
  action: string,
  role: SideRole,
  sheet: CharacterEnvelope,
): string | undefined {
  return gearOf(system)?.weaponsFor(sheet, action, role)[0]?.name;
}

/**
 * The play refs of an opponent named as a fighter of the running fight (`opponentFighter`): where
 * the request names no value of its sheet (nor types the value option) and no weapon, its
 * {@link defaultSkill} and {@link defaultWeapon} — what the fight panel opens on for any fighter.
 * `sheetOnly` (a secret NPC a player targets, who cannot know its sheet): the defaults always,
 * and nothing typed for that side counts (`PlayRefs.sheetOnly`).
 *
 * @example
 * withFighterDefaults("ews", "melee", meleeAdapter, table, { actor: "c1", opponent: "c2" }, {}, ork, false);
 * // { actor: "c1", opponent: "c2", opponentSkill: "Keule" }
 */
export function withFighterDefaults(
  system: string,
  action: string,
  adapter: AnyActionAdapter,
  settings: TableSettings,
  refs: PlayRefs,
  rawOptions: Readonly<Record<string, unknown>>,
  opponent: PlayCharacter,
  sheetOnly: boolean,
): PlayRefs {
  const option = adapter.sides?.opponent?.value;
  const typed = option !== undefined && rawOptions[option] !== undefined;
  const values = () =>
    opponent.values?.(settings) ?? getSystem(system).characters?.values(opponent.sheet, settings) ?? [];
  const skill =
    option === undefined || refs.opponentSkill !== undefined || (typed && !sheetOnly)
      ? undefined
      : defaultSkill(system, action, "opponent", values());
  const weapon =
    refs.opponentWeapon === undefined && gearOf(system)?.takesWeapon(action, "opponent")
      ? defaultWeapon(system, action, "opponent", opponent.sheet)
      : undefined;
  return {
    ...refs,
    ...(skill !== undefined ? { opponentSkill: skill } : {}),
    ...(weapon !== undefined ? { opponentWeapon: weapon } : {}),
    ...(sheetOnly ? { sheetOnly: ["opponent"] as const } : {}),
  };
}
