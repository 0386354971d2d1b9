import * as faarRules from "@spieltisch/engine/systems/faar";
import { faarRestAdapter, translate } from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";

/**
 * `rest` for faar: life points after days of rest (no die; `--odds` says the same), and how much
 * a severe injury slows it. With `--char` the condition gives LP, maximum, injuries and carried days.
 */
export function faarRest(options: Record<string, unknown>, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, faarRestAdapter, { ...options });
  const { params, json } = ctx.odds
    ? oddsAction(ctx, faarRestAdapter, parsed)
    : rollAction(ctx, faarRestAdapter, parsed);
  const injuries = params.injuries ?? 0;
  const carried = params.restDays ?? 0;
  const slowed =
    injuries > 0
      ? [
          translate(ctx.lang, "faar.rest.slowed", { injuries, days: faarRules.injuryRestDays(ctx.table) }),
          ...(carried > 0 ? [translate(ctx.lang, "faar.rest.carried", { carried })] : []),
        ]
      : [];
  return {
    json: actionJson(ctx, "rest", json),
    text: [translate(ctx.lang, "faar.rest.line", { ...json, days: params.days, max: params.max }), ...slowed],
  };
}
