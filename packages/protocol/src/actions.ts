import { z } from "zod";

const int = z.number().int().min(-1000).max(1000);
const modifierSchema = z.object({ amount: int, source: z.string().min(1).max(60) });

/** Parameters of an EWS / Urfassung check (`check`), as the API and CLI accept them. */
export const ewsCheckParamsSchema = z.object({
  value: int,
  target: int,
  modifiers: z.array(modifierSchema).max(20).optional(),
  wounds: z.number().int().min(0).max(100).optional(),
});

const contestSideSchema = z.object({
  value: int,
  modifiers: z.array(modifierSchema).max(20).optional(),
  wounds: z.number().int().min(0).max(100).optional(),
});

/** Parameters of an EWS / Urfassung contest (`contest`). */
export const ewsContestParamsSchema = z.object({ a: contestSideSchema, b: contestSideSchema });
