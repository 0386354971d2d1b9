import type { z } from "zod";
import {
  characterDeletedEventBodySchema,
  characterOwnerChangedEventBodySchema,
  characterSavedEventBodySchema,
} from "./character-events.js";
import { combatEventBodySchema } from "./combat-event.js";
import { conditionEventBodySchema } from "./condition-event.js";
import { noteEventBodySchema } from "./note-event.js";
import { rollEventBodySchema } from "./roll-event.js";
import { rollRequestEventBodySchema } from "./roll-request-event.js";
import { sessionEventBodySchema } from "./session-event.js";
import { stricheAwardedEventBodySchema } from "./striche-event.js";
import {
  importedEventBodySchema,
  seedCommittedEventBodySchema,
  seedRotatedEventBodySchema,
  tableCreatedEventBodySchema,
  tableOptionsChangedEventBodySchema,
  tableRenamedEventBodySchema,
} from "./table-events.js";

/**
 * The body schema of every kind of event, by kind: what a builder writes besides the sequence
 * numbers, `kind`, `secret`, `by` and `at`. The member view, the export and the local-table file
 * are derived from this one list, so a new kind of event is one new body schema here.
 */
export const eventBodySchemas = {
  "table-created": tableCreatedEventBodySchema,
  "seed-committed": seedCommittedEventBodySchema,
  "seed-rotated": seedRotatedEventBodySchema,
  imported: importedEventBodySchema,
  roll: rollEventBodySchema,
  "roll-request": rollRequestEventBodySchema,
  note: noteEventBodySchema,
  "character-saved": characterSavedEventBodySchema,
  "character-deleted": characterDeletedEventBodySchema,
  "character-owner-changed": characterOwnerChangedEventBodySchema,
  combat: combatEventBodySchema,
  condition: conditionEventBodySchema,
  "table-renamed": tableRenamedEventBodySchema,
  "table-options-changed": tableOptionsChangedEventBodySchema,
  "striche-awarded": stricheAwardedEventBodySchema,
  session: sessionEventBodySchema,
} as const satisfies Record<string, z.ZodObject>;

/** A kind of event (`roll`, `note`, `combat`, …). */
export type EventKind = keyof typeof eventBodySchemas;

/** Every kind, in the order of {@link eventBodySchemas}. */
export const EVENT_KINDS = Object.keys(eventBodySchemas) as EventKind[];

/** The body of an event of kind `K`, as its builder writes it. */
export type EventBody<K extends EventKind> = z.infer<(typeof eventBodySchemas)[K]>;
