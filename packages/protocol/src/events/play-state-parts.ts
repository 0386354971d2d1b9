import { CURRENT_READINGS } from "@spieltisch/engine";
import { z } from "zod";
import { modifiersJson } from "../actions/json-parts.js";

/**
 * Building blocks of the play state on the wire (CONTRACT §4): a character's condition as JSON,
 * one side of a roll, one changed condition. Which system's condition a JSON is, the table says;
 * the events check it against `conditionSchemas` of their system where they know it.
 */

/** A character's id at its table. */
export const characterIdSchema = z.string().min(1).max(100);

/** A condition as JSON: the shape is its system's (`conditionSchemas[system].condition`). */
export const conditionJsonSchema = z.record(z.string(), z.unknown());

/**
 * A roll side's identity as the third derivation binds it (`sideDigest`): hex SHA-256 of
 * `canonicalJson({character, name})`.
 */
export const sideDigestSchema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * One side of a roll in play: the character (`actor` / `opponent` of the body), its name from the
 * sheet at the time, and the modifiers its condition added to the roll, by source. A roll of the
 * third derivation adds `digest`, the digest of `{character, name}` its dice are bound to. In the
 * table stream, a secret NPC's side keeps only its modifiers and its digest (both are part of the
 * verifiable roll); the GM sees `secret: true` with the rest.
 */
export const rollSideSchema = z.strictObject({
  character: characterIdSchema.optional(),
  name: z.string().optional(),
  modifiers: modifiersJson,
  secret: z.literal(true).optional(),
  digest: sideDigestSchema.optional(),
});

/** A roll side as a type. */
export type RollSide = z.infer<typeof rollSideSchema>;

/**
 * One condition a roll with `apply` changed (CONTRACT §4 `applied`): the character and its
 * condition before and after the roll's consequences. Every side's character has an entry, the
 * actor's first, also when nothing changed. Entries of secret NPCs are left out of the table
 * stream; the GM sees them with `secret: true`.
 */
export const appliedConditionSchema = z.strictObject({
  character: characterIdSchema,
  before: conditionJsonSchema,
  after: conditionJsonSchema,
  /**
   * The readings of the texts (RULINGS, engine `RuleReadings`) `after` was booked under; absent on
   * entries booked before the readings changed the first time (RULINGS §7), which a check
   * recomputes with the first readings.
   */
  readings: z.number().int().min(2).max(CURRENT_READINGS).optional(),
  secret: z.literal(true).optional(),
});

/** An applied condition as a type. */
export type AppliedCondition = z.infer<typeof appliedConditionSchema>;

/** A due check's id within a condition (`low-tp-1`, `kraft-2`, `bleeding-3`). */
export const dueCheckIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,60}$/);
