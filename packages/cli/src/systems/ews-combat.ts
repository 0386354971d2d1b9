import type { Fraction, Modifier } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import {
  ewsConfrontAdapter,
  ewsFokaHealAdapter,
  ewsHealAdapter,
  ewsMeleeAdapter,
  ewsShootAdapter,
  formatPercent,
  type Lang,
  type MessageKey,
  translate,
} from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { counted, modifierList, percentText, signed } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";
import { requireTableAction } from "./table-action.js";

// biome-ignore lint/suspicious/noExplicitAny: commander hands over loosely typed options.
type Options = Record<string, any>;

const faces = (dice: readonly number[]): string =>
  dice.map((f) => `${f} (${signed(ewsRules.pmW6Value(f))})`).join(", ");

const woundsText = (lang: Lang, n: number): string =>
  translate(lang, n === 1 ? "unit.wound.one" : "unit.wound.many", { n });

const withMods = (lang: Lang, mods: readonly Modifier[], effective: number): string =>
  mods.length > 0 ? `${modifierList(lang, mods)} → ${effective}; ` : "";

/** A decimal number the way the language writes it ("0,50" / "0.50"). */
export const decimal = (lang: Lang, x: number, digits = 2): string =>
  lang === "de" ? x.toFixed(digits).replace(".", ",") : x.toFixed(digits);

const pct = (lang: Lang, p: Fraction | number): string =>
  formatPercent(lang, typeof p === "number" ? p : p.toNumber());

/** `confront`: the Ein-Wurf-System. */
export function ewsConfront(options: Options, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, ewsConfrontAdapter, { ...options });
  const { lang } = ctx;
  const head = (params: ewsRules.ConfrontParams, odds: ewsRules.ConfrontOdds): [string, string] => [
    translate(lang, "confront.title", { a: params.a.value, b: params.b.value }),
    translate(lang, "confront.odds", {
      ...percentText(lang, odds.pA),
      percentB: pct(lang, 1 - odds.pA.toNumber()),
    }),
  ];
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, ewsConfrontAdapter, parsed);
    const row = (side: string, dist: ewsRules.ConfrontOdds["aWounds"]) =>
      translate(lang, "confront.woundsRow", {
        side,
        list: dist.map((w) => `${w.n}: ${pct(lang, w.p)}`).join(" · "),
      });
    return {
      json: actionJson(ctx, "confront", json),
      text: [...head(params, odds), row("A", odds.aWounds), row("B", odds.bWounds)],
    };
  }
  const { params, result: r, odds, json } = rollAction(ctx, ewsConfrontAdapter, parsed);
  const [title, oddsLine] = head(params, odds());
  const side = (name: string, s: ewsRules.ConfrontRoll) =>
    `${withMods(lang, s.modifiers, s.effective)}${translate(lang, "confront.side", {
      side: name,
      faces: faces(s.dice),
      result: s.result,
      wounds: woundsText(lang, s.wounds),
    })}`;
  const winner = r.winner.toUpperCase();
  return {
    json: actionJson(ctx, "confront", json),
    text: [
      title,
      side("A", r.a),
      side("B", r.b),
      translate(lang, "confront.winner", {
        winner,
        loser: winner === "A" ? "B" : "A",
        diff: counted(lang, "point", r.diff),
      }),
      oddsLine,
    ],
  };
}

/** `melee`: one FoKa exchange (the table needs `--modules foka`: `handlerFor` checks). */
export function ewsMelee(options: Options, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, ewsMeleeAdapter, { ...options });
  const { lang } = ctx;
  const head = (params: ewsRules.MeleeParams, odds: ewsRules.MeleeOdds): [string, string] => [
    translate(lang, "melee.title", { attacker: params.attacker.value, defender: params.defender.value }),
    translate(lang, "melee.odds", percentText(lang, odds.pDefenderHit)),
  ];
  const role = (r: "attacker" | "defender") => translate(lang, `role.${r}`);
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, ewsMeleeAdapter, parsed);
    return {
      json: actionJson(ctx, "melee", json),
      text: [
        ...head(params, odds),
        ...odds.outcomes.map((o) =>
          translate(lang, "melee.row", { who: role(o.hit), damage: o.damage, percent: pct(lang, o.p) }),
        ),
      ],
    };
  }
  const { params, result: r, odds, json } = rollAction(ctx, ewsMeleeAdapter, parsed);
  const [title, oddsLine] = head(params, odds());
  const side = (name: "attacker" | "defender", s: ewsRules.MeleeRoll) =>
    `${withMods(lang, s.modifiers, s.effective)}${translate(lang, "melee.side", {
      role: role(name),
      faces: faces(s.dice),
      result: s.result,
    })}`;
  return {
    json: actionJson(ctx, "melee", json),
    text: [
      title,
      side("attacker", r.attacker),
      side("defender", r.defender),
      translate(lang, "melee.hit", { who: role(r.hit), damage: r.damage, diff: r.diff }),
      oddsLine,
    ],
  };
}

/**
 * `shoot`: one FoKa ranged attack. The Fernkampf rules are part of FoKa (ews-2.txt: "Das
 * Kampfsystem des EWS ist hier … in Nahkampf und Fernkampf geteilt"), so like `melee` it needs
 * `--modules foka` (`handlerFor` checks; the basic rules price ranged weapons in the Ein-Wurf-System).
 */
export function ewsShoot(options: Options, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, ewsShootAdapter, { ...options });
  const { lang } = ctx;
  const head = (params: ewsRules.ShootParams, odds: ewsRules.ShootOdds): [string, string] => [
    `${translate(lang, "shoot.title", { value: params.value, target: odds.target.target })}${
      odds.target.modifiers.length > 0
        ? ` (${odds.target.base}: ${modifierList(lang, odds.target.modifiers)})`
        : ""
    }`,
    translate(lang, "shoot.odds", percentText(lang, odds.pHit)),
  ];
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, ewsShootAdapter, parsed);
    return {
      json: actionJson(ctx, "shoot", json),
      text: [...head(params, odds), odds.damage.map((d) => `${d.value}: ${pct(lang, d.p)}`).join(" · ")],
    };
  }
  const { params, result: r, odds, json } = rollAction(ctx, ewsShootAdapter, parsed);
  const [title, oddsLine] = head(params, odds());
  const text = [title, translate(lang, "shoot.roll", { faces: faces(r.dice), result: r.result })];
  if (r.dodged) {
    text.push(translate(lang, "shoot.dodged", { dodge: r.dodge?.margin ?? 0, shot: r.margin }));
    if (r.caught) text.push(translate(lang, "shoot.caught"));
  } else if (r.struck === "other") text.push(translate(lang, "shoot.other", { damage: r.damage }));
  else if (r.struck === "target") text.push(translate(lang, "shoot.hit", { damage: r.damage }));
  else text.push(translate(lang, "shoot.miss"));
  text.push(oddsLine);
  return {
    json: actionJson(ctx, "shoot", json),
    text,
  };
}

const FOKA_SITUATIONS = ["bed", "ship", "march"];

/**
 * `heal`: basic-rules healing, or FoKa TP healing (`--attribute`, `--critical` or a FoKa
 * situation), which needs `--modules foka`.
 */
export function ewsHeal(options: Options, ctx: CliContext): CommandOutput {
  const foka =
    options.attribute !== undefined ||
    options.critical !== undefined ||
    FOKA_SITUATIONS.includes(String(options.situation));
  if (!foka) return basicHeal(options, ctx);
  requireTableAction(ctx, "foka-heal", "heal");
  return fokaHeal(options, ctx);
}

const situationText = (lang: Lang, s: string) => translate(lang, `situation.${s}` as MessageKey);

function basicHeal(options: Options, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, ewsHealAdapter, { ...options });
  const { lang } = ctx;
  const titleOf = (params: ewsRules.HealParams) =>
    translate(lang, "heal.title", {
      value: params.value,
      wounds: woundsText(lang, params.wounds),
      situation: situationText(lang, params.situation),
    });
  if (ctx.odds) {
    const { params, odds: o, json } = oddsAction(ctx, ewsHealAdapter, parsed);
    const title = titleOf(params);
    const text = [
      title,
      translate(lang, "heal.outlook", { weeks: o.weeks, max: o.maxWounds }),
      translate(lang, `heal.inflammation.${o.inflammation}`),
    ];
    const shown =
      o.byWeek.length <= 10 ? o.byWeek : [...o.byWeek.slice(0, 8), o.byWeek[o.byWeek.length - 1]!];
    for (const w of shown) {
      text.push(
        translate(lang, "heal.week", {
          week: w.week,
          healed: pct(lang, w.pHealed),
          dying: pct(lang, w.pDying),
          mean: decimal(lang, w.expectedWounds),
        }),
      );
    }
    text.push(
      translate(lang, "heal.healed", {
        weeks: o.weeks,
        percent: pct(lang, o.pHealed),
        percentBy: pct(lang, o.pHealedBy),
      }),
      translate(lang, "heal.ever", { max: o.maxWounds, percent: pct(lang, o.pEverHealed) }),
    );
    if (o.expectedWeeks)
      text.push(translate(lang, "heal.expected", { weeks: decimal(lang, o.expectedWeeks.toNumber()) }));
    else if (o.expectedWeeksIfHealed) {
      text.push(
        translate(lang, "heal.expectedIfHealed", {
          weeks: decimal(lang, o.expectedWeeksIfHealed.toNumber()),
        }),
      );
    }
    if (o.worsening.length > 0)
      text.push(translate(lang, "heal.worsening", { list: o.worsening.join(", ") }));
    return { json: actionJson(ctx, "heal", json), text };
  }
  const { params, result: r, json } = rollAction(ctx, ewsHealAdapter, parsed);
  const text = [titleOf(params)];
  if (!r.check) text.push(translate(lang, "heal.notDue"));
  else {
    text.push(
      `${r.check.modifiers.length > 0 ? `${modifierList(lang, r.check.modifiers)}; ` : ""}${translate(
        lang,
        "heal.roll",
        {
          target: r.target,
          faces: r.check.auto ? "–" : faces(r.check.dice),
          result: r.check.result,
        },
      )}`,
    );
  }
  text.push(translate(lang, "heal.after", { before: r.woundsBefore, after: r.woundsAfter }));
  return { json: actionJson(ctx, "heal", json), text };
}

function fokaHeal(options: Options, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, ewsFokaHealAdapter, { ...options });
  const { lang } = ctx;
  // No dice: the roll and the odds are the same computation and the same JSON.
  const { params, result: r, json } = rollAction(ctx, ewsFokaHealAdapter, parsed);
  const text = [
    translate(lang, "fokaHeal.title", {
      attribute: params.attribute,
      ws: r.woundThreshold,
      situation: situationText(lang, params.situation),
    }),
    translate(lang, r.tpPerWeek < 0 ? "fokaHeal.wasting" : "fokaHeal.rate", {
      tp: r.tpPerWeek,
      month: r.tpPerMonth,
    }),
  ];
  for (const s of r.schedule) {
    const kind = translate(lang, `kind.${s.kind}`);
    text.push(
      s.doneAfterWeeks
        ? translate(lang, "fokaHeal.done", {
            kind,
            weeks: decimal(lang, s.doneAfterWeeks.toNumber(), 1),
            days: s.doneAfterDays ?? "",
          })
        : translate(lang, "fokaHeal.never", { kind, tp: s.tpPerWeek }),
    );
  }
  return { json: actionJson(ctx, "foka-heal", json), text };
}
