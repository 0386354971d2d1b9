import { faarRestAdapter, translate } from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";

/** `rest` for faar: life points after days of rest (no die; `--odds` says the same). */
export function faarRest(options: Record<string, unknown>, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, faarRestAdapter, { ...options });
  const { params, json } = ctx.odds
    ? oddsAction(ctx, faarRestAdapter, parsed)
    : rollAction(ctx, faarRestAdapter, parsed);
  return {
    json: actionJson(ctx, "rest", json),
    text: [translate(ctx.lang, "faar.rest.line", { ...json, days: params.days, max: params.max })],
  };
}
