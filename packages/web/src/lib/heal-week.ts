import { getSystem, type TableSettings } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import type { ConditionCommandJson } from "@spieltisch/protocol";
import {
  ewsConditionSchema,
  kampfwuerfelConditionSchema,
  urfassungConditionSchema,
} from "@spieltisch/protocol";
import type { TableAction } from "../actions/odds.js";
import type { PlayCharacterView } from "../session/types.js";
import type { I18n } from "./i18n.js";
import type { PlayChoice } from "./play-request.js";
import { sheetValuesOf } from "./play-state.js";
import { printedNumber } from "./play-text.js";

/**
 * One week of healing for a character, per system (issue #14 „Heilwoche für alle“): a roll with
 * `apply` where the week is a roll (EWS: the weekly check; FoKa: the TP of the week by
 * situation), else the rules' command — the Urfassung's `week-passes`, whose KO check the table
 * rolls at once (`due`, as the CLI's `char week`), Kampfwürfel's and Faar's seven days of rest.
 * The roll's options are the week's; the rest comes from the character's condition
 * (`conditionOptions` of the action's side, the due check's options).
 */
export type HealWeekStep =
  | {
      readonly kind: "roll";
      readonly action: string;
      readonly options: Record<string, unknown>;
      /** The sheet value the check rolls with (EWS: the Eigenschaft of the WS); absent: the default 12. */
      readonly skill?: string;
    }
  | {
      readonly kind: "command";
      readonly command: ConditionCommandJson;
      /** The due check the command makes due and the week rolls at once (Urfassung: `heal-week`). */
      readonly due?: string;
    };

/** The Urfassung's treatment: the physician's Heilkunde and equipment (−9..+9). */
export interface Care {
  readonly physician: number;
  readonly equipment: number;
}

/** A physician of average Heilkunde with plain equipment, until the GM says otherwise. */
export const DEFAULT_CARE: Care = { physician: 12, equipment: 0 };

/** The situations a table's week can take place in, in the order the texts list them. */
export function healWeekSituations(system: string, modules: readonly string[]): readonly string[] {
  switch (system) {
    case "ews":
      return modules.includes("foka")
        ? ["hospital", "bed", "ship", "march"]
        : ["hospital", "rest", "travel", "stress", "nightmare"];
    case "ews-urfassung":
      // „Heilung auf Reisen“ by exertion, then „Heilung in Behandlung und Ruhe“ (L133–138).
      return ["gentle", "normal", "riding", "forced-march", "treatment"];
    case "kampfwuerfel":
    case "faar":
      return ["week"];
    default:
      return [];
  }
}

/**
 * What a week in `situation` is for one character with this condition; null where the system has
 * no healing (3W6) or the condition is none.
 *
 * @example
 * healWeekStep("ews", ["foka"], "bed", condition, sheet); // { kind: "roll", action: "foka-heal", options: { situation: "bed" } }
 * healWeekStep("ews-urfassung", [], "treatment", condition, sheet, { physician: 15, equipment: 3 });
 * // { kind: "command", command: { command: "week-passes", situation: { mode: "treatment", physician: 15, equipment: 3 } }, due: "heal-week" }
 */
export function healWeekStep(
  system: string,
  modules: readonly string[],
  situation: string,
  condition: unknown,
  sheet: Readonly<Record<string, unknown>>,
  care: Care = DEFAULT_CARE,
): HealWeekStep | null {
  if (condition === null || condition === undefined) return null;
  switch (system) {
    case "ews": {
      if (modules.includes("foka")) return { kind: "roll", action: "foka-heal", options: { situation } };
      // RULINGS §1.6: the weekly check rolls on a fitting Eigenschaft (the WS's), else 12.
      const fitting = typeof sheet.woundAttribute === "string" ? sheet.woundAttribute : undefined;
      return { kind: "roll", action: "heal", options: { situation }, ...(fitting ? { skill: fitting } : {}) };
    }
    case "ews-urfassung": {
      if (!urfassungConditionSchema.safeParse(condition).success) return null;
      // The rules' week: it cannot begin while a wound bleeds (ur-still-bleeding, RULINGS §7), and
      // its KO check rolls with the condition's KO and the mali on healing checks.
      const where =
        situation === "treatment"
          ? { mode: "treatment", physician: care.physician, equipment: care.equipment }
          : { mode: "travel", exertion: situation };
      return { kind: "command", command: { command: "week-passes", situation: where }, due: "heal-week" };
    }
    case "kampfwuerfel":
    case "faar":
      return { kind: "command", command: { command: "rest", days: 7 } };
    default:
      return null;
  }
}

/** A wound that still bleeds: its id (for the due checks), kind and the checks it owes. */
export interface BleedingWound {
  readonly id: number;
  readonly kind: "wound" | "severe";
  readonly due: number;
}

/**
 * What must be settled before a character's week (RULINGS §7): an Urfassung wound that bleeds —
 * the week cannot begin until it is bandaged or has stopped — or a Kampfwürfel fighter dying
 * below 0 LP, whom rest heals only once the GM has stabilised him. Null when nothing is (the
 * dead included: their week is refused with its own reason).
 */
export type BeforeWeek =
  | { readonly kind: "bleeding"; readonly wounds: readonly BleedingWound[] }
  | { readonly kind: "dying"; readonly lp: number }
  | null;

/** See {@link BeforeWeek}. */
export function beforeWeek(system: string, condition: unknown): BeforeWeek {
  if (system === "ews-urfassung") {
    const c = urfassungConditionSchema.safeParse(condition);
    if (!c.success || c.data.status === "dead") return null;
    const wounds = c.data.wounds
      .filter((w) => w.bleeding)
      .map((w) => ({ id: w.id, kind: w.kind, due: w.due }));
    return wounds.length > 0 ? { kind: "bleeding", wounds } : null;
  }
  if (system === "kampfwuerfel") {
    const c = kampfwuerfelConditionSchema.safeParse(condition);
    if (!c.success) return null;
    return getSystem(system).conditions?.status(c.data) === "dying" ? { kind: "dying", lp: c.data.lp } : null;
  }
  return null;
}

/**
 * A FoKa week that heals nothing or takes TP (ews-2.txt L597, RULINGS §7), for a hurt character:
 * the engine's reason with the hospital's rate. Null elsewhere, and for a week that heals.
 */
export function weekStall(
  system: string,
  modules: readonly string[],
  situation: string,
  condition: unknown,
): ewsRules.FokaRestStall | null {
  if (system !== "ews" || !modules.includes("foka") || !isFokaSituation(situation)) return null;
  return fokaStall(condition, situation);
}

/**
 * {@link weekStall} of a FoKa condition (the Heft asks it for bed rest, the text's week):
 * null for a character who is not hurt, who is dead, or whose week heals.
 */
export function fokaStall(
  condition: unknown,
  situation: ewsRules.TpHealingSituation,
): ewsRules.FokaRestStall | null {
  const c = ewsConditionSchema.safeParse(condition);
  if (!c.success || c.data.kind !== "foka" || c.data.status === "dead") return null;
  const d = c.data;
  const hurt = d.tp < d.tpMax || d.wounds > 0 || d.criticalWounds > 0;
  return hurt ? ewsRules.fokaRestStall(d, situation) : null;
}

const FOKA_SITUATIONS: readonly string[] = ["hospital", "bed", "ship", "march"];
const isFokaSituation = (s: string): s is ewsRules.TpHealingSituation => FOKA_SITUATIONS.includes(s);

/** „einer Wunde und 2 kritischen Wunden“: wounds as the sentence's dative counts them. */
export function burdenText(
  counts: readonly { readonly count: number; readonly one: string; readonly many: string }[],
  { tk }: Pick<I18n, "tk">,
): string {
  const parts = counts
    .filter((c) => c.count > 0)
    .map((c) => (c.count === 1 ? tk(c.one, c.one) : tk(c.many, c.many, { count: c.count })));
  if (parts.length <= 1) return parts[0] ?? "";
  return tk("web.heal.burden.and", parts.join(", "), {
    a: parts.slice(0, -1).join(", "),
    b: parts.at(-1),
  });
}

/**
 * A stalled FoKa week in words, as the CLI's `char week` says it: „Eine Woche Bettruhe bringt
 * Lazaro mit einer kritischen Wunde 0 TP: ohne Krankenhaus oder Arzt ändert sich nichts. Im
 * Krankenhaus wären es 2 TP pro Woche.“
 */
export function stallText(stall: ewsRules.FokaRestStall, name: string, i18n: Pick<I18n, "t" | "tk">): string {
  const { t, tk } = i18n;
  const burden = burdenText(
    [
      { count: stall.wounds, one: "web.heal.burden.woundOne", many: "web.heal.burden.woundCount" },
      {
        count: stall.criticalWounds,
        one: "web.heal.burden.criticalOne",
        many: "web.heal.burden.criticalCount",
      },
    ],
    i18n,
  );
  const params = { name, burden, lost: -stall.tpPerWeek };
  // In hospital already: only a physician is left (L609–611 name no better care).
  if (stall.situation === "hospital") return t(`web.heal.stallInHospital.${stall.reason}`, params);
  const head = t(`web.heal.stall.${stall.reason}`, {
    ...params,
    situation: tk(`web.heal.stallSituation.${stall.situation}`, stall.situation),
  });
  const tp = printedNumber(stall.hospitalTpPerWeek);
  return `${head} ${t(stall.hospitalTpPerWeek > 0 ? "web.heal.stall.hospital" : "web.heal.stall.noHospital", { tp })}`;
}

/**
 * The healing view's forms for one character (issue #28: they start from the character's own
 * values): an action whose actor is a patient — a week of healing (`use: "healing"`) or a
 * bleeding check — rolled as this character, with the sheet value its rules read where the
 * sheet has it (EWS: the Eigenschaft of the WS, RULINGS §1.6; Urfassung: KO). Null for an action
 * whose actor acts (bandaging: the one who bandages is someone else).
 *
 * @example
 * patientChoice("ews-urfassung", healAction, sliingach, table); // { actor: "c1", skill: "KO" }
 */
export function patientChoice(
  system: string,
  entry: TableAction,
  patient: PlayCharacterView,
  table: TableSettings,
): PlayChoice | null {
  const side = entry.adapter.sides?.actor;
  if (!side || side.acts) return null;
  const names = sheetValuesOf(system, patient.character, table).map((v) => v.name);
  const wanted =
    system === "ews"
      ? [patient.character.woundAttribute]
      : system === "ews-urfassung" && side.value === "constitution"
        ? ["KO", "Konstitution"]
        : [];
  const skill = wanted.find((n): n is string => typeof n === "string" && names.includes(n));
  return { actor: patient.id, ...(skill ? { skill } : {}) };
}
