import { urfassungRules } from "@spieltisch/engine";
import { formatPercent, type Lang, translate, urfassungMeleeAdapter } from "@spieltisch/protocol";
import { paramsFromOptions } from "../adapter-options.js";
import type { CliContext } from "../context.js";
import { modifierList, percentText, signed } from "../format.js";
import { type CommandOutput, oddsJsonOf, rolledJson } from "../output.js";

/** `melee` options as commander hands them over (the Urfassung reads the two-sided ones). */
export type UrfassungMeleeOptions = Record<string, unknown>;

const faceText = (roll: urfassungRules.MeleeRoll, tension: number): string =>
  roll.dice.map((f) => `${f} (${signed(urfassungRules.tensionValue(f, tension))})`).join(", ");

function sideLine(lang: Lang, label: string, roll: urfassungRules.MeleeRoll, tension: number): string {
  const mods =
    roll.modifiers.length > 0
      ? `${roll.value} ${modifierList(lang, roll.modifiers)} → ${roll.effective}; `
      : "";
  return `${mods}${translate(lang, "urMelee.side", { side: label, faces: faceText(roll, tension), result: roll.result })}`;
}

/** `melee` for ews-urfassung: one exchange (attacker +1, ties hit the defender), or its exact odds. */
export function urfassungMelee(options: UrfassungMeleeOptions, ctx: CliContext): CommandOutput {
  const params = paramsFromOptions<urfassungRules.MeleeParams>(urfassungMeleeAdapter, { ...options });
  const { lang } = ctx;
  const odds = urfassungRules.meleeOdds(params, ctx.table);
  const title = translate(lang, "urMelee.title", {
    attacker: params.attacker.value,
    defender: params.defender.value,
  });
  const oddsLine = translate(lang, "urMelee.odds", percentText(lang, odds.pDefenderHit));
  if (ctx.odds) {
    const who = (hit: urfassungRules.MeleeHit) =>
      translate(lang, hit === "defender" ? "urMelee.defender" : "urMelee.attacker");
    const rows = odds.outcomes.map(
      (o) =>
        `  ${formatPercent(lang, o.p.toNumber()).padStart(8)}  ${translate(lang, "urMelee.oddsRow", { who: who(o.hit), damage: o.damage })}`,
    );
    return {
      json: oddsJsonOf(ctx, "melee", urfassungMeleeAdapter, odds, params),
      text: [title, oddsLine, ...rows],
    };
  }
  const r = urfassungRules.rollMelee(params, ctx.rng, ctx.table);
  const text = [
    title,
    sideLine(lang, translate(lang, "urMelee.attacker"), r.attacker, params.attacker.tension ?? 0),
    sideLine(lang, translate(lang, "urMelee.defender"), r.defender, params.defender.tension ?? 0),
  ];
  if (r.difference === 0) text.push(translate(lang, "urMelee.tie"));
  text.push(
    translate(lang, r.hit === "defender" ? "urMelee.hitDefender" : "urMelee.hitAttacker", {
      damage: r.damage,
      difference: r.difference,
    }),
    oddsLine,
  );
  return { json: rolledJson(ctx, "melee", urfassungMeleeAdapter, r, params), text };
}
