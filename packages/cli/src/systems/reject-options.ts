import { optionFlag } from "../adapter-options.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";

/**
 * Shared command options a system does not understand (`--target` on a Faar check) are an exit-2
 * error naming the option, never silently ignored.
 */
export function rejectOptions(
  command: string,
  options: object,
  keys: readonly string[],
  ctx: CliContext,
): void {
  for (const key of keys) {
    if ((options as Record<string, unknown>)[key] !== undefined) {
      throw new CliError("not-available", "error.not-available", {
        command: `${command} ${optionFlag(key)}`,
        system: ctx.system.id,
      });
    }
  }
}
