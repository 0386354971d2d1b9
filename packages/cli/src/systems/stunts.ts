import * as stuntsRules from "@spieltisch/engine/systems/3w6-stunts";
import {
  formatPercent,
  type Lang,
  type MessageKey,
  stuntCheckAdapter,
  stuntInitiativeAdapter,
  translate,
} from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { modifierList, percentText, signed } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { requireParticipants } from "./participants.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";
import { rejectOptions } from "./reject-options.js";

/** Options of `check` for 3w6-stunts. */
export interface StuntCheckOptions {
  readonly value?: number;
  readonly target?: number;
  readonly mod?: number[];
  readonly wounds?: number;
}

/** Options of `initiative`: the `name:speed:dexterity` entries (`dexterity` is the EWS family's). */
export interface InitiativeOptions {
  readonly participants?: string[];
  readonly dexterity?: boolean;
}

const t = (lang: Lang, key: string, params: Record<string, unknown> = {}): string =>
  translate(lang, key as MessageKey, params);

const stuntPointsText = (lang: Lang, n: number): string =>
  t(lang, n === 1 ? "stunts.points.one" : "stunts.points.many", { n });

const decimal = (lang: Lang, x: number): string => {
  const s = x.toFixed(2);
  return lang === "de" ? s.replace(".", ",") : s;
};

/** `check` for 3w6-stunts: 3W6 + value against the difficulty, stunt points on doubles. */
export function stuntCheck(options: StuntCheckOptions, ctx: CliContext): CommandOutput {
  rejectOptions("check", options, ["wounds"], ctx);
  const parsed = parseActionOptions(ctx, stuntCheckAdapter, {
    value: options.value,
    target: options.target,
    mod: options.mod,
  });
  const { lang } = ctx;
  const headOf = (params: stuntsRules.StuntCheckParams, odds: stuntsRules.StuntCheckOdds) => {
    const head = [t(lang, "stunts.check.title", { effective: odds.effective, target: params.target })];
    if ((params.modifiers?.length ?? 0) > 0) {
      head.push(
        t(lang, "stunts.check.modifiers", {
          value: params.value,
          list: modifierList(lang, params.modifiers ?? []),
          effective: odds.effective,
        }),
      );
    }
    return head;
  };
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, stuntCheckAdapter, parsed);
    const head = headOf(params, odds);
    const rows = stuntsRules
      .stuntJointTable(odds.effective)
      .map(
        (row) =>
          `${String(row.target).padStart(6)}         ${formatPercent(lang, row.pSuccess.toNumber()).padStart(7)}   ${formatPercent(
            lang,
            row.pSuccessWithStunt.toNumber(),
          ).padStart(7)}    ${decimal(lang, row.expectedStuntPointsOnSuccess.toNumber())}`,
      );
    return {
      json: actionJson(ctx, "check", json),
      text: [
        ...head,
        t(lang, "stunts.odds.success", percentText(lang, odds.pSuccess)),
        t(lang, "stunts.odds.stunt", {
          ...percentText(lang, odds.pStunt),
          expected: decimal(lang, odds.expectedStuntPoints.toNumber()),
        }),
        t(lang, "stunts.odds.both", { percent: formatPercent(lang, odds.pSuccessWithStunt.toNumber()) }),
        t(lang, "stunts.odds.table"),
        ...rows,
      ],
    };
  }
  const { params, result: r, odds: oddsOf, json } = rollAction(ctx, stuntCheckAdapter, parsed);
  const odds = oddsOf();
  const head = headOf(params, odds);
  const sum = r.dice[0] + r.dice[1] + r.dice[2];
  const effective = r.result - sum;
  const text = [
    ...head,
    t(lang, "stunts.check.roll", {
      faces: r.dice.join(" + "),
      sum,
      signedValue: effective >= 0 ? `+ ${effective}` : `− ${-effective}`,
      result: r.result,
      verdict: t(lang, r.success ? "check.success" : "check.failure"),
    }),
  ];
  if (r.stunt) {
    text.push(t(lang, "stunts.check.stunt", { points: stuntPointsText(lang, r.stuntPoints) }));
    if (!r.success) text.push(t(lang, "stunts.check.stuntOnFailure"));
  } else text.push(t(lang, "stunts.check.noStunt"));
  text.push(
    t(lang, "stunts.chance", {
      ...percentText(lang, odds.pSuccess),
      stunt: formatPercent(lang, odds.pStunt.toNumber()),
    }),
  );
  return { json: actionJson(ctx, "check", json), text };
}

/** `initiative` for 3w6-stunts: 1W6 + speed, ties by dexterity, then roll-offs; or the odds. */
export function stuntInitiative(options: InitiativeOptions, ctx: CliContext): CommandOutput {
  // The Geschicklichkeit-Probe is the EWS family's option; 3W6 rolls its own initiative.
  rejectOptions("initiative", options, ["dexterity"], ctx);
  const parsed = parseActionOptions(ctx, stuntInitiativeAdapter, {
    participants: requireParticipants(options.participants, ctx.lang, "stunts.initiative.format"),
  });
  const { lang } = ctx;
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, stuntInitiativeAdapter, parsed);
    const lines = params.participants.map(({ name }) => {
      const mean = (odds.positions[name] ?? []).reduce((m, e) => m + e.n * e.p.toNumber(), 0);
      return t(lang, "stunts.initiative.oddsEntry", {
        name,
        ...percentText(lang, odds.pFirst[name]!),
        mean: decimal(lang, mean),
      });
    });
    return {
      json: actionJson(ctx, "initiative", json),
      text: [
        t(lang, "stunts.initiative.oddsTitle"),
        ...lines,
        t(lang, "stunts.initiative.pRollOff", percentText(lang, odds.pRollOff)),
      ],
    };
  }
  const { result: r, json } = rollAction(ctx, stuntInitiativeAdapter, parsed);
  const lines = r.order.map((e, i) => {
    const tiedTotal = r.order.some((o) => o !== e && o.total === e.total);
    const notes = [
      ...(tiedTotal ? [t(lang, "stunts.initiative.dexterity", { dexterity: e.dexterity })] : []),
      ...(e.rollOffs.length > 0
        ? [t(lang, "stunts.initiative.rollOff", { faces: e.rollOffs.join(", ") })]
        : []),
    ];
    const entry = t(lang, "stunts.initiative.entry", {
      place: i + 1,
      name: e.name,
      roll: e.roll,
      speed: signed(e.speed).replace(/^\+/, ""),
      total: e.total,
    });
    return `  ${entry}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
  });
  return {
    json: actionJson(ctx, "initiative", json),
    text: [t(lang, "stunts.initiative.title"), ...lines],
  };
}
