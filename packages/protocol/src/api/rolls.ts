import { z } from "zod";
import { gearNameSchema } from "../characters/gear-parts.js";
import { fighterRefSchema } from "../combat/combat-state.js";
import { characterIdSchema, dueCheckIdSchema } from "../events/play-state-parts.js";
import { checkRollResult, clientSeedSchema } from "../events/roll-event.js";
import { oddsResponseSchema } from "../events/roll-request-event.js";
import { memberEventSchemas } from "../events/table-event.js";

/** The name of a value on a character's sheet (`"Nahkampf"`), as `skill` takes it. */
const sheetValueName = z.string().min(1).max(200);

/**
 * What a roll or odds body says about the sides in play (CONTRACT §4): the characters, the sheet
 * values that fill their value options, and the due check the roll answers.
 */
const playFields = {
  /** The acting character: its condition's modifiers go on its side. */
  actor: characterIdSchema.optional(),
  /** The other side's character (defender, side B, target, patient). */
  opponent: characterIdSchema.optional(),
  /**
   * The other side as a fighter of the table's running fight, by its `ref` (`"f3"`, as
   * `GET …/combat` shows it), in place of `opponent`: how a player targets a secret NPC, whose
   * character id they never learn. Its value and weapon come from its sheet (`opponentSkill` and
   * `opponentWeapon` are the GM's to name for it).
   */
  opponentFighter: fighterRefSchema.optional(),
  /**
   * A name: the actor's sheet value fills the action's value option (`value`, `a`, `attacker` …).
   * A number is the own option `skill` of an action that has one (`bandage`), not a name.
   */
  skill: z.union([sheetValueName, z.number()]).optional(),
  /** The opponent's sheet value for its value option (`defender`, `b` …). */
  opponentSkill: sheetValueName.optional(),
  /** This roll answers the actor's due check with this id: its action and options are the check's. */
  dueCheck: dueCheckIdSchema.optional(),
  /**
   * A weapon's name on the actor's sheet (CONTRACT §6): its values fill the actor's weapon
   * options. A number is the own option `weapon` of an action that has one (`shoot`), not a name.
   */
  weapon: z.union([gearNameSchema, z.number()]).optional(),
  /** A weapon's name on the opponent's sheet. */
  opponentWeapon: gearNameSchema.optional(),
};

/**
 * `POST /api/tables/:id/rolls`: `{action, …the action's options…, secret?, requestId?, label?,
 * actor?, opponent? | opponentFighter?, skill?, opponentSkill?, weapon?, opponentWeapon?, apply?,
 * dueCheck?}`. The action's own options are
 * checked afterwards against its adapter's schema, so this envelope stays loose.
 */
export const rollBodySchema = z.looseObject({
  action: z.string().min(1).max(50),
  secret: z.boolean().optional(),
  requestId: z.string().min(1).max(100).optional(),
  label: z.string().max(200).optional(),
  ...playFields,
  /** Book the result's consequences on the sides' conditions, in the same commit as the roll. */
  apply: z.boolean().optional(),
  /**
   * The client's share of the dice (CONTRACT §5): the roll depends on it and on the seed the
   * server committed before, on nothing the server could still choose. Used twice at a table: 409.
   */
  clientSeed: clientSeedSchema.optional(),
});
/** The envelope fields of a roll body; everything else is the action's options. */
export const ROLL_ENVELOPE_FIELDS = [
  "action",
  "secret",
  "requestId",
  "label",
  "actor",
  "opponent",
  "opponentFighter",
  "skill",
  "opponentSkill",
  "apply",
  "dueCheck",
  "weapon",
  "opponentWeapon",
  "clientSeed",
] as const;

/**
 * `POST /api/tables/:id/odds`: `{action, …options…, actor?, opponent? | opponentFighter?, skill?,
 * opponentSkill?, dueCheck?, weapon?, opponentWeapon?}`.
 */
export const oddsBodySchema = z.looseObject({ action: z.string().min(1).max(50), ...playFields });
/** The envelope fields of an odds body; everything else is the action's options. */
export const ODDS_ENVELOPE_FIELDS = [
  "action",
  "actor",
  "opponent",
  "opponentFighter",
  "skill",
  "opponentSkill",
  "dueCheck",
  "weapon",
  "opponentWeapon",
] as const;

/** Envelope fields that are an action's own option when they hold a number. */
const NUMERIC_OPTIONS = new Set(["skill", "weapon"]);

/**
 * The action's options of a roll or odds body: every field but the envelope's. A numeric `skill`
 * or `weapon` stays an option (the Heilkunde value of `bandage`, the Schaden of a `shoot`); a name
 * belongs to the envelope.
 *
 * @example
 * actionOptionsOf({ action: "check", actor: "c1", skill: "Nahkampf", target: 12 }, ROLL_ENVELOPE_FIELDS); // { target: 12 }
 */
export function actionOptionsOf(
  body: Readonly<Record<string, unknown>>,
  envelope: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => !envelope.includes(key) || (NUMERIC_OPTIONS.has(key) && typeof value === "number"),
    ),
  );
}

/**
 * The name a body's `skill` or `weapon` gives (a number is an action option, not a name).
 *
 * @example
 * skillNameOf("Nahkampf"); // "Nahkampf"
 * skillNameOf(4); // undefined
 */
export const skillNameOf = (skill: string | number | undefined): string | undefined =>
  typeof skill === "string" ? skill : undefined;

/** `POST /api/tables/:id/roll-requests` (GM): ask a member for a roll ("GE-Probe, MW 12, −3"). */
export const rollRequestBodySchema = z.strictObject({
  action: z.string().min(1).max(50),
  options: z.record(z.string(), z.unknown()),
  label: z.string().max(200).optional(),
  to: z.string().max(100).optional(),
  secret: z.boolean().optional(),
});

/** `POST /api/tables/:id/rolls` → 201: the stored roll event as the roller sees it. */
export const rollResponseSchema = memberEventSchemas.roll.superRefine((event, ctx) =>
  checkRollResult(event, ctx),
);

/** `POST /api/tables/:id/roll-requests` → 201: the `roll-request` event. */
export const rollRequestResponseSchema = memberEventSchemas["roll-request"];

/** Whether a roll request still waits for its roll. */
export const rollRequestStatusSchema = z.enum(["open", "done"]);

/** `GET /api/tables/:id/roll-requests/:rid`: the request with its exact odds and status. */
export const rollRequestInfoSchema = z.object({
  id: z.string(),
  action: z.string(),
  label: z.string().nullable(),
  to: z.string().nullable(),
  status: rollRequestStatusSchema,
  odds: oddsResponseSchema,
});
