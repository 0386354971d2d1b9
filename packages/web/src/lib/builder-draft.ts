import { z } from "zod";

/**
 * The character builder's draft of a table, kept in the browser with every keystroke (the
 * Charakterheft shows it too), read back through {@link draftSchema}.
 */

/** A draft as the browser keeps it: what the builder edits, and the house rules tried with it. */
export interface Draft {
  /** Id of the stored character this draft edits, null for a new one. */
  id: string | null;
  version: number | null;
  character: Record<string, unknown>;
  houseRules: string[];
}

/** A {@link Draft} as read back from the browser. */
export const draftSchema: z.ZodType<Draft> = z.object({
  id: z.string().nullable(),
  version: z.number().int().nullable(),
  character: z.record(z.string(), z.unknown()),
  houseRules: z.array(z.string()),
});

/** Where a table's draft is kept. */
export const draftKey = (tableId: string): string => `spieltisch.draft.${tableId}.character`;
