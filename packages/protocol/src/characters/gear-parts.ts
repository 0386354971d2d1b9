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
export const gearKey = (name: string): string => name.trim().toLocaleLowerCase("de-DE");
