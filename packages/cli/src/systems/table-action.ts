import { lookupTableAction } from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";

/**
 * Refuses an action the table's modules do not offer (FoKa's melee, shots and TP healing without
 * `--modules foka`): the protocol's one rule, as the server and the web app apply it. An action
 * without an adapter (Faar's initiative order) is the command's own business.
 *
 * @example
 * requireTableAction(ctx, "melee", "melee"); // throws module-required at a table without foka
 */
export function requireTableAction(ctx: CliContext, action: string, command: string): void {
  const found = lookupTableAction(ctx.system.id, action, ctx.table.modules);
  if (!found.ok && found.problem === "module-required") {
    throw new CliError("module-required", "error.module-required", { command, module: found.module });
  }
}
