import { z } from "zod";
import { roleSchema } from "../api/tables.js";
import { storedTableOptionsSchema } from "../tables/stored-table-options.js";

/**
 * A table as the web app keeps it: the rules it plays by and who we are at it. Local tables are
 * always played as GM (one person sees everything).
 */
export const tableConfigSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  system: z.string().min(1),
  modules: z.array(z.string()),
  houseRules: storedTableOptionsSchema,
  role: roleSchema,
  local: z.boolean(),
});
/** A table config as a type. */
export type TableConfig = z.infer<typeof tableConfigSchema>;

/** A character as a table keeps it in the browser: its file and its optimistic-concurrency version. */
export const storedCharacterSchema = z.object({
  id: z.string().min(1),
  version: z.number().int().positive(),
  character: z.record(z.string(), z.unknown()),
});
/** A stored character as a type. */
export type StoredCharacter = z.infer<typeof storedCharacterSchema>;

/** The characters a browser remembers for a shared table (read again from the server on open). */
export const storedCharactersSchema = z.array(storedCharacterSchema);

/**
 * A shared table this browser joined (kept in localStorage): its config, the personal token and
 * what the start page and the roll requests need. The optional fields came later; entries stored
 * before them still read.
 */
export const membershipSchema = z.object({
  config: tableConfigSchema,
  token: z.string().min(1),
  /** Our credential at the table: who a roll request addressed with `to` is for. */
  credentialId: z.string().min(1).optional(),
  /** The invite token this browser joined with: opening the same link again opens the table. */
  invite: z.string().min(1).optional(),
  /** When the last event this browser saw happened (ISO time), for the list of tables. */
  lastActivity: z.string().optional(),
});
/** A membership as a type. */
export type Membership = z.infer<typeof membershipSchema>;

/**
 * The invite links of a table this browser created (kept in localStorage so they are not lost
 * when the start page is left): one per role at creation, more as the GM makes them in the table's
 * settings. `credentialId` (links made in the settings) says which invite a link is, so revoking
 * it hides the link; the links made with the table are that table's first invite of their role.
 */
export const storedInviteLinksSchema = z.array(
  z.object({ role: roleSchema, link: z.string().min(1), credentialId: z.string().min(1).optional() }),
);
/** Stored invite links as a type. */
export type StoredInviteLinks = z.infer<typeof storedInviteLinksSchema>;
