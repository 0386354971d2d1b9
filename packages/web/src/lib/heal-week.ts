import { urfassungConditionSchema } from "@spieltisch/protocol";

/**
 * One week of healing for a character, per system (issue #14 „Heilwoche für alle“): a roll with
 * `apply` where the week is a roll (EWS: the weekly check; FoKa: the TP of the week by
 * situation; Urfassung: the KO check on the road), else the rules' rest command (Kampfwürfel, Faar:
 * seven days of regeneration). The roll's options are the week's; the rest comes from the
 * character's condition (`conditionOptions` of the action's side).
 */
export type HealWeekStep =
  | {
      readonly kind: "roll";
      readonly action: string;
      readonly options: Record<string, unknown>;
      /** The sheet value the check rolls with (EWS: the Eigenschaft of the WS); absent: the default 12. */
      readonly skill?: string;
    }
  | { readonly kind: "command"; readonly command: Record<string, unknown> };

/** The situations a table's week can take place in, in the order the texts list them. */
export function healWeekSituations(system: string, modules: readonly string[]): readonly string[] {
  switch (system) {
    case "ews":
      return modules.includes("foka")
        ? ["hospital", "bed", "ship", "march"]
        : ["hospital", "rest", "travel", "stress", "nightmare"];
    case "ews-urfassung":
      return ["gentle", "normal", "riding", "forced-march"];
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
 */
export function healWeekStep(
  system: string,
  modules: readonly string[],
  situation: string,
  condition: unknown,
  sheet: Readonly<Record<string, unknown>>,
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
      // The week's KO check rolls with the condition's KO (the sheet's, or 12 without one).
      const parsed = urfassungConditionSchema.safeParse(condition);
      if (!parsed.success) return null;
      return {
        kind: "roll",
        action: "heal",
        options: { mode: "travel", exertion: situation, constitution: parsed.data.constitution },
      };
    }
    case "kampfwuerfel":
    case "faar":
      return { kind: "command", command: { command: "rest", days: 7 } };
    default:
      return null;
  }
}
