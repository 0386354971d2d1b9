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

/** A shared table this browser joined: its config and the personal token (kept in localStorage). */
export const membershipSchema = z.object({ config: tableConfigSchema, token: z.string().min(1) });
/** A membership as a type. */
export type Membership = z.infer<typeof membershipSchema>;
