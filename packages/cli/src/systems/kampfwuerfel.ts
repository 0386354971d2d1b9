import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import {
  formatPercent,
  kampfwuerfelCheckAdapter,
  kampfwuerfelMeleeAdapter,
  kampfwuerfelPhaseAdapter,
  kampfwuerfelReflexAdapter,
  type Lang,
  translate,
} from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { bar, percentText } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";

/** Options as commander hands them over; each handler validates the ones it takes. */
export type KampfwuerfelOptions = Record<string, unknown>;

const successes = (lang: Lang, n: number): string =>
  translate(lang, n === 1 ? "kwMelee.successes.one" : "kwMelee.successes.many", { n });

/** Faces with the successes marked: "5* 1 6* 2". */
const faces = (dice: readonly number[]): string =>
  dice.map((f) => (kampfwuerfelRules.isSuccess(f) ? `${f}*` : String(f))).join(" ") || "–";

/** `check` for kampfwuerfel: a pool of N dice, success with at least `need` 5s and 6s. */
export function kampfwuerfelCheck(options: KampfwuerfelOptions, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, kampfwuerfelCheckAdapter, { ...options });
  const { lang } = ctx;
  const head = (
    params: kampfwuerfelRules.PoolCheckParams,
    odds: kampfwuerfelRules.PoolCheckOdds,
  ): [string, string] => [
    translate(lang, "kwCheck.title", { pool: params.pool, need: params.need ?? 2 }),
    translate(lang, "kwCheck.odds", percentText(lang, odds.pSuccess)),
  ];
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, kampfwuerfelCheckAdapter, parsed);
    return { json: actionJson(ctx, "check", json), text: head(params, odds) };
  }
  const { params, result: r, odds, json } = rollAction(ctx, kampfwuerfelCheckAdapter, parsed);
  const [title, oddsLine] = head(params, odds());
  const verdict = translate(lang, r.success ? "check.success" : "check.failure");
  return {
    json: actionJson(ctx, "check", json),
    text: [
      title,
      `${translate(lang, "kwCheck.roll", { faces: faces(r.dice), successes: successes(lang, r.successes) })} → ${verdict}`,
      oddsLine,
    ],
  };
}

/** `phase` for kampfwuerfel: the Kampf- and Reflexwürfel per Kampfphase after BE (no die). */
export function kampfwuerfelPhase(options: KampfwuerfelOptions, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, kampfwuerfelPhaseAdapter, { ...options });
  const { json } = ctx.odds
    ? oddsAction(ctx, kampfwuerfelPhaseAdapter, parsed)
    : rollAction(ctx, kampfwuerfelPhaseAdapter, parsed);
  return { json: actionJson(ctx, "phase", json), text: [translate(ctx.lang, "kwPhase.line", json)] };
}

/** `reflex` for kampfwuerfel: the Reflexwurf with the Reflexwürfel left after BE, or its odds. */
export function kampfwuerfelReflex(options: KampfwuerfelOptions, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, kampfwuerfelReflexAdapter, { ...options });
  const { lang } = ctx;
  const head = (
    params: kampfwuerfelRules.ReflexParams,
    odds: kampfwuerfelRules.PoolCheckOdds,
  ): [string, string] => {
    const pool = kampfwuerfelRules.reflexPool(params);
    return [
      translate(lang, "kwReflex.title", { dice: params.reflexDice, pool: pool.pool, need: pool.need ?? 2 }),
      translate(lang, "kwCheck.odds", percentText(lang, odds.pSuccess)),
    ];
  };
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, kampfwuerfelReflexAdapter, parsed);
    return { json: actionJson(ctx, "reflex", json), text: head(params, odds) };
  }
  const { params, result: r, odds, json } = rollAction(ctx, kampfwuerfelReflexAdapter, parsed);
  const [title, oddsLine] = head(params, odds());
  const verdict = translate(lang, r.success ? "check.success" : "check.failure");
  return {
    json: actionJson(ctx, "reflex", json),
    text: [
      title,
      `${translate(lang, "kwCheck.roll", { faces: faces(r.dice), successes: successes(lang, r.successes) })} → ${verdict}`,
      oddsLine,
    ],
  };
}

/** `melee` for kampfwuerfel: an attack against a declared defence, or its exact odds. */
export function kampfwuerfelMelee(options: KampfwuerfelOptions, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, kampfwuerfelMeleeAdapter, { ...options });
  const { lang } = ctx;
  const head = (
    params: kampfwuerfelRules.KwMeleeParams,
    odds: kampfwuerfelRules.KwMeleeOdds,
  ): [string, string] => [
    translate(lang, "kwMelee.title", {
      attack: params.attackDice,
      defense: params.defenseDice + (params.shieldDice ?? 0),
      five: params.damage.five,
      six: params.damage.six,
    }),
    translate(lang, "kwMelee.odds", percentText(lang, odds.pHit)),
  ];
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, kampfwuerfelMeleeAdapter, parsed);
    const [title, oddsLine] = head(params, odds);
    const ps = odds.damage.map((d) => ({
      value: d.value,
      p: kampfwuerfelRules.ratioToNumber(d.weight, odds.hitWeight),
    }));
    const max = Math.max(...ps.map((d) => d.p));
    const rows = ps.map(
      ({ value, p }) =>
        `  ${String(value).padStart(4)} SP  ${formatPercent(lang, p).padStart(8)} ${bar(p, max, 20)}`,
    );
    return {
      json: actionJson(ctx, "melee", json),
      text: [title, oddsLine, ...(rows.length > 0 ? [translate(lang, "kwMelee.damageTitle"), ...rows] : [])],
    };
  }
  const { params, result: r, odds, json } = rollAction(ctx, kampfwuerfelMeleeAdapter, parsed);
  const [title, oddsLine] = head(params, odds());
  const text = [
    title,
    translate(lang, "kwMelee.attack", {
      faces: faces(r.attackDice),
      successes: successes(lang, r.attackSuccesses),
    }),
  ];
  if (r.defenseSuccesses === null) text.push(translate(lang, "kwMelee.noDefense"));
  else {
    text.push(
      translate(lang, "kwMelee.defense", {
        faces: faces(r.defenseDice),
        successes: successes(lang, r.defenseSuccesses),
      }),
    );
    text.push(
      r.hit ? translate(lang, "kwMelee.hit", { damage: r.damage }) : translate(lang, "kwMelee.blocked"),
    );
  }
  text.push(oddsLine);
  return { json: actionJson(ctx, "melee", json), text };
}
