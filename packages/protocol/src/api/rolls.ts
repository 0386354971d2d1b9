import { z } from "zod";
import { gearNameSchema } from "../characters/gear-parts.js";
import { fighterRefSchema } from "../combat/combat-state.js";
import {
  applyFieldSchema,
  playRefFields,
  rollRequestPlaySchema,
  sheetValueNameSchema,
} from "../events/play-refs.js";
import { checkRollResult, clientSeedSchema } from "../events/roll-event.js";
import { oddsResponseSchema } from "../events/roll-request-event.js";
import { memberEventSchemas } from "../events/table-event.js";

/** A seed commitment as a client saw it: the SHA-256 of the seed, hex. */
export const seenCommitmentSchema = z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 hash, hex");

/**
 * What a roll or odds body says about the sides in play (CONTRACT §4, §6): the {@link playRefFields}
 * — characters, sheet values, weapons, the due check — with `skill` and `weapon` also taking a
 * number, which is then the action's own option of that name (`bandage`'s Heilkunde, a `shoot`'s
 * Schaden), not a name.
 */
const playFields = {
  ...playRefFields,
  /**
   * The other side as a fighter of the table's running fight, by its `ref` (`"f3"`, as
   * `GET …/combat` shows it), in place of `opponent`: how a player targets a secret NPC, whose
   * character id they never learn. Its value and weapon come from its sheet (`opponentSkill` and
   * `opponentWeapon` are the GM's to name for it).
   */
  opponentFighter: fighterRefSchema.optional(),
  skill: z.union([sheetValueNameSchema, z.number()]).optional(),
  weapon: z.union([gearNameSchema, z.number()]).optional(),
};

/**
 * The action's options nested in a roll or odds body (`{action, options: {…}, …}`, as a roll
 * request has them) — instead of flat beside `action` (CONTRACT §3), never both.
 */
const nestedOptionsSchema = z.record(z.string(), z.unknown()).optional();

/**
 * `POST /api/tables/:id/rolls`: `{action, …the action's options…, secret?, requestId?, label?,
 * actor?, opponent? | opponentFighter?, skill?, opponentSkill?, weapon?, opponentWeapon?, apply?,
 * dueCheck?}`. The action's own options are
 * checked afterwards against its adapter's schema, so this envelope stays loose.
 */
export const rollBodySchema = z.looseObject({
  action: z.string().min(1).max(50),
  options: nestedOptionsSchema,
  secret: z.boolean().optional(),
  requestId: z.string().min(1).max(100).optional(),
  label: z.string().max(200).optional(),
  ...playFields,
  apply: applyFieldSchema,
  /**
   * The client's share of the dice (CONTRACT §5): the roll depends on it and on the seed the
   * server committed before, on nothing the server could still choose. Used twice at a table: 409.
   */
  clientSeed: clientSeedSchema.optional(),
  /**
   * The commitment of the stream's seed the client last saw in its log (`table-created`,
   * `seed-rotated`): a roll whose seed has another one now is refused (409 `seed-changed`), so
   * no seed can be swapped or rotated in between unseen (issue #31).
   */
  seenCommitment: seenCommitmentSchema.optional(),
  /**
   * The faces of dice rolled at the table (CONTRACT §7), in the order the rules roll them: a
   * list. Anything else under `dice` is the action's own option of that name (the Urfassung's
   * care dice).
   */
  dice: z.unknown().optional(),
});

/**
 * The faces of dice rolled at the table as a roll body gives them: whole numbers
 * (the action decides which die and refuses a face it cannot show: 422), at most as many as any
 * roll takes.
 */
export const enteredDiceSchema = z.array(z.int()).min(1).max(200);

/** The envelope fields of a roll body; everything else is the action's options. */
export const ROLL_ENVELOPE_FIELDS = [
  "action",
  "options",
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
  "seenCommitment",
  "dice",
] as const;

/**
 * `POST /api/tables/:id/odds`: `{action, …options…, actor?, opponent? | opponentFighter?, skill?,
 * opponentSkill?, dueCheck?, weapon?, opponentWeapon?}`.
 */
export const oddsBodySchema = z.looseObject({
  action: z.string().min(1).max(50),
  options: nestedOptionsSchema,
  ...playFields,
});
/** The envelope fields of an odds body; everything else is the action's options. */
export const ODDS_ENVELOPE_FIELDS = [
  "action",
  "options",
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

/** Whether an envelope field's value is the action's own option of that name after all. */
const isOwnOption = (key: string, value: unknown): boolean =>
  (NUMERIC_OPTIONS.has(key) && typeof value === "number") || (key === "dice" && !Array.isArray(value));

/**
 * The action's options of a roll or odds body: every field but the envelope's. A numeric `skill`
 * or `weapon` stays an option (the Heilkunde value of `bandage`, the Schaden of a `shoot`); a name
 * belongs to the envelope. So does `dice` unless it is a list (the faces rolled at the table).
 *
 * @example
 * actionOptionsOf({ action: "check", actor: "c1", skill: "Nahkampf", target: 12 }, ROLL_ENVELOPE_FIELDS); // { target: 12 }
 */
export function actionOptionsOf(
  body: Readonly<Record<string, unknown>>,
  envelope: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => !envelope.includes(key) || isOwnOption(key, value)),
  );
}

/** What a roll or odds body says about the sides in play, by name (CONTRACT §4, §6). */
export interface PlayNames {
  readonly actor?: string;
  readonly opponent?: string;
  readonly opponentFighter?: string;
  readonly skill?: string;
  readonly opponentSkill?: string;
  readonly dueCheck?: string;
  readonly weapon?: string;
  readonly opponentWeapon?: string;
}

/** An odds body in the one shape the table takes it: the action, its options apart, the sides by name. */
export interface OddsInput {
  readonly action: string;
  readonly options: Record<string, unknown>;
  readonly play: PlayNames;
}

/** A roll body in the one shape the table takes it: an odds input and the roll's envelope. */
export interface RollInput extends OddsInput {
  readonly secret?: boolean | undefined;
  readonly label?: string | undefined;
  readonly requestId?: string | undefined;
  readonly apply?: boolean | undefined;
  readonly clientSeed?: string | undefined;
  /** The commitment of the stream's seed the client last saw (409 `seed-changed` when it is another now). */
  readonly seenCommitment?: string | undefined;
  /** The faces of dice rolled at the table, in the order the rules roll them (CONTRACT §7). */
  readonly dice?: readonly number[] | undefined;
}

/** The play names of a parsed body: only those it gives (a number in `skill` or `weapon` is an option). */
function playNamesOf(body: z.output<typeof oddsBodySchema>): PlayNames {
  const names: Record<string, string> = {};
  const given = {
    actor: body.actor,
    opponent: body.opponent,
    opponentFighter: body.opponentFighter,
    skill: skillNameOf(body.skill),
    opponentSkill: body.opponentSkill,
    dueCheck: body.dueCheck,
    weapon: skillNameOf(body.weapon),
    opponentWeapon: body.opponentWeapon,
  };
  for (const [key, value] of Object.entries(given)) if (value !== undefined) names[key] = value;
  return names;
}

/**
 * The action's options of a parsed body, nested or flat: both at once is an issue at the first
 * flat one (which of the two was meant cannot be told).
 */
function optionsOf(
  body: z.output<typeof oddsBodySchema>,
  envelope: readonly string[],
  ctx: z.RefinementCtx,
): Record<string, unknown> {
  const flat = actionOptionsOf(body, envelope);
  if (body.options === undefined) return flat;
  const [stray] = Object.keys(flat);
  if (stray !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: [stray],
      message: "the action's options go either into `options` or beside `action`, not both",
    });
  }
  return body.options;
}

/**
 * `POST /api/tables/:id/odds` as the table takes it ({@link OddsInput}): the flat body of CONTRACT
 * §3 or the nested one, turned into one shape here, at the edge.
 */
export const oddsInputSchema = oddsBodySchema.transform(
  (body, ctx): OddsInput => ({
    action: body.action,
    options: optionsOf(body, ODDS_ENVELOPE_FIELDS, ctx),
    play: playNamesOf(body),
  }),
);

/** `POST /api/tables/:id/rolls` as the table takes it ({@link RollInput}), flat or nested. */
export const rollInputSchema = rollBodySchema.transform(
  (body, ctx): RollInput => ({
    action: body.action,
    options: optionsOf(body, ROLL_ENVELOPE_FIELDS, ctx),
    play: playNamesOf(body),
    secret: body.secret,
    label: body.label,
    requestId: body.requestId,
    apply: body.apply,
    clientSeed: body.clientSeed,
    seenCommitment: body.seenCommitment,
    dice: enteredDiceOf(body.dice, ctx),
  }),
);

/** The faces a roll body's `dice` enters (a list), checked; anything else is no entry. */
function enteredDiceOf(dice: unknown, ctx: z.RefinementCtx): number[] | undefined {
  if (!Array.isArray(dice)) return undefined;
  const parsed = enteredDiceSchema.safeParse(dice);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: "custom", path: ["dice", ...issue.path], message: issue.message });
  }
  return undefined;
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

/**
 * `POST /api/tables/:id/roll-requests` (GM): ask a member for a roll ("GE-Probe, MW 12, −3"). With
 * the play fields (CONTRACT §6) the request names who rolls (`actor`, `skill`, a fight's
 * `opponent`, `opponentSkill`, `weapon`, `opponentWeapon`, a `dueCheck`) with the same meaning
 * as a roll's, and `apply` books the answer's result: the request's odds include the sides'
 * conditions, and the answer rolls as that actor. `options` are the action's options besides what
 * the characters fill in.
 */
export const rollRequestBodySchema = z.strictObject({
  action: z.string().min(1).max(50),
  options: z.record(z.string(), z.unknown()),
  label: z.string().max(200).optional(),
  to: z.string().max(100).optional(),
  secret: z.boolean().optional(),
  ...rollRequestPlaySchema.shape,
});

/** `POST /api/tables/:id/rolls` → 201: the stored roll event as the roller sees it. */
export const rollResponseSchema = memberEventSchemas.roll.superRefine((event, ctx) =>
  checkRollResult(event, ctx),
);
/** A roll as `POST /rolls` answers it: the member's roll event. */
export type RollResponse = z.output<typeof rollResponseSchema>;

/** `POST /api/tables/:id/roll-requests` → 201: the `roll-request` event. */
export const rollRequestResponseSchema = memberEventSchemas["roll-request"];

/** Whether a roll request still waits for its roll. */
export const rollRequestStatusSchema = z.enum(["open", "done"]);

/**
 * `GET /api/tables/:id/roll-requests/:rid`: the request with its status and its exact odds now —
 * with play fields, the odds its answer has with the sides' conditions as they are now (a wound
 * booked since the request counts), a secret NPC's side shown to players as in the roll event.
 */
export const rollRequestInfoSchema = z.object({
  id: z.string(),
  action: z.string(),
  label: z.string().nullable(),
  to: z.string().nullable(),
  status: rollRequestStatusSchema,
  odds: oddsResponseSchema,
  ...rollRequestPlaySchema.shape,
});
