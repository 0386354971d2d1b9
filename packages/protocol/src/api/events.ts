import { z } from "zod";

/**
 * One event of a table's log as a member sees it: `seq` is the position in this member's
 * visibility stream (players and viewers: the table stream; the GM: the GM stream, which also
 * holds secret events). Kind-specific fields sit next to these.
 */
export const tableEventSchema = z.looseObject({
  seq: z.number().int().positive(),
  kind: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
/** A table event as a type. */
export type TableEvent = z.infer<typeof tableEventSchema>;

/** `GET /api/tables/:id/events?after=SEQ&limit=N`. */
export const eventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});

/** `GET /api/tables/:id/events` → events in `seq` order. */
export const eventsResponseSchema = z.object({ events: z.array(tableEventSchema) });

/** `GET /api/tables/:id/live?token=…&after=SEQ`. */
export const liveQuerySchema = z.object({
  token: z.string().min(1).max(200),
  after: z.coerce.number().int().min(0).default(0),
});

/**
 * Control messages on the live socket (events have `kind`, control messages `type`): `ready`
 * once the backlog after `after` has been sent, `resync` when the server had to drop live
 * messages for a slow client and is replaying from the log.
 */
export const liveControlSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), seq: z.number().int() }),
  z.object({ type: z.literal("resync"), after: z.number().int() }),
]);

/** `POST /api/tables/:id/notes`: a plain line in the log. */
export const noteBodySchema = z.strictObject({
  text: z.string().min(1).max(2000),
  secret: z.boolean().optional(),
});
