import type { CliContext } from "./context.js";

/** What a command produces: one JSON object for `--json`, lines of text otherwise. */
export interface CommandOutput {
  readonly json: Readonly<Record<string, unknown>>;
  readonly text: readonly string[];
}

/**
 * The JSON of a dice command: `system` and `action` first, then the fields the action pipeline
 * made (a roll's or the odds'), so the CLI prints exactly what the server stores (CONTRACT §1).
 */
export const actionJson = (ctx: CliContext, action: string, fields: object): Record<string, unknown> => ({
  system: ctx.system.id,
  action,
  ...fields,
});
