import { z } from "zod";
import { seedRotatedEventBodySchema } from "../events/table-events.js";
import { streamSchema } from "./tables.js";

/** `POST /api/tables/:id/seeds/rotate` (GM): which stream's seed to reveal and replace. */
export const rotateSeedBodySchema = z.strictObject({ stream: streamSchema.optional() });

/**
 * `POST /api/tables/:id/seeds/rotate` → per rotated stream what its `seed-rotated` event logs: the
 * revealed seed and the next commitment.
 */
export const rotateSeedResponseSchema = z.object({ rotated: z.array(seedRotatedEventBodySchema) });
