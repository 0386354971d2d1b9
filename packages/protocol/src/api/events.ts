import { z } from "zod";
import { errorBodySchema } from "../errors/error-body.js";
import { characterIdSchema, conditionJsonSchema } from "../events/play-state-parts.js";
import { memberEventSchemas, tableEventSchema } from "../events/table-event.js";

/** `GET /api/tables/:id/events?after=SEQ&limit=N`. */
export const eventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});

/**
 * A secret event addressed to one member who is not a GM: a secret roll request with `to` set to
 * them, and the secret roll with which they answered it. It is outside their numbered stream:
 * `seq` is its number in the GM stream and `secret` is true. Nobody else but the GM sees it.
 */
export const addressedEventSchema = z.union([memberEventSchemas["roll-request"], memberEventSchemas.roll]);
/** An addressed secret event as a type. */
export type AddressedEvent = z.infer<typeof addressedEventSchema>;

/**
 * `GET /api/tables/:id/events` → events in `seq` order. `addressed` (players and viewers): every
 * secret event addressed to the caller, in GM-stream order, whatever `after` says (they are few).
 */
export const eventsResponseSchema = z.object({
  events: z.array(tableEventSchema),
  addressed: z.array(addressedEventSchema).optional(),
});

/** `GET /api/tables/:id/live?token=…&after=SEQ`. */
export const liveQuerySchema = z.object({
  token: z.string().min(1).max(200),
  after: z.coerce.number().int().min(0).default(0),
});

/**
 * Control messages on the live socket (events have `kind`, control messages `type`): `ready`
 * once the backlog after `after` has been sent, `resync` when the server had to drop live
 * messages for a slow client and is replaying from the log, `error` when the socket is refused
 * (bad query or token; the socket closes with 4000 + status), `condition` for a player's own
 * character changed by a secret event, `addressed` for a secret event addressed to this member.
 */
export const liveControlSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), seq: z.number().int() }),
  z.object({ type: z.literal("resync"), after: z.number().int() }),
  errorBodySchema.extend({ type: z.literal("error"), status: z.number().int() }),
  /**
   * A secret event changed the condition of one of your own characters (players see what their
   * characters suffer): the condition now. Outside the numbered stream; after a reconnect,
   * `GET …/characters/:cid` has it.
   */
  z.object({ type: z.literal("condition"), character: characterIdSchema, condition: conditionJsonSchema }),
  /**
   * A secret event addressed to you (see {@link addressedEventSchema}): a secret roll request for
   * you, or your roll that answered one. Outside the numbered stream; every one so far is sent
   * again before `ready` on each connect, and `GET …/events` lists them under `addressed`.
   */
  z.object({ type: z.literal("addressed"), event: addressedEventSchema }),
]);
/** A control message as a type. */
export type LiveControl = z.infer<typeof liveControlSchema>;

/** One message on the live socket: an event the member may see, or a control message. */
export const liveFrameSchema = z.union([tableEventSchema, liveControlSchema]);
/** A live-socket message as a type. */
export type LiveFrame = z.infer<typeof liveFrameSchema>;

/** `POST /api/tables/:id/notes`: a plain line in the log. */
export const noteBodySchema = z.strictObject({
  text: z.string().min(1).max(2000),
  secret: z.boolean().optional(),
});

/** `POST /api/tables/:id/notes` → 201: the `note` event. */
export const noteResponseSchema = memberEventSchemas.note;
