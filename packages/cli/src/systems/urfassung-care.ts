import {
  formatPercent,
  type Lang,
  type MessageKey,
  translate,
  urfassungBandageAdapter,
  urfassungBleedAdapter,
  urfassungDamageAdapter,
  urfassungHealAdapter,
} from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { percentText, signed } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";

const t = (lang: Lang, key: string, params: Record<string, unknown> = {}): string =>
  translate(lang, key as MessageKey, params);

/** A mean as the language writes decimals (2,5 / 2.5). */
const decimal = (lang: Lang, n: number): string => n.toLocaleString(lang, { maximumFractionDigits: 2 });

/**
 * Commander's options with one renamed: `--weapon-dice` and `--skill-value` stand for the
 * adapter's `dice` and `skill`, whose flags are taken (`--dice` scripts faces, `--skill` names a
 * sheet value).
 */
function renamed(options: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const { [from]: value, ...rest } = options;
  return value === undefined ? rest : { ...rest, [to]: value };
}

const faces = (dice: readonly number[]): string => dice.join(", ") || "–";

/** `damage` for ews-urfassung: weapon dice, bonus and strength over the Kraftschwelle, or the distribution. */
export function urfassungDamage(options: Record<string, unknown>, ctx: CliContext): CommandOutput {
  const { lang } = ctx;
  const parsed = parseActionOptions(ctx, urfassungDamageAdapter, renamed(options, "weaponDice", "dice"));
  const title = (p: { dice: string; bonus?: number }) =>
    t(lang, "urCare.damage.title", { dice: `${p.dice}${p.bonus ? ` ${signed(p.bonus)}` : ""}` });
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, urfassungDamageAdapter, parsed);
    return {
      json: actionJson(ctx, "damage", json),
      text: [
        title(params),
        t(lang, "urCare.damage.mean", {
          mean: decimal(lang, odds.mean.toNumber()),
          exact: odds.mean.toString(),
        }),
        ...json.distribution.map(
          (d) =>
            `  ${formatPercent(lang, d.p).padStart(8)}  ${t(lang, "urCare.damage.row", { damage: d.value })}`,
        ),
      ],
    };
  }
  const { params, result: r, json } = rollAction(ctx, urfassungDamageAdapter, parsed);
  return {
    json: actionJson(ctx, "damage", json),
    text: [
      title(params),
      t(lang, params.stun ? "urCare.damage.rollStun" : "urCare.damage.roll", {
        faces: faces(r.faces),
        damage: r.damage,
      }),
    ],
  };
}

/** `bleed` for ews-urfassung: a stretch of bleeding of untreated wounds, or its exact outlook. */
export function urfassungBleed(options: Record<string, unknown>, ctx: CliContext): CommandOutput {
  const { lang } = ctx;
  const parsed = parseActionOptions(ctx, urfassungBleedAdapter, { ...options });
  const title = t(lang, "urCare.bleed.title", {
    constitution: parsed.constitution,
    count: parsed.count,
    kind: t(lang, `urCare.kind.${parsed.kind}`),
    intervals: parsed.intervals,
  });
  if (ctx.odds) {
    const { odds, json } = oddsAction(ctx, urfassungBleedAdapter, parsed);
    return {
      json: actionJson(ctx, "bleed", json),
      text: [
        title,
        t(lang, "urCare.bleed.odds", {
          ...percentText(lang, odds.pAllStopped),
          expected: decimal(lang, odds.expectedDamage.toNumber()),
        }),
      ],
    };
  }
  const { result: r, json } = rollAction(ctx, urfassungBleedAdapter, parsed);
  return {
    json: actionJson(ctx, "bleed", json),
    text: [title, t(lang, "urCare.bleed.roll", { damage: r.damage, bleeding: r.bleeding })],
  };
}

/** `bandage` for ews-urfassung: bandaging one wound after the fight, or its odds. */
export function urfassungBandage(options: Record<string, unknown>, ctx: CliContext): CommandOutput {
  const { lang } = ctx;
  const parsed = parseActionOptions(ctx, urfassungBandageAdapter, renamed(options, "skillValue", "skill"));
  const title = t(lang, "urCare.bandage.title", {
    skill: parsed.skill,
    kind: t(lang, `urCare.kind.${parsed.kind}`),
  });
  if (ctx.odds) {
    const { odds, json } = oddsAction(ctx, urfassungBandageAdapter, parsed);
    return {
      json: actionJson(ctx, "bandage", json),
      text: [title, t(lang, "urCare.bandage.odds", percentText(lang, odds.pStopsBleeding))],
    };
  }
  const { result: r, json } = rollAction(ctx, urfassungBandageAdapter, parsed);
  return {
    json: actionJson(ctx, "bandage", json),
    text: [
      title,
      t(lang, "urCare.bandage.roll", {
        faces: faces(r.dice),
        result: r.result,
        verdict: t(lang, r.stopsBleeding ? "urCare.bandage.stops" : "urCare.bandage.bleeds"),
        tp: r.tpRestored,
      }),
    ],
  };
}

/** `heal` for ews-urfassung: a week on the road (`--mode travel`) or in treatment, or its odds. */
export function urfassungHeal(options: Record<string, unknown>, ctx: CliContext): CommandOutput {
  const { lang } = ctx;
  const parsed = parseActionOptions(ctx, urfassungHealAdapter, { ...options });
  const title =
    parsed.mode === "travel"
      ? t(lang, "urCare.heal.title.travel", { constitution: parsed.constitution })
      : t(lang, "urCare.heal.title.treatment", {
          constitution: parsed.constitution,
          physician: parsed.physician,
        });
  if (ctx.odds) {
    const { odds, json } = oddsAction(ctx, urfassungHealAdapter, parsed);
    return {
      json: actionJson(ctx, "heal", json),
      text: [title, t(lang, "urCare.heal.odds", percentText(lang, odds.pGain))],
    };
  }
  const { result: r, json } = rollAction(ctx, urfassungHealAdapter, parsed);
  return {
    json: actionJson(ctx, "heal", json),
    text: [
      title,
      t(lang, "urCare.heal.roll", {
        faces: faces(r.dice),
        result: r.result,
        target: r.target,
        tp: signed(r.tpChange),
      }),
    ],
  };
}
