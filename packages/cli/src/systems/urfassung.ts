import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
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

/**
 * A side's weapon dice as the text writes them (`1W6+2`), with the Stärke over the Kraftschwelle
 * when a strength was given: what the player typed, read back canonically.
 */
function weaponText(lang: Lang, damage: urfassungRules.WeaponDamageParams): string {
  const weapon = urfassungRules.formatWeaponDamage({ dice: damage.dice, bonus: damage.bonus ?? 0 });
  if (damage.strength === undefined) return weapon;
  const threshold = damage.strengthThreshold ?? 12;
  return translate(lang, "urMelee.strength", {
    weapon,
    strength: damage.strength,
    threshold,
    bonus: signed(Math.max(0, damage.strength - threshold)),
  });
}

/** The line of the winner's weapon roll; none when no weapon die was rolled. */
function weaponLine(lang: Lang, r: urfassungRules.MeleeResult, params: urfassungRules.MeleeParams): string[] {
  const winner = r.hit === "defender" ? params.attacker : params.defender;
  if (r.weaponDamage === null || winner.damage === undefined) return [];
  return [
    translate(lang, r.hit === "defender" ? "urMelee.weaponAttacker" : "urMelee.weaponDefender", {
      weapon: weaponText(lang, winner.damage),
      faces: r.weaponDice.length > 0 ? r.weaponDice.join(", ") : "–",
      damage: r.weaponDamage,
    }),
  ];
}

/** With weapon dice on a side, which ones the odds count in; nothing without. */
function oddsWeaponLine(lang: Lang, params: urfassungRules.MeleeParams): string[] {
  const weapons = (["attacker", "defender"] as const).flatMap((who) => {
    const damage = params[who].damage;
    return damage === undefined ? [] : [`${translate(lang, `urMelee.${who}`)} ${weaponText(lang, damage)}`];
  });
  return weapons.length > 0 ? [translate(lang, "urMelee.oddsWeapons", { weapons: weapons.join(", ") })] : [];
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
      text: [title, ...oddsWeaponLine(lang, params), oddsLine, ...rows],
    };
  }
  const { params, result: r, odds, json } = rollAction(ctx, urfassungMeleeAdapter, parsed);
  const [title, oddsLine] = head(params, odds());
  const text = [
    title,
    sideLine(lang, translate(lang, "urMelee.attacker"), r.attacker, params.attacker.tension ?? 0),
    sideLine(lang, translate(lang, "urMelee.defender"), r.defender, params.defender.tension ?? 0),
    ...weaponLine(lang, r, params),
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
