import { adaptedActionIds, findActionAdapter } from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { Handler } from "./cli-system.js";
import { runGenericAction } from "./generic-action.js";
import { CLI_SYSTEMS } from "./registry.js";
import { requireTableAction } from "./table-action.js";

export type { Handler } from "./cli-system.js";

/**
 * True for a dice command of some system (`check`, `melee`, `bandage`, …): a command a system
 * answers with a text of its own or an action of a system's: what `remote roll` may send to a
 * table. Not `char`, `serve`, `verify`, `simulate` or `remote`.
 */
export const isDiceCommand = (command: string): boolean =>
  Object.values(CLI_SYSTEMS).some(
    (system) => Object.hasOwn(system.handlers, command) || adaptedActionIds(system.id).includes(command),
  );

/**
 * The handler of a command for the context's system — its own (`CliSystem.handlers`), else the
 * generic one for an action the system has an adapter for — or a {@link CliError} if it has
 * neither or the table's modules do not offer the action of the same name.
 */
export function handlerFor(command: string, ctx: CliContext): Handler {
  const own = CLI_SYSTEMS[ctx.system.id].handlers;
  const handler: Handler | undefined = Object.hasOwn(own, command)
    ? own[command]
    : findActionAdapter(ctx.system.id, command)
      ? (options, context) => runGenericAction(command, options, context)
      : undefined;
  if (!handler)
    throw new CliError("not-available", "error.not-available", { command, system: ctx.system.id });
  requireTableAction(ctx, command, command);
  return handler;
}
