import { z } from "zod";
import { tableOptionsSchema } from "../tables/table-options.js";

/** A member's role at a table: the GM sees everything, players roll, viewers only watch. */
export const roleSchema = z.enum(["gm", "player", "viewer"]);
/** A role as a type. */
export type Role = z.infer<typeof roleSchema>;

/** A visibility stream: `table` (everybody) or `gm` (every event, secret ones too). */
export const streamSchema = z.enum(["table", "gm"]);
/** A stream as a type. */
export type Stream = z.infer<typeof streamSchema>;

/**
 * Characters a name shown to everybody may not hold: C0/C1 controls (a NUL, a line break, a bell)
 * and the bidirectional controls (U+061C, U+200E/F, U+202A–E, U+2066–9) that reorder the text
 * around them, so a name could read differently from what it is (issue #31). Joiners and other
 * format characters stay: emoji sequences need them.
 */
const UNSHOWABLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** A table's name: 1 to 200 characters, none of them a control or bidi control character. */
export const tableNameSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((name) => !UNSHOWABLE.test(name), { message: "no control or bidi control characters" });

/**
 * `POST /api/tables`: a new table (CONTRACT §3). `houseRules` holds the table's options in the one
 * shape (house-rule codes and table options); an unknown key is refused with its path.
 */
export const createTableBodySchema = z.strictObject({
  name: tableNameSchema,
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
  stream: streamSchema,
  seedId: z.string(),
  commitment: z.string(),
});

/** `POST /api/tables/import` → 201: like a new table, the new id and one invite token per role. */
export const importTableResponseSchema = createTableResponseSchema;

/** `GET /api/tables/:id` → what this member may know about the table. */
export const tableInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  system: z.string(),
  modules: z.array(z.string()),
  /** The table's options, read into the one shape whatever spelling the table was created with. */
  houseRules: tableOptionsSchema,
  you: z.object({ credentialId: z.string(), role: roleSchema, name: z.string().nullable() }),
  stream: streamSchema,
  lastSeq: z.number().int(),
  seeds: z.array(seedCommitmentSchema),
});

/**
 * `PATCH /api/tables/:id/options` (GM): options of the table to change, each with its new value
 * (a house rule: the whole list); at least one. Only the options the table's system offers
 * (`tableOptionOffers`); those that decide rolls only while the log has no roll and no condition
 * event yet (`table-in-play`), those of play (`combatAutoAdvance`, `playersEditOwnCondition`)
 * always.
 */
export const tableOptionsPatchSchema = tableOptionsSchema.refine((change) => Object.keys(change).length > 0, {
  message: "name at least one option",
});

/** `PATCH /api/tables/:id/options` → 200: the table's options after the change. */
export const tableOptionsResponseSchema = z.object({ houseRules: tableOptionsSchema });

/** `PATCH /api/tables/:id` (GM): a new name for the table; everybody's log shows it. */
export const renameTableBodySchema = z.strictObject({ name: z.string().trim().pipe(tableNameSchema) });

/**
 * A key the person's browser keeps for good (random, at least 128 bits in base64url): the server
 * keeps only its hash with the table's id, so the GM recognises a person who comes back, and a
 * person the GM revoked does not get back in by the link they came by.
 */
export const deviceKeySchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/);

/** `POST /api/tables/:id/join` with an invite token: a personal token with a name. */
export const joinBodySchema = z.strictObject({
  name: z.string().min(1).max(100),
  device: deviceKeySchema.optional(),
});

/** `POST /api/tables/:id/invites` (GM): a new invite token for a role. */
export const inviteBodySchema = z.strictObject({
  role: roleSchema,
  name: z.string().min(1).max(100).optional(),
});

/** What a credential is: an invite (shared link, traded for a personal token) or a member's own token. */
export const credentialKindSchema = z.enum(["invite", "member"]);

/** A credential (invite or personal token) as the GM sees it; never the token itself. */
export const credentialInfoSchema = z.object({
  id: z.string(),
  role: roleSchema,
  kind: credentialKindSchema,
  name: z.string().nullable(),
  revoked: z.boolean(),
  createdAt: z.string(),
  /** A member: the invite (shared link) they came by; null when not known (older members). */
  invite: z.string().nullable().optional(),
  /**
   * A member: the table's earlier members who joined from the same browser, oldest first — a
   * person who comes back is recognisable as the one before (a revoked „Ina“ returning).
   */
  earlier: z.array(z.string()).optional(),
});

/** `POST /api/tables/:id/join` → 201: the personal token that replaces the invite. */
export const joinResponseSchema = z.object({
  credentialId: z.string(),
  token: z.string(),
  role: roleSchema,
  name: z.string(),
});

/** `POST /api/tables/:id/invites` → 201: the new invite token (shown once). */
export const inviteResponseSchema = z.object({
  credentialId: z.string(),
  token: z.string(),
  role: roleSchema,
});

/** `GET /api/tables/:id/credentials` (GM): every invite and member, never their tokens. */
export const credentialsResponseSchema = z.object({ credentials: z.array(credentialInfoSchema) });

/**
 * `POST /api/tables/:id/credentials/:cid/revoke` (GM): revokes a member or invite, and with
 * `renewInvite` also the invite (shared link) the member came by, which a new invite of the same
 * role and name replaces — the old link stops working, the GM shares the new one.
 */
export const revokeBodySchema = z.strictObject({ renewInvite: z.boolean().optional() });

/** `POST …/credentials/:cid/revoke` → 200: what was revoked and the new invite, if one was made. */
export const revokeResponseSchema = z.object({
  revoked: z.array(z.string()),
  invite: inviteResponseSchema.extend({ name: z.string().nullable() }).nullable(),
});
