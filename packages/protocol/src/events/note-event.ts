import { z } from "zod";

/** `note`: a plain line in the log and who wrote it (null: the member has no name). */
export const noteEventBodySchema = z.object({ text: z.string(), byName: z.string().nullable() });
