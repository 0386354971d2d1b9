import { z } from "zod";
import { rollGearSchema } from "../gear/side-gear.js";
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
 */
export const rollRequestEventBodySchema = z.object({
  requestId: z.string(),
  action: z.string(),
  options: z.record(z.string(), z.unknown()),
  label: z.string().optional(),
  to: z.string().optional(),
  odds: oddsResponseSchema,
});
