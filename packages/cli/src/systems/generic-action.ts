import { findActionAdapter } from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import { actionJson, type CommandOutput } from "../output.js";
import { genericActionText } from "./generic-text.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";

/**
 * Runs an action its system gives no text of its own (`CliSystem.handlers` lacks it): the adapter
 * parses the command's options (an option it does not take is named), the pipeline rolls it or
 * gives its odds, with characters in play as for any action, and the text lists the JSON's
 * fields ({@link genericActionText}). So every adapted action of a new system runs from the
 * command line before anyone writes its words.
 */
export function runGenericAction(
  action: string,
  options: Readonly<Record<string, unknown>>,
  ctx: CliContext,
): CommandOutput {
  const adapter = findActionAdapter(ctx.system.id, action, ctx.table.modules);
  if (!adapter)
    throw new CliError("not-available", "error.not-available", { command: action, system: ctx.system.id });
  const parsed = parseActionOptions(ctx, adapter, options);
  const { json } = ctx.odds ? oddsAction(ctx, adapter, parsed) : rollAction(ctx, adapter, parsed);
  return {
    json: actionJson(ctx, action, json),
    text: genericActionText(ctx.lang, ctx.system.id, action, json),
  };
}
