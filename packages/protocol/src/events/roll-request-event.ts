import { z } from "zod";
import { rollGearSchema } from "../gear/side-gear.js";
import { rollRequestPlaySchema } from "./play-refs.js";
import { rollSideSchema } from "./play-state-parts.js";

/**
 * The odds of an action with options as `POST /odds` answers them: the action, its options after
 * the adapter's schema (a `skill` name and the condition already filled in) and the adapter's
 * odds fields (`pSuccess`, `distribution`, … per action). With `actor` / `opponent`, each side's
 * character and the modifiers its condition adds, by source: the odds include them.
 */
export const oddsResponseSchema = z.looseObject({
  action: z.string(),
  options: z.record(z.string(), z.unknown()),
  actor: rollSideSchema.optional(),
  opponent: rollSideSchema.optional(),
  /** The gear the sides' sheets gave these odds (CONTRACT §6). */
  gear: rollGearSchema.optional(),
});

/**
 * `roll-request`: the GM asks for a roll. It carries the exact odds so the player sees them before
 * rolling; the roll that answers it has the same `requestId`.
 *
 * With the play fields (CONTRACT §6; events before them have none and still parse) the request
 * names who rolls and how, as the request's body did: `actor`, `skill`, `opponent`, … and `apply`.
 * Then `options` are the action's options as asked, before the characters fill their sides in
 * (the answer rolls with them and the sides as they are then), and `odds` are the odds of play
 * when asked: the options with the sides filled, each side with the modifiers its condition adds
 * (`actor` / `opponent`), and the `gear` the sheets gave. Without play fields `options` are the
 * options after the action's schema, as `odds.options`.
 */
export const rollRequestEventBodySchema = z.object({
  requestId: z.string(),
  action: z.string(),
  options: z.record(z.string(), z.unknown()),
  label: z.string().optional(),
  to: z.string().optional(),
  /**
   * A secret request to one member: the commitment of the GM stream's seed its answer will roll
   * from (CONTRACT §5) — the addressee's log never shows that stream's commitments, so the
   * request does, and the answer names it (`seenCommitment`); a seed changed since is refused.
   */
  commitment: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  odds: oddsResponseSchema,
  ...rollRequestPlaySchema.shape,
});
