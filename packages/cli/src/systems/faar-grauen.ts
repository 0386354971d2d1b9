import * as faarRules from "@spieltisch/engine/systems/faar";
import {
  faarGrauenAdapter,
  formatPercent,
  type Lang,
  type MessageKey,
  translate,
} from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { percentText, signed } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";

/** Options of `grauen`. */
export interface GrauenOptions {
  readonly it?: number;
  readonly mod?: number;
  readonly points?: number;
}

const t = (lang: Lang, key: string, params: Record<string, unknown> = {}): string =>
  translate(lang, key as MessageKey, params);

/** `grauen` for faar: the check, the counter and the consequence table — or the exact odds. */
export function faarGrauen(options: GrauenOptions, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, faarGrauenAdapter, { ...options });
  const { lang } = ctx;
  const headOf = (params: faarRules.GrauenParams, target: number) => {
    const mod = params.modifier ?? 0;
    return [
      t(lang, "faar.grauenCheck.title", {
        target,
        it: params.intuition,
        mod: mod === 0 ? "" : ` ${signed(mod)}`,
        points: params.points,
      }),
    ];
  };
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, faarGrauenAdapter, parsed);
    const head = headOf(params, odds.target);
    const text = [
      ...head,
      t(lang, "faar.grauenCheck.odds", {
        ...percentText(lang, odds.pPass),
        point: formatPercent(lang, odds.pPoint.toNumber()),
      }),
    ];
    if (odds.pTable.num !== 0n) {
      text.push(
        t(lang, "faar.grauenCheck.oddsTable", { percent: formatPercent(lang, odds.pTable.toNumber()) }),
      );
      for (const c of faarRules.GRAUEN_CONSEQUENCES) {
        text.push(
          `  ${t(lang, `faar.grauen.${c}`)}: ${formatPercent(lang, odds.consequences[c].toNumber())}`,
        );
      }
    }
    return { json: actionJson(ctx, "grauen", json), text };
  }
  const { params, result: r, odds, json } = rollAction(ctx, faarGrauenAdapter, parsed);
  const text = headOf(params, odds().target);
  if (r.passed) text.push(t(lang, "faar.grauenCheck.pass", { face: r.face }));
  else
    text.push(
      t(lang, "faar.grauenCheck.fail", { face: r.face, before: r.pointsBefore, after: r.pointsBefore + 1 }),
    );
  if (r.table) {
    text.push(
      t(lang, "faar.grauenCheck.table", {
        face: r.table.face,
        consequence: t(lang, `faar.grauen.${r.table.consequence}`),
      }),
    );
    text.push(
      r.pointsAfter === 0
        ? t(lang, "faar.grauenCheck.cleared")
        : t(lang, "faar.grauenCheck.kept", { points: r.pointsAfter }),
    );
  }
  return { json: actionJson(ctx, "grauen", json), text };
}
