import { adaptedActionIds, findActionAdapter, resolveAction } from "../actions/pipeline.js";
import { ApiError } from "../errors/api-error.js";

/**
 * No roll is derived here, whatever the file's name says (the derivation of a roll from the seeds
 * is the protocol's `fairness/derive-roll.ts`). What this holds is how the server reads the action
 * a request names: its adapter ({@link adapterFor}) and its options checked for a table's modules
 * ({@link parseActionOptions}), each refusal the {@link ApiError} the routes answer with. The
 * CLI's `parseActionOptions` (`cli/src/systems/play-pipeline.ts`) is another thing of the same
 * name: the options of an adapter the command already chose, as commander spells them, filled
 * from the characters in play.
 */

const unknownAction = (system: string, action: string, known: readonly string[]) =>
  new ApiError(
    400,
    "unknown-action",
    `The system "${system}" offers no action "${action}" (it has: ${known.join(", ") || "none"})`,
    ["action"],
  );

/** The action adapter of a table's system and action, or 400 `unknown-action` naming what there is. */
export function tableActionAdapter(system: string, action: string) {
  const adapter = findActionAdapter(system, action);
  if (!adapter) throw unknownAction(system, action, adaptedActionIds(system));
  return adapter;
}

/**
 * An action's options as a table with `modules` takes them: an action of a module the table
 * lacks is 400 `module-required`, an unknown one 400 `unknown-action`, a bad field 400 with its path.
 */
export function tableActionOptions(
  system: string,
  action: string,
  raw: Record<string, unknown>,
  modules: readonly string[],
) {
  const resolved = resolveAction(system, action, raw, modules);
  if (resolved.ok) return resolved.options;
  if (resolved.problem === "unknown-action") throw unknownAction(system, action, resolved.known);
  if (resolved.problem === "module-required") {
    throw new ApiError(
      400,
      "module-required",
      `The action "${action}" needs the module "${resolved.module}", which this table does not use (it has: ${resolved.known.join(", ") || "none"})`,
      ["action"],
    );
  }
  throw ApiError.fromZod(resolved.error);
}
