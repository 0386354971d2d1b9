import { urfassungRules } from "@spieltisch/engine";
import { formatPercent, type Lang, translate, urfassungMeleeAdapter } from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { modifierList, percentText, signed } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";

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
  const parsed = parseActionOptions(ctx, urfassungMeleeAdapter, { ...options });
  const { lang } = ctx;
  const head = (params: urfassungRules.MeleeParams, odds: urfassungRules.MeleeOdds): [string, string] => [
    translate(lang, "urMelee.title", { attacker: params.attacker.value, defender: params.defender.value }),
    translate(lang, "urMelee.odds", percentText(lang, odds.pDefenderHit)),
  ];
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, urfassungMeleeAdapter, parsed);
    const [title, oddsLine] = head(params, odds);
    const who = (hit: urfassungRules.MeleeHit) =>
      translate(lang, hit === "defender" ? "urMelee.defender" : "urMelee.attacker");
    const rows = odds.outcomes.map(
      (o) =>
        `  ${formatPercent(lang, o.p.toNumber()).padStart(8)}  ${translate(lang, "urMelee.oddsRow", { who: who(o.hit), damage: o.damage })}`,
    );
    return {
      json: actionJson(ctx, "melee", json),
      text: [title, oddsLine, ...rows],
    };
  }
  const { params, result: r, odds, json } = rollAction(ctx, urfassungMeleeAdapter, parsed);
  const [title, oddsLine] = head(params, odds());
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
  return { json: actionJson(ctx, "melee", json), text };
}
