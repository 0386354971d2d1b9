import { z } from "zod";
import { checkRollResult } from "../events/roll-event.js";
import { oddsResponseSchema } from "../events/roll-request-event.js";
import { memberEventSchemas } from "../events/table-event.js";

/**
 * `POST /api/tables/:id/rolls`: `{action, …the action's options…, secret?, requestId?, label?}`.
 * The action's own options are checked afterwards against its adapter's schema, so this envelope
 * stays loose.
 */
export const rollBodySchema = z.looseObject({
  action: z.string().min(1).max(50),
  secret: z.boolean().optional(),
  requestId: z.string().min(1).max(100).optional(),
  label: z.string().max(200).optional(),
});
/** The envelope fields of a roll body; everything else is the action's options. */
export const ROLL_ENVELOPE_FIELDS = ["action", "secret", "requestId", "label"] as const;

/** `POST /api/tables/:id/odds`: `{action, …options…}` → the adapter's odds JSON. */
export const oddsBodySchema = z.looseObject({ action: z.string().min(1).max(50) });

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
