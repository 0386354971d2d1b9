import { z } from "zod";
import { conditionViewShape } from "./conditions.js";

/** An issue of a character report on the wire. */
export const issueJsonSchema = z.looseObject({
  code: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
  severity: z.enum(["error", "warning"]),
});

/** `PUT /api/tables/:id/characters/:cid` → 200, and `POST …/characters` → 201. */
export const characterSavedSchema = z.object({
  id: z.string(),
  version: z.number().int().positive(),
  issues: z.array(issueJsonSchema),
});

/**
 * `GET /api/tables/:id/characters/:cid`: the sheet with its version, and its play state
 * (CONTRACT §4 `condition`, with `status`, `due` and `modifiers`).
 */
export const characterResponseSchema = z.object({
  id: z.string(),
  owner: z.string(),
  /** The owner's name at the table (null: a credential without one, such as an invite link). */
  ownerName: z.string().nullable().optional(),
  version: z.number().int().positive(),
  updatedAt: z.string(),
  character: z.record(z.string(), z.unknown()),
  ...conditionViewShape,
});

/** The `If-Match` header: a version number, optionally quoted like an ETag. */
export const ifMatchSchema = z
  .string()
  .regex(/^(W\/)?"?\d{1,9}"?$/)
  .transform((raw) => Number(raw.replace(/^W\//, "").replaceAll('"', "")));

/** `GET /api/tables/:id/characters`: every live character of the table the caller may see, with its play state. */
export const charactersResponseSchema = z.object({ characters: z.array(characterResponseSchema) });

/** `GET /api/tables/:id/characters/:cid/history`: every version, oldest first. */
export const characterHistoryResponseSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number().int().positive(),
      by: z.string(),
      at: z.string(),
      deleted: z.boolean(),
      character: z.record(z.string(), z.unknown()),
    }),
  ),
});

/**
 * `PUT /api/tables/:id/characters/:cid/owner` (GM): hands the character to another member of
 * the table (a player or the GM; not a viewer, not a revoked member) — a revoked member's
 * characters can be given to someone else.
 */
export const ownerBodySchema = z.strictObject({ owner: z.string().min(1).max(100) });
