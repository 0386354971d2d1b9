import { z } from "zod";
import { gearNameSchema } from "../characters/gear-parts.js";
import { characterIdSchema, dueCheckIdSchema } from "./play-state-parts.js";

/** The name of a value on a character's sheet (`"Nahkampf"`), as `skill` takes it. */
export const sheetValueNameSchema = z.string().min(1).max(200);

/**
 * The play fields by name (CONTRACT §4, §6): who rolls, against whom, with which sheet value and
 * weapon, answering which due check. One definition for every place that names the sides: a
 * roll's and an odds body (which widen `skill` and `weapon` to the numbers of the action options
 * of the same name), a roll request's body, its event and its stored row.
 */
export const playRefFields = {
  /** The acting character: its condition's modifiers go on its side. */
  actor: characterIdSchema.optional(),
  /** The other side's character (defender, side B, target, patient). */
  opponent: characterIdSchema.optional(),
  /** The actor's sheet value that fills the action's value option (`value`, `a`, `attacker` …). */
  skill: sheetValueNameSchema.optional(),
  /** The opponent's sheet value for its value option (`defender`, `b` …). */
  opponentSkill: sheetValueNameSchema.optional(),
  /** The actor's due check with this id: the roll's action and options are the check's. */
  dueCheck: dueCheckIdSchema.optional(),
  /** A weapon's name on the actor's sheet (CONTRACT §6): its values fill the actor's weapon options. */
  weapon: gearNameSchema.optional(),
  /** A weapon's name on the opponent's sheet. */
  opponentWeapon: gearNameSchema.optional(),
};

/** Book the result's consequences on the sides' conditions, in the same commit as the roll. */
export const applyFieldSchema = z.boolean().optional();

/**
 * What a roll request fixes about play (CONTRACT §6): the {@link playRefFields} and `apply`. The
 * request's body, its `roll-request` event and the server's stored row carry this shape; the roll
 * that answers the request takes it as it is.
 *
 * @example
 * rollRequestPlaySchema.parse({ actor: "c1", skill: "Nahkampf", apply: true });
 */
export const rollRequestPlaySchema = z.strictObject({ ...playRefFields, apply: applyFieldSchema });

/** The play fields of a roll request. */
export type RollRequestPlay = z.infer<typeof rollRequestPlaySchema>;

/** The keys of {@link rollRequestPlaySchema}. */
export const ROLL_REQUEST_PLAY_FIELDS = rollRequestPlaySchema.keyof().options;
