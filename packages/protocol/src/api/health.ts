import { z } from "zod";

/** `GET /healthz` → 200 while the server runs. */
export const healthResponseSchema = z.object({ ok: z.literal(true) });
