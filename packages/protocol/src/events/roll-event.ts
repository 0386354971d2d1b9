import { isSystemId } from "@spieltisch/engine";
import { z } from "zod";
import { rollResultSchemaFor } from "../actions/pipeline.js";
import { streamSchema } from "../api/tables.js";
import { conditionSchemas } from "../conditions/registry.js";
import { rollGearSchema } from "../gear/side-gear.js";
import { storedTableOptionsSchema } from "../tables/stored-table-options.js";
import { appliedConditionSchema, dueCheckIdSchema, rollSideSchema } from "./play-state-parts.js";

/**
 * A client's seed for one roll (CONTRACT §5): at least 128 random bits as base64url (22 or more
 * characters), at most 512 bits.
 */
export const clientSeedSchema = z.string().regex(/^[A-Za-z0-9_-]{22,86}$/, "base64url, 128 to 512 bits");

/**
 * `roll`: the envelope of a roll event. Everything that decided the roll (system, modules, house
 * rules, action, options after the adapter's schema, the sides' condition modifiers) and where its
 * dice came from (stream, seed, counter). The action's result fields (`success`, `dice`, `winner`,
 * …, different per action) sit next to these at the top level of the event (CONTRACT §3), hence a
 * loose object; they are checked in one place, {@link checkRollResult}.
 *
 * `seedId` and `counter` are on every roll of a server; a local table (browser only) rolls with the
 * browser's crypto RNG, has no seed and leaves them out.
 *
 * Play state (CONTRACT §4): `actor` / `opponent` are the characters of the roll's sides with the
 * modifiers their conditions added (part of what the dice derive from); `applied` the conditions
 * a roll with `apply` changed, in the same commit; `dueCheck` the actor's due check the roll
 * answers (it books the check's outcome instead of the action's consequences).
 */
export const rollEventBodySchema = z.looseObject({
  action: z.string(),
  system: z.string(),
  modules: z.array(z.string()),
  houseRules: storedTableOptionsSchema,
  options: z.record(z.string(), z.unknown()),
  label: z.string().optional(),
  requestId: z.string().optional(),
  byName: z.string().nullable(),
  stream: streamSchema,
  seedId: z.string().optional(),
  counter: z.number().int().positive().optional(),
  actor: rollSideSchema.optional(),
  opponent: rollSideSchema.optional(),
  applied: z.array(appliedConditionSchema).max(2).optional(),
  dueCheck: dueCheckIdSchema.optional(),
  /** The gear the sides' sheets gave the roll (CONTRACT §6); its values are in `options`. */
  gear: rollGearSchema.optional(),
  /**
   * The derivation of the dice (`derivationPrefix`): 2 binds who rolled, the label and the client
   * seed; 3 also the sides' identities (their `digest`) and `apply`; absent on rolls logged before
   * the second (the first derivation).
   */
  derivation: z.union([z.literal(2), z.literal(3)]).optional(),
  /**
   * The roll booked its result on its sides on request (`apply`, CONTRACT §4) — bound by the
   * third derivation, so `applied` can be checked against it; absent: it booked nothing (and on
   * rolls of older derivations, which did not log it).
   */
  apply: z.literal(true).optional(),
  /**
   * The faces were rolled at the table and entered (CONTRACT §7): no seed, no proof — the result,
   * `applied` and `gear` follow from the faces the result shows.
   */
  entered: z.literal(true).optional(),
  /** The client's seed the dice also depend on (CONTRACT §5); absent: a server-only roll. */
  clientSeed: clientSeedSchema.optional(),
  /** The proof of the second and third derivation (`rollProof`): what the roll is bound to, as the seed hashes it. */
  proof: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});
/** The body of a roll event: its envelope and the action's result fields. */
export type RollEventBody = z.infer<typeof rollEventBodySchema>;

/**
 * Fields of a roll event that are not the action's result: the roll envelope and every event's
 * own fields (`seq`, `kind`, … of the member view and of an export).
 */
const NOT_RESULT = new Set<string>([
  ...Object.keys(rollEventBodySchema.shape),
  "seq",
  "kind",
  "by",
  "at",
  "secret",
  "fullSeq",
  "tableSeq",
  "prev",
  "tablePrev",
]);

/** The action's result fields of a roll event: everything besides the envelope. */
export const rollResultFields = (event: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(event).filter(([key]) => !NOT_RESULT.has(key)));

/**
 * The schema of an action's result fields, or undefined when there is none to check against.
 * It is given only the result fields ({@link rollResultFields}), so a strict schema works.
 */
export type RollResultSchemaLookup = (system: string, action: string) => z.ZodType | undefined;

/**
 * THE place where roll results meet the per-action result schemas: every event schema (member
 * view, export, local-table file, the roll response) checks roll results through this lookup, which
 * asks the action adapters (`rollResultSchemaFor`). An action without an adapter has no schema.
 */
export const rollResultLookup: RollResultSchemaLookup = (system, action) =>
  rollResultSchemaFor(system, action);

/**
 * Checks the conditions a roll changed against its system's condition schema, each problem at its
 * path in the event (`applied.0.after.tp`). A system without condition schemas is not checked.
 */
export function checkAppliedConditions(event: RollEventBody, ctx: z.RefinementCtx): void {
  if (!event.applied || !isSystemId(event.system)) return;
  const schema = conditionSchemas[event.system].condition;
  event.applied.forEach((entry, i) => {
    for (const field of ["before", "after"] as const) {
      const parsed = schema.safeParse(entry[field]);
      for (const issue of parsed.error?.issues ?? []) {
        ctx.addIssue({ code: "custom", message: issue.message, path: ["applied", i, field, ...issue.path] });
      }
    }
  });
}

/**
 * Checks a roll event's result fields against the schema `lookup` names for its system and action,
 * and its applied conditions against its system's condition schema; every problem is reported at
 * its path in the event. Used as a zod refinement.
 */
export function checkRollResult(
  event: RollEventBody,
  ctx: z.RefinementCtx,
  lookup: RollResultSchemaLookup = rollResultLookup,
): void {
  checkAppliedConditions(event, ctx);
  const schema = lookup(event.system, event.action);
  if (!schema) return;
  const parsed = schema.safeParse(rollResultFields(event));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }
}
