import type { CliContext } from "../context.js";
import type { CommandOutput } from "../output.js";
import { handlerFor } from "../systems/handlers.js";
import { type PlayOptions, PlaySession } from "./play-session.js";

/**
 * Runs a dice command's handler, with the characters of the play options when any are given:
 * the session fills the sides, the handler rolls through the pipeline, the session adds the
 * sides to the output and, with `--apply`, writes the consequences.
 */
export async function runPlayAction(
  ctx: CliContext,
  name: string,
  play: PlayOptions,
  options: Readonly<Record<string, unknown>>,
): Promise<CommandOutput> {
  const session = await PlaySession.open(ctx, name, play);
  if (!session) return handlerFor(name, ctx)(options, ctx);
  const withPlay = { ...ctx, play: session };
  return session.finish(handlerFor(name, withPlay)(options, withPlay));
}
