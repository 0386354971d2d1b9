import { EngineError } from "@spieltisch/engine";
import { z } from "zod";

/**
 * What the gear lists of every system's character file share (CONTRACT §6): an entry's `name` as
 * the player writes it ("Degen", "Kettenhemd"), unique within its list, because a roll names a
 * weapon by it (`weapon: "Degen"`).
 */

/** A weapon's, armour's or shield's name. */
export const gearNameSchema = z
  .string()
  .min(1)
  .max(80)
  .refine((name) => name.trim() !== "", "a name, not only spaces");

/** At most this many entries in one gear list. */
export const MAX_GEAR_ENTRIES = 20;

/**
 * A gear list of `entry`: at most {@link MAX_GEAR_ENTRIES} entries whose names are unique (case
 * and surrounding spaces ignored, as a player reads them); a repeated name is an issue at
 * `[index, "name"]` of the second entry.
 *
 * @example
 * gearList(z.looseObject({ name: gearNameSchema })).safeParse([{ name: "Degen" }, { name: "degen" }]);
 * // fails at [1, "name"]
 */
export function gearList<T extends z.ZodType<{ readonly name: string }>>(entry: T) {
  return z
    .array(entry)
    .max(MAX_GEAR_ENTRIES)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((e, i) => {
        const key = gearKey(e.name);
        if (seen.has(key)) {
          ctx.addIssue({ code: "custom", message: `"${e.name}" is named twice`, path: [i, "name"] });
        }
        seen.add(key);
      });
    });
}

/** How two gear names compare: case and surrounding spaces do not matter. */
export const gearKey = (name: string): string => name.trim().toLowerCase();

/**
 * A damage text of a weapon (`2W6`, `1W3+2`) that its system's engine parser must read: the
 * parser's refusal becomes the field's issue, with the engine's code in its params.
 *
 * @example
 * damageNotation(20, faarRules.parseDamageDice).safeParse("2W7").success; // false
 */
export function damageNotation(max: number, parse: (text: string) => unknown) {
  return z
    .string()
    .min(1)
    .max(max)
    .superRefine((text, ctx) => {
      try {
        parse(text);
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        ctx.addIssue({ code: "custom", message: error.message, params: { code: error.code } });
      }
    });
}
