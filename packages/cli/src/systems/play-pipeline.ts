import {
  type ActionAdapter,
  type ActionOdds,
  oddsWithAdapter,
  type RolledAction,
  rollWithAdapter,
} from "@spieltisch/protocol";
import type { z } from "zod";
import { parseCliOptions } from "../adapter-options.js";
import type { CliContext } from "../context.js";

/**
 * The protocol's pipeline as the dice commands use it: with characters in play (`ctx.play`) each
 * side's options come from its sheet and condition, and its condition's mali enter the params the
 * way the pipeline's `sides` put them, so a roll and its odds count them. Without characters
 * these are the plain pipeline calls.
 */

/**
 * Validates commander's options for an action: with characters in play, sheet values (`--skill`)
 * and condition options filled in and the sides checked first (`ActionPlay.prepare`); then the
 * adapter's schema (a bad option named as the CLI spells it).
 */
export function parseActionOptions<S extends z.ZodType, P, R, O, RS extends z.ZodType, OS extends z.ZodType>(
  ctx: CliContext,
  adapter: ActionAdapter<S, P, R, O, RS, OS>,
  raw: Readonly<Record<string, unknown>>,
): z.output<S> {
  if (!ctx.play) return parseCliOptions(adapter.options, { ...raw });
  const parsed: { value?: z.output<S> } = {};
  ctx.play.prepare(adapter, raw, (filled) => {
    const value = parseCliOptions(adapter.options, filled);
    parsed.value = value;
    return optionRecord(value);
  });
  if (parsed.value === undefined) throw new Error("the play session did not parse the options");
  return parsed.value;
}

/** Parsed options as a record (every adapter's options schema is an object). */
function optionRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error("an adapter's options are no object");
  }
  return Object.fromEntries(Object.entries(value));
}

/** `rollWithAdapter` with the context's rng, table and the sides' condition mali. */
export function rollAction<S extends z.ZodType, P, R, O, RS extends z.ZodType, OS extends z.ZodType>(
  ctx: CliContext,
  adapter: ActionAdapter<S, P, R, O, RS, OS>,
  options: z.output<S>,
): RolledAction<P, R, O, z.input<RS>> {
  const rolled = rollWithAdapter(adapter, options, ctx.rng, ctx.table, ctx.play?.sides(adapter));
  ctx.play?.recordRoll(adapter, rolled.result, rolled.params);
  return rolled;
}

/** `oddsWithAdapter` with the context's table and the sides' condition mali. */
export function oddsAction<S extends z.ZodType, P, R, O, RS extends z.ZodType, OS extends z.ZodType>(
  ctx: CliContext,
  adapter: ActionAdapter<S, P, R, O, RS, OS>,
  options: z.output<S>,
): ActionOdds<P, O, z.input<OS>> {
  return oddsWithAdapter(adapter, options, ctx.table, ctx.play?.sides(adapter));
}
