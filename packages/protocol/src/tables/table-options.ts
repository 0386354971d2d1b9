import type { TableOptions } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import * as faarRules from "@spieltisch/engine/systems/faar";
import { z } from "zod";
import { TABLE_DICE_VALUES } from "./table-dice.js";

/**
 * The issue codes a table may allow by house rule, in full (`"ews.over-budget"`): such an error is
 * then reported as a warning. Only the EWS character rules honour house rules so far.
 */
export const HOUSE_RULE_CODES = ewsRules.EWS_HOUSE_RULE_CODES;

/** One allowed house-rule code. */
export type HouseRuleCode = (typeof HOUSE_RULE_CODES)[number];

/**
 * A house-rule code as people write it: without a system prefix it is an EWS code, the only
 * system with house rules (`"over-budget"` → `"ews.over-budget"`), the reading the engine used
 * for stored tables before the one shape.
 *
 * @example
 * houseRuleCode(" over-budget "); // "ews.over-budget"
 */
export function houseRuleCode(text: string): string {
  const trimmed = text.trim();
  return trimmed === "" || trimmed.startsWith("ews.") ? trimmed : `ews.${trimmed}`;
}

const unique = (codes: readonly string[]) => new Set(codes).size === codes.length;

/**
 * The options of a table, the one shape everywhere: the CLI's `--house-rules`/`--option`, the web's
 * start view and builder, the server's table creation and import, and what the engine reads
 * (`TableSettings.options`). Known keys only, each with its allowed values; the engine's rules
 * read every key listed here (RULINGS names the defaults).
 */
export const tableOptionsSchema = z.strictObject({
  houseRules: z
    .array(z.enum(HOUSE_RULE_CODES))
    .max(HOUSE_RULE_CODES.length)
    .refine(unique, "each house rule once")
    .optional(),
  attributeMalus: z.boolean().optional(),
  healingMaxWounds: z.number().int().min(1).max(60).optional(),
  healingInflammation: z.enum(["always", "stress-only"]).optional(),
  fokaWoundRecoveryTp: z.number().int().min(1).max(100).optional(),
  fokaCriticalRecoveryTp: z.number().int().min(1).max(100).optional(),
  faarDefenseDivisor: z.number().int().min(2).max(3).optional(),
  faarAttributePoints: z.number().int().min(6).max(120).optional(),
  faarAttributeMax: z.number().int().min(1).max(20).optional(),
  faarInjuryRestDays: z.number().int().min(1).max(faarRules.FAAR_INJURY_REST_DAYS_MAX).optional(),
  kampfwuerfelArmorRounding: z.enum(["down", "nearest", "up"]).optional(),
  kampfwuerfelHeavyHits: z.boolean().optional(),
  kampfwuerfelKraftCheck: z.enum(["every-hit", "once"]).optional(),
  urfassungAttributeSteps: z
    .string()
    .regex(/^\d{1,2}\/\d{1,2}$/, "a/b, e.g. 12/15")
    .refine((s) => {
      const [a, b] = s.split("/").map(Number);
      return a! <= b!;
    }, "a must not exceed b")
    .optional(),
  urfassungInjuryTable: z.enum(["basic", "extended"]).optional(),
  urfassungIgnoreSkillCap: z.boolean().optional(),
  urfassungExhaustion: z.boolean().optional(),
  urfassungSevereWoundMalus: z.enum(["until-healed", "until-bandaged"]).optional(),
  urfassungUnarmed: z.enum(["over-constitution", "wound-thresholds"]).optional(),
  urfassungConditionCheckMali: z.enum(["threshold-exhaustion", "none"]).optional(),
  armorStacking: z.boolean().optional(),
  playersEditOwnCondition: z.boolean().optional(),
  /**
   * Players may book a roll on a character that is not theirs with values typed over its sheet
   * (issue "Fair rolls, round three"); off: with `apply`, those numbers come from the sheets.
   */
  playersTypeValues: z.boolean().optional(),
  combatAutoAdvance: z.boolean().optional(),
  /**
   * Who may enter the faces of dice rolled at the table instead of the server's (CONTRACT §7):
   * nobody (`off`, the default), players, or everyone (the GM too, secret rolls included).
   */
  tableDice: z.enum(TABLE_DICE_VALUES).optional(),
}) satisfies z.ZodType<TableOptions>;

/** A table's options as the schema gives them (assignable to the engine's `TableOptions`). */
export type TableOptionsJson = z.output<typeof tableOptionsSchema>;

/** The keys a table's options may have. */
export type TableOptionKey = keyof typeof tableOptionsSchema.shape;

/** Every key a table's options may have, in schema order. */
export const TABLE_OPTION_KEYS = Object.keys(tableOptionsSchema.shape).filter(isTableOptionKey);

/** True for a key of {@link tableOptionsSchema}. */
export function isTableOptionKey(key: string): key is TableOptionKey {
  return Object.hasOwn(tableOptionsSchema.shape, key);
}
