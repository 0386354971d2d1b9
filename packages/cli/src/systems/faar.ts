import * as faarRules from "@spieltisch/engine/systems/faar";
import {
  faarCheckAdapter,
  faarMeleeAdapter,
  formatPercent,
  type Lang,
  type MessageKey,
  translate,
} from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { bar, modifierList, percentText } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";
import { rejectOptions } from "./reject-options.js";

/** Options of `check` for faar. */
export interface FaarCheckOptions {
  readonly value?: number;
  readonly mod?: number[];
  readonly target?: number;
  readonly wounds?: number;
}

/** Options of `melee` for faar (see `commands/melee.ts`). */
export interface FaarMeleeOptions {
  readonly attack?: number;
  readonly defense?: number;
  readonly damage?: string;
  readonly armor?: number | number[];
  readonly shield?: number;
  readonly behind?: boolean;
  readonly zones?: boolean;
  readonly damageType?: string;
  readonly seaBlade?: boolean;
  readonly secretBladeRoll?: boolean;
  readonly defenseMod?: number;
}

const t = (lang: Lang, key: string, params: Record<string, unknown> = {}): string =>
  translate(lang, key as MessageKey, params);

function marginText(lang: Lang, margin: number): string {
  if (margin === 0) return t(lang, "faar.check.exact");
  return t(lang, margin > 0 ? "faar.check.under" : "faar.check.over", { n: Math.abs(margin) });
}

/** `check` for faar: d20 ≤ value (with `--mod`), or its odds. */
export function faarCheck(options: FaarCheckOptions, ctx: CliContext): CommandOutput {
  rejectOptions("check", options, ["target", "wounds"], ctx);
  const parsed = parseActionOptions(ctx, faarCheckAdapter, { value: options.value, mod: options.mod });
  const { lang } = ctx;
  const headOf = (params: faarRules.FaarCheckParams, odds: faarRules.FaarCheckOdds) => {
    const head = [t(lang, "faar.check.title", { effective: odds.effective })];
    if ((params.modifiers?.length ?? 0) > 0) {
      head.push(
        t(lang, "faar.check.modifiers", {
          value: params.value,
          list: modifierList(lang, params.modifiers ?? []),
          effective: odds.effective,
        }),
      );
    }
    return head;
  };
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, faarCheckAdapter, parsed);
    return {
      json: actionJson(ctx, "check", json),
      text: [...headOf(params, odds), t(lang, "faar.odds", percentText(lang, odds.pSuccess))],
    };
  }
  const { params, result: r, odds: oddsOf, json } = rollAction(ctx, faarCheckAdapter, parsed);
  const odds = oddsOf();
  return {
    json: actionJson(ctx, "check", json),
    text: [
      ...headOf(params, odds),
      t(lang, "faar.check.roll", {
        face: r.result,
        verdict: t(lang, r.success ? "check.success" : "check.failure"),
        margin: marginText(lang, r.margin),
      }),
      t(lang, "faar.chance", percentText(lang, odds.pSuccess)),
    ],
  };
}

function meleeAdapterOptions(o: FaarMeleeOptions): Record<string, unknown> {
  return {
    attack: o.attack,
    defense: o.defense,
    damage: o.damage,
    armor: o.armor,
    shield: o.shield,
    behind: o.behind,
    zones: o.zones,
    damageType: o.damageType,
    seaBlade: o.seaBlade,
    secretBladeRoll: o.secretBladeRoll,
    defenseMod: o.defenseMod,
  };
}

function meleeRollText(
  lang: Lang,
  r: faarRules.FaarMeleeResult,
  params: faarRules.FaarMeleeParams,
): string[] {
  const lines: string[] = [];
  if (r.fumble) return [t(lang, "faar.melee.fumble")];
  if (r.autoHit) lines.push(t(lang, "faar.melee.autoHit"));
  else if (r.outcome === "miss")
    return [t(lang, "faar.melee.miss", { face: r.attack.face, attack: r.attack.value })];
  else lines.push(t(lang, "faar.melee.attackHit", { face: r.attack.face, margin: r.attack.margin }));
  if (r.defense) {
    lines.push(
      t(lang, "faar.melee.defense", {
        defense: r.defense.value + (params.defenseModifier ?? 0),
        margin: r.attack.margin,
        target: r.defense.target,
        face: r.defense.face,
        verdict: t(lang, r.outcome === "parried" ? "faar.melee.parried" : "faar.melee.notParried"),
      }),
    );
  }
  if (!r.hit) return lines;
  if (r.zone !== null)
    lines.push(t(lang, "faar.melee.zone", { zone: t(lang, `faar.zone.${faarRules.HIT_ZONES[r.zone]}`) }));
  const protection = `${r.armor > 0 ? ` − ${r.armor}` : ""}${r.shield > 0 ? ` − ${r.shield}` : ""}`;
  lines.push(
    t(lang, "faar.melee.damage", {
      faces: r.damageFaces.join(" + "),
      raw: r.rawDamage,
      protection,
      damage: r.damage,
      lp: t(lang, "faar.melee.lp"),
    }),
  );
  if (r.critical && r.critical.level > 0) {
    lines.push(
      t(lang, "faar.melee.critical", {
        type: t(lang, `faar.damageType.${r.critical.type}`),
        level: r.critical.level,
        effect: t(lang, `faar.crit.${r.critical.type}.${r.critical.level}`),
      }),
    );
    if (r.critical.lethal) lines.push(t(lang, "faar.melee.lethal"));
  }
  if (r.seaBlade) {
    lines.push(
      `${t(lang, "faar.melee.seaBlade", {
        face: r.seaBlade.face,
        outcome: t(lang, `faar.seaBlade.${r.seaBlade.outcome}`),
      })}${r.seaBlade.secret ? ` ${t(lang, "faar.melee.seaBladeSecret")}` : ""}`,
    );
  }
  return lines;
}

/** `melee` for faar: attack, defence (if rolled), damage — or the exact odds. */
/** The title of an attack: values, damage dice, protection and an attack from behind. */
function meleeHead(lang: Lang, params: faarRules.FaarMeleeParams): string[] {
  const dice = faarRules.formatDamageDice(params.damage ?? faarRules.SWORD_DAMAGE);
  const head = [t(lang, "faar.melee.title", { attack: params.attack, defense: params.defense, dice })];
  const armor = Array.isArray(params.armor) ? params.armor.join("/") : (params.armor ?? 0);
  if (armor !== 0 || (params.shield ?? 0) > 0) {
    head.push(t(lang, "faar.melee.protection", { armor, shield: params.shield ?? 0 }));
  }
  if (params.fromBehind) head.push(t(lang, "faar.melee.behind"));
  return head;
}

export function faarMelee(options: FaarMeleeOptions, ctx: CliContext): CommandOutput {
  const parsed = parseActionOptions(ctx, faarMeleeAdapter, meleeAdapterOptions(options));
  const { lang } = ctx;
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, faarMeleeAdapter, parsed);
    const head = meleeHead(lang, params);
    const pct = (p: { toNumber(): number }) => formatPercent(lang, p.toNumber());
    const distribution = odds.damage.toProbabilities();
    const max = Math.max(...distribution.map((d) => d.p));
    return {
      json: actionJson(ctx, "melee", json),
      text: [
        ...head,
        t(lang, "faar.melee.odds", percentText(lang, odds.pHit)),
        t(lang, "faar.melee.oddsDetail", {
          autoHit: pct(odds.pAutoHit),
          fumble: pct(odds.pFumble),
          parried: pct(odds.pParried),
          miss: pct(odds.pMiss),
        }),
        t(lang, "faar.melee.oddsDamage"),
        ...distribution.map(
          ({ value, p }) =>
            `${String(value).padStart(4)}  ${formatPercent(lang, p).padStart(7)} ${bar(p, max, 16)}`,
        ),
        t(lang, "faar.melee.expected", {
          expected: odds.expectedDamage
            .toNumber()
            .toFixed(2)
            .replace(".", lang === "de" ? "," : "."),
        }),
      ],
    };
  }
  const { params, result: r, odds, json } = rollAction(ctx, faarMeleeAdapter, parsed);
  return {
    json: actionJson(ctx, "melee", json),
    text: [
      ...meleeHead(lang, params),
      ...meleeRollText(lang, r, params),
      t(lang, "faar.melee.chance", percentText(lang, odds().pHit)),
    ],
  };
}
