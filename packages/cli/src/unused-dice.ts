import { CliError } from "./cli-error.js";
import type { CliContext } from "./context.js";

/**
 * `--dice` names every die of the roll, no more (CONTRACT §1): faces left over mean the caller
 * expected another roll than the one made, so nothing is printed (or written).
 */
export function refuseUnusedDice(ctx: CliContext): void {
  const scripted = ctx.scripted;
  if (!scripted || scripted.remaining === 0) return;
  throw new CliError("unused-dice", "error.unused-dice", {
    given: scripted.used + scripted.remaining,
    used: scripted.used,
    unused: scripted.remaining,
  });
}
