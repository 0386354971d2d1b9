import { kampfwuerfelRules } from "@spieltisch/engine";
import {
  formatPercent,
  kampfwuerfelCheckAdapter,
  kampfwuerfelMeleeAdapter,
  type Lang,
  translate,
} from "@spieltisch/protocol";
import { paramsFromOptions } from "../adapter-options.js";
import type { CliContext } from "../context.js";
import { bar, percentText } from "../format.js";
import { type CommandOutput, oddsJsonOf, rolledJson } from "../output.js";

/** Options as commander hands them over; each handler validates the ones it takes. */
export type KampfwuerfelOptions = Record<string, unknown>;

const successes = (lang: Lang, n: number): string =>
  translate(lang, n === 1 ? "kwMelee.successes.one" : "kwMelee.successes.many", { n });

/** Faces with the successes marked: "5* 1 6* 2". */
const faces = (dice: readonly number[]): string =>
  dice.map((f) => (f >= 5 ? `${f}*` : String(f))).join(" ") || "–";

/** `check` for kampfwuerfel: a pool of N dice, success with at least `need` 5s and 6s. */
export function kampfwuerfelCheck(options: KampfwuerfelOptions, ctx: CliContext): CommandOutput {
  const params = paramsFromOptions<kampfwuerfelRules.PoolCheckParams>(kampfwuerfelCheckAdapter, {
    ...options,
  });
  const { lang } = ctx;
  const odds = kampfwuerfelRules.poolCheckOdds(params);
  const title = translate(lang, "kwCheck.title", { pool: params.pool, need: params.need ?? 2 });
  const oddsLine = translate(lang, "kwCheck.odds", percentText(lang, odds.pSuccess));
  if (ctx.odds) {
    return {
      json: oddsJsonOf(ctx, "check", kampfwuerfelCheckAdapter, odds, params),
      text: [title, oddsLine],
    };
  }
  const r = kampfwuerfelRules.rollPoolCheck(params, ctx.rng);
  const verdict = translate(lang, r.success ? "check.success" : "check.failure");
  return {
    json: rolledJson(ctx, "check", kampfwuerfelCheckAdapter, r, params),
    text: [
      title,
      `${translate(lang, "kwCheck.roll", { faces: faces(r.dice), successes: successes(lang, r.successes) })} → ${verdict}`,
      oddsLine,
    ],
  };
}

/** `melee` for kampfwuerfel: an attack against a declared defence, or its exact odds. */
export function kampfwuerfelMelee(options: KampfwuerfelOptions, ctx: CliContext): CommandOutput {
  const params = paramsFromOptions<kampfwuerfelRules.KwMeleeParams>(kampfwuerfelMeleeAdapter, { ...options });
  const { lang } = ctx;
  const odds = kampfwuerfelRules.kwMeleeOdds(params);
  const title = translate(lang, "kwMelee.title", {
    attack: params.attackDice,
    defense: params.defenseDice + (params.shieldDice ?? 0),
    five: params.damage.five,
    six: params.damage.six,
  });
  const oddsLine = translate(lang, "kwMelee.odds", percentText(lang, odds.pHit));
  if (ctx.odds) {
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
      json: oddsJsonOf(ctx, "melee", kampfwuerfelMeleeAdapter, odds, params),
      text: [title, oddsLine, ...(rows.length > 0 ? [translate(lang, "kwMelee.damageTitle"), ...rows] : [])],
    };
  }
  const r = kampfwuerfelRules.rollKwMelee(params, ctx.rng);
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
  return { json: rolledJson(ctx, "melee", kampfwuerfelMeleeAdapter, r, params), text };
}
