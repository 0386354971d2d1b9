import { z } from "zod";

/**
 * The error object of the CLI's JSON mode and of every 4xx/5xx API answer:
 * `{"error":{"code":"…","message":"…","path":[…]}}`, plus what the code carries (`issues` of a
 * character, `currentVersion` of a conflict, an engine error's `params`).
 */
export const errorBodySchema = z.object({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    path: z.array(z.union([z.string(), z.number()])).optional(),
    /** An engine error's parameters, the same as its catalogue message `error.<code>` takes. */
    params: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** The error object as a type. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
