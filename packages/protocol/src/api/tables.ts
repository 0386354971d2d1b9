import { z } from "zod";
import { tableOptionsSchema } from "../tables/table-options.js";

/** A member's role at a table: the GM sees everything, players roll, viewers only watch. */
export const roleSchema = z.enum(["gm", "player", "viewer"]);
/** A role as a type. */
export type Role = z.infer<typeof roleSchema>;

/**
 * `POST /api/tables`: a new table (CONTRACT §3). `houseRules` holds the table's options in the one
 * shape (house-rule codes and table options); an unknown key is refused with its path.
 */
export const createTableBodySchema = z.strictObject({
  name: z.string().min(1).max(200),
  system: z.string().min(1).max(50),
  modules: z.array(z.string().min(1).max(50)).max(20).optional(),
  houseRules: tableOptionsSchema.optional(),
});
/** The body of `POST /api/tables`. */
export type CreateTableBody = z.infer<typeof createTableBodySchema>;

/** `POST /api/tables` → 201: the id and one invite token per role (shown once, stored hashed). */
export const createTableResponseSchema = z.object({
  id: z.string(),
  gmToken: z.string(),
  playerToken: z.string(),
  viewerToken: z.string(),
});

/** A published seed commitment: SHA-256 of the secret seed of one visibility stream. */
export const seedCommitmentSchema = z.object({
  stream: z.enum(["table", "gm"]),
  seedId: z.string(),
  commitment: z.string(),
});

/** `GET /api/tables/:id` → what this member may know about the table. */
export const tableInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  system: z.string(),
  modules: z.array(z.string()),
  /** The table's options, read into the one shape whatever spelling the table was created with. */
  houseRules: tableOptionsSchema,
  you: z.object({ credentialId: z.string(), role: roleSchema, name: z.string().nullable() }),
  stream: z.enum(["table", "gm"]),
  lastSeq: z.number().int(),
  seeds: z.array(seedCommitmentSchema),
});

/** `POST /api/tables/:id/join` with an invite token: a personal token with a name. */
export const joinBodySchema = z.strictObject({ name: z.string().min(1).max(100) });

/** `POST /api/tables/:id/invites` (GM): a new invite token for a role. */
export const inviteBodySchema = z.strictObject({
  role: roleSchema,
  name: z.string().min(1).max(100).optional(),
});

/** A credential (invite or personal token) as the GM sees it; never the token itself. */
export const credentialInfoSchema = z.object({
  id: z.string(),
  role: roleSchema,
  kind: z.enum(["invite", "member"]),
  name: z.string().nullable(),
  revoked: z.boolean(),
  createdAt: z.string(),
});

/** `POST /api/tables/:id/seeds/rotate` (GM): which stream's seed to reveal and replace. */
export const rotateSeedBodySchema = z.strictObject({ stream: z.enum(["table", "gm"]).optional() });
