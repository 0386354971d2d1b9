import { z } from "zod";
import { type EventBody, type EventKind, eventBodySchemas } from "./event-kinds.js";
import { checkRollResult } from "./roll-event.js";

/**
 * A hash of the log's chain (issue #31, `fairness/log-chain.ts`): 64 lower-case hex digits. Absent
 * on events logged before the chain, and on local tables (nobody else could rewrite their log).
 */
const chainHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * What a member sees of every event besides its body: `seq` is the position in this member's
 * visibility stream (players and viewers: the table stream; the GM: the GM stream, which also
 * holds secret events), `secret` is there for the GM only. `prev` is the hash of the event before
 * in that stream (its chain); the GM also gets `tablePrev`, the table stream's, on events that
 * are not secret — so the GM's app knows the head the players' apps show.
 */
const memberEnvelope = {
  seq: z.number().int().positive(),
  by: z.string().nullable(),
  at: z.string(),
  secret: z.boolean().optional(),
  prev: chainHashSchema.optional(),
  tablePrev: chainHashSchema.optional(),
};

/**
 * What an export holds of every event besides its body: both sequence numbers, `secret`, and the
 * chain: `prev` in the exporter's own stream (a player's export: the table stream's), and in a
 * GM's export `tablePrev` on the events that are not secret.
 */
const exportEnvelope = {
  fullSeq: z.number().int().positive(),
  tableSeq: z.number().int().positive().nullable(),
  secret: z.boolean(),
  by: z.string().nullable(),
  at: z.string(),
  prev: chainHashSchema.optional(),
  tablePrev: chainHashSchema.optional(),
};

type Bodies = typeof eventBodySchemas;

/** The schema of kind `K` with an envelope: body fields, envelope fields and the `kind` literal. */
type WithEnvelope<
  K extends EventKind,
  E extends z.core.$ZodShape,
  C extends z.core.$ZodObjectConfig = Bodies[K]["_zod"]["config"],
> = z.ZodObject<z.core.util.Extend<Bodies[K]["shape"], E & { kind: z.ZodLiteral<K> }>, C>;
type MemberSchemas = { readonly [K in EventKind]: WithEnvelope<K, typeof memberEnvelope> };
type ExportedSchemas = { readonly [K in EventKind]: WithEnvelope<K, typeof exportEnvelope, z.core.$loose> };

/**
 * Every body with an envelope, by kind. Built from the list at run time; the mapped types above say
 * what each entry is (zod's `extend` per kind), which TypeScript cannot follow through `entries`.
 */
const withEnvelope = (envelope: z.core.$ZodShape, loose: boolean): unknown =>
  Object.fromEntries(
    Object.entries(eventBodySchemas).map(([kind, body]) => {
      const schema = body.extend({ ...envelope, kind: z.literal(kind) });
      return [kind, loose ? schema.loose() : schema];
    }),
  );

/** The member view of each kind: `memberEventSchemas.roll` is a roll as `POST /rolls` answers it. */
export const memberEventSchemas = withEnvelope(memberEnvelope, false) as MemberSchemas;

/**
 * Each kind as an export holds it. Loose: an import keeps every field it was given, so a restored
 * table is exactly the exported one even where a newer version wrote more.
 */
export const exportedEventSchemas = withEnvelope(exportEnvelope, true) as ExportedSchemas;

/** The schemas of a by-kind record as the non-empty list a discriminated union takes. */
const optionsOf = <S extends Readonly<Record<EventKind, unknown>>>(schemas: S) =>
  Object.values(schemas) as [S[EventKind], ...S[EventKind][]];

/**
 * One event of a table's log as a member sees it (`GET /events`, the live socket, the answers of
 * `POST /rolls`, `/notes`, `/combat`, `/roll-requests`, a local table's log): the body of its kind
 * next to `seq`, `kind`, `by`, `at` and, for the GM, `secret`.
 */
export const tableEventSchema = z
  .discriminatedUnion("kind", optionsOf(memberEventSchemas))
  .superRefine((event, ctx) => {
    if (event.kind === "roll") checkRollResult(event, ctx);
  });
/** A table event as a type; narrow it by `kind`. */
export type TableEvent = z.infer<typeof tableEventSchema>;

/** The envelope of a member's view as a type: `seq`, `by`, `at`, `secret` for the GM. */
export type MemberEnvelope = z.infer<z.ZodObject<typeof memberEnvelope>>;

/**
 * A table event of one kind, built from its parts: what the server's `viewEvent` and a local
 * table's log make of a body. The same type as the kind's member of {@link TableEvent}.
 */
export type MemberEvent<K extends EventKind> = EventBody<K> & MemberEnvelope & { kind: K };

/** One stored event with both sequence numbers, as an export holds it (`spieltisch verify` reads these). */
export const exportedEventSchema = z
  .discriminatedUnion("kind", optionsOf(exportedEventSchemas))
  .superRefine((event, ctx) => {
    if (event.kind === "roll") checkRollResult(event, ctx);
  });
/** An exported event as a type. */
export type ExportedEvent = z.infer<typeof exportedEventSchema>;
