import * as ewsRules from "@spieltisch/engine/systems/ews";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import {
  ewsCheckAdapter,
  ewsContestAdapter,
  formatPercent,
  type Lang,
  type MessageKey,
  translate,
  urfassungCheckAdapter,
} from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { bar, counted, modifierList, percentText, signed } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";

/** Options of `check` as commander hands them over. */
export interface CheckOptions {
  readonly value?: number;
  readonly target?: number;
  readonly mod?: number[];
  readonly wounds?: number;
  /** EWS 2 only: `related-skill` or `attribute` (the adapter checks it). */
  readonly fallback?: string;
}

/** Options of `contest` as commander hands them over. */
export interface ContestOptions {
  readonly a?: number;
  readonly b?: number;
  readonly aMod?: number[];
  readonly bMod?: number[];
  readonly aWounds?: number;
  readonly bWounds?: number;
}

type CheckParams = ewsRules.CheckParams;
type ContestParams = ewsRules.ContestParams;

const targetLabel = (ctx: CliContext, target: number): string =>
  ctx.system.id === "ews-urfassung"
    ? translate(ctx.lang, `urTarget.${urfassungRules.urfassungTargetName(target)}` as MessageKey)
    : translate(ctx.lang, `target.${ewsRules.targetName(target)}` as MessageKey);

const valueLabel = (lang: Lang, value: number): string =>
  translate(lang, `value.${ewsRules.valueName(value)}` as MessageKey);

const describeFace = (lang: Lang, face: number): string =>
  translate(lang, face % 2 === 0 ? "check.dieEven" : "check.dieOdd");

/** `check` for ews and ews-urfassung: one roll, or the exact odds with `--odds`. */
export function ewsCheck(options: CheckOptions, ctx: CliContext): CommandOutput {
  // Both share options and JSON; only EWS 2 succeeds without a roll at MW + 6.
  const adapter = ctx.system.id === "ews-urfassung" ? urfassungCheckAdapter : ewsCheckAdapter;
  const parsed = parseActionOptions(ctx, adapter, { ...options });
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, adapter, parsed);
    return { json: actionJson(ctx, "check", json), text: checkOddsText(ctx, params, odds) };
  }
  const { params, result: r, odds: oddsOf, json } = rollAction(ctx, adapter, parsed);
  const { lang } = ctx;
  const odds = oddsOf();
  const text = checkHead(ctx, params, odds);
  if (r.auto) {
    text.push(translate(lang, "check.auto", { effective: r.effective }));
  } else {
    const first = r.dice[0]!;
    text.push(
      `${translate(lang, "check.die", { face: first, signed: signed(ewsRules.pmW6Value(first)) })} (${describeFace(lang, first)})`,
    );
    if (r.dice.length > 1)
      text.push(translate(lang, "check.kritReroll", { faces: r.dice.slice(1).join(", ") }));
    if (r.chain !== "none") text.push(`» ${translate(lang, `chain.${r.chain}`)}`);
  }
  text.push(
    `${translate(lang, "check.result", {
      result: r.result,
      resultName: valueLabel(lang, r.result),
      target: r.target,
    })} → ${translate(lang, r.success ? "check.success" : "check.failure")} (${translate(
      lang,
      "check.margin",
      {
        margin: counted(lang, "point", r.margin, signed(r.margin)),
        steps: counted(lang, "step", r.steps, signed(r.steps)),
      },
    )})`,
  );
  text.push(translate(lang, "check.chance", percentText(lang, odds.pSuccess)));
  return { json: actionJson(ctx, "check", json), text };
}

/** The title of a check and, with modifiers or wounds, the line that sums them up. */
function checkHead(ctx: CliContext, params: CheckParams, odds: ewsRules.CheckOdds): string[] {
  const { lang } = ctx;
  const title = translate(lang, "check.title", {
    value: params.value,
    target: params.target,
    targetName: targetLabel(ctx, params.target),
  });
  const modifierLine =
    (params.modifiers?.length ?? 0) > 0 || (params.wounds ?? 0) > 0
      ? [
          translate(lang, "check.modifiers", {
            list: modifierList(lang, ewsRules.checkModifiers(params)),
            effective: odds.effective,
          }),
        ]
      : [];
  return [title, ...modifierLine];
}

function checkOddsText(ctx: CliContext, params: CheckParams, odds: ewsRules.CheckOdds): string[] {
  const { lang } = ctx;
  const distribution = odds.distribution.toProbabilities();
  const text = [
    ...checkHead(ctx, params, odds),
    translate(lang, "odds.title", percentText(lang, odds.pSuccess)),
  ];
  if (odds.pCriticalSuccess && odds.pCriticalFumble) {
    text.push(
      translate(lang, "odds.critical", {
        success: formatPercent(lang, odds.pCriticalSuccess.toNumber()),
        fumble: formatPercent(lang, odds.pCriticalFumble.toNumber()),
      }),
    );
  }
  if (odds.auto) {
    text.push(translate(lang, "check.auto", { effective: odds.effective }));
  } else {
    const max = Math.max(...distribution.map((d) => d.p));
    text.push(translate(lang, "odds.table"));
    for (const { value, p } of distribution) {
      const verdict = translate(lang, value >= params.target ? "odds.row.success" : "odds.row.failure");
      text.push(
        `${String(value).padStart(4)}  ${formatPercent(lang, p).padStart(7)} ${bar(p, max, 12).padEnd(12)} ${verdict}`,
      );
    }
  }
  return text;
}

/** `contest` for ews and ews-urfassung. */
export function ewsContest(options: ContestOptions, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, ewsContestAdapter, { ...options });
  const { lang } = ctx;
  const head = (params: ContestParams, odds: ewsRules.ContestOdds): [string, string] => [
    translate(lang, "contest.title", { a: params.a.value, b: params.b.value }),
    translate(lang, "contest.odds", {
      ...percentText(lang, odds.pA),
      percentB: formatPercent(lang, 1 - odds.pA.toNumber()),
    }),
  ];
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, ewsContestAdapter, parsed);
    return { json: actionJson(ctx, "contest", json), text: head(params, odds) };
  }
  const { params, result: r, odds, json } = rollAction(ctx, ewsContestAdapter, parsed);
  const [title, oddsLine] = head(params, odds());
  const sideLine = (side: "A" | "B", roll: typeof r.a) =>
    `${roll.modifiers.length > 0 ? `${modifierList(lang, roll.modifiers)} → ${roll.effective}; ` : ""}${translate(
      lang,
      "contest.side",
      {
        side,
        faces: roll.dice.map((f) => `${f} (${signed(ewsRules.pmW6Value(f))})`).join(", "),
        result: roll.result,
        resultName: valueLabel(lang, roll.result),
      },
    )}${roll.chain !== "none" ? ` » ${translate(lang, `chain.${roll.chain}`)}` : ""}`;
  const text = [title, sideLine("A", r.a), sideLine("B", r.b)];
  text.push(
    r.diff === 0
      ? translate(lang, "contest.tie")
      : translate(lang, "contest.winner", {
          side: r.winner.toUpperCase(),
          diff: counted(lang, "point", r.diff),
          steps: counted(lang, "step", r.steps),
        }),
  );
  text.push(oddsLine);
  return { json: actionJson(ctx, "contest", json), text };
}
