import { z } from "zod";

/** A chain head an app saw: the event's number in its stream and its hash (issue #31). */
export const seenHeadSchema = z.object({
  seq: z.number().int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
/** See {@link seenHeadSchema}. */
export type SeenHead = z.infer<typeof seenHeadSchema>;

/**
 * The latest chain heads a browser saw of one table, per stream (`table`: what everybody's app
 * shows; `gm`: the GM's app also the whole log's), kept in localStorage. When the server's log no
 * longer contains one of them the log was rewritten, and the app says so.
 */
export const storedChainHeadsSchema = z.object({
  table: seenHeadSchema.optional(),
  gm: seenHeadSchema.optional(),
});
/** See {@link storedChainHeadsSchema}. */
export type StoredChainHeads = z.infer<typeof storedChainHeadsSchema>;
