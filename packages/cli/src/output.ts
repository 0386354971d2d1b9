import type { CliContext } from "./context.js";

/** What a command produces: one JSON object for `--json`, lines of text otherwise. */
export interface CommandOutput {
  readonly json: Readonly<Record<string, unknown>>;
  readonly text: readonly string[];
}

/** What an action adapter needs to turn a result or odds into JSON. */
interface JsonAdapter<P, R, O> {
  rollJson(
    result: R,
    params: P,
    table: CliContext["table"],
    system: CliContext["system"],
  ): Record<string, unknown>;
  oddsJson(
    odds: O,
    params: P,
    table: CliContext["table"],
    system: CliContext["system"],
  ): Record<string, unknown>;
}

/**
 * The JSON of a rolled dice command: `system` and `action` first, then the adapter's fields, so
 * the CLI prints exactly what the server stores for the same roll (CONTRACT §1).
 */
export function rolledJson<P, R, O>(
  ctx: CliContext,
  action: string,
  adapter: JsonAdapter<P, R, O>,
  result: R,
  params: P,
): Record<string, unknown> {
  return { system: ctx.system.id, action, ...adapter.rollJson(result, params, ctx.table, ctx.system) };
}

/** The JSON of a dice command's `--odds`: `system`, `action`, then the adapter's odds fields. */
export function oddsJsonOf<P, R, O>(
  ctx: CliContext,
  action: string,
  adapter: JsonAdapter<P, R, O>,
  odds: O,
  params: P,
): Record<string, unknown> {
  return { system: ctx.system.id, action, ...adapter.oddsJson(odds, params, ctx.table, ctx.system) };
}
