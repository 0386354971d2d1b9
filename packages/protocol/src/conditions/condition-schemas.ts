import type { z } from "zod";

/**
 * The wire schemas of one system's play state: its condition, the outcomes rolls book on it
 * (tagged `kind`) and the GM's commands (tagged `command`, CONTRACT §4).
 */
export interface ConditionSchemas {
  readonly condition: z.ZodType;
  readonly outcome: z.ZodType;
  readonly command: z.ZodType;
}
