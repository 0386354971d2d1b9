import * as ewsRules from "@spieltisch/engine/systems/ews";
import {
  type Lang,
  type MessageKey,
  translate,
  urfassungDazeAdapter,
  urfassungExhaustionAdapter,
  urfassungInjuryAdapter,
} from "@spieltisch/protocol";
import type { CliContext } from "../context.js";
import { modifierList, percentText, signed } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { oddsAction, parseActionOptions, rollAction } from "./play-pipeline.js";

const t = (lang: Lang, key: string, params: Record<string, unknown> = {}): string =>
  translate(lang, key as MessageKey, params);

/** "Wurf 4 (+4) → 16", with the modifiers first when there are any. */
function rollText(lang: Lang, check: ewsRules.CheckResult): string {
  const faces = check.dice.map((f) => `${f} (${signed(ewsRules.pmW6Value(f))})`).join(", ");
  const roll = t(lang, "urRule.roll", { faces, result: check.result });
  return check.modifiers.length > 0
    ? `${check.value} ${modifierList(lang, check.modifiers)} → ${check.effective}; ${roll}`
    : roll;
}

/** `exhaustion` for ews-urfassung: the KO check after KO actions, or its odds. */
export function urfassungExhaustion(options: Record<string, unknown>, ctx: CliContext): CommandOutput {
  const { lang } = ctx;
  const parsed = parseActionOptions(ctx, urfassungExhaustionAdapter, { ...options });
  if (ctx.odds) {
    const { odds, json } = oddsAction(ctx, urfassungExhaustionAdapter, parsed);
    return {
      json: actionJson(ctx, "exhaustion", json),
      text: [
        t(lang, "urRule.exhaustion.title", { value: json.value, target: json.target }),
        t(lang, "urRule.exhaustion.odds", percentText(lang, odds.pSuccess)),
      ],
    };
  }
  const { result: r, json } = rollAction(ctx, urfassungExhaustionAdapter, parsed);
  const verdict = r.exhausted
    ? t(lang, "urRule.exhaustion.failed", { malus: signed(r.checkMalus), loss: r.constitutionLoss })
    : t(lang, "urRule.exhaustion.passed");
  return {
    json: actionJson(ctx, "exhaustion", json),
    text: [
      t(lang, "urRule.exhaustion.title", { value: r.check.value, target: r.check.target }),
      `${rollText(lang, r.check)}: ${verdict}`,
    ],
  };
}

/** `daze` for ews-urfassung: KO − damage against 12 after a hit, or its odds. */
export function urfassungDaze(options: Record<string, unknown>, ctx: CliContext): CommandOutput {
  const { lang } = ctx;
  const parsed = parseActionOptions(ctx, urfassungDazeAdapter, { ...options });
  const title = (params: { constitution: number; damage: number }) =>
    t(lang, "urRule.daze.title", { value: params.constitution, damage: params.damage });
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, urfassungDazeAdapter, parsed);
    return {
      json: actionJson(ctx, "daze", json),
      text: [title(params), t(lang, "urRule.daze.odds", percentText(lang, odds.pSuccess))],
    };
  }
  const { params, result: r, json } = rollAction(ctx, urfassungDazeAdapter, parsed);
  const verdict = r.dazed
    ? t(lang, "urRule.daze.failed", { malus: signed(r.malus) })
    : t(lang, "urRule.daze.passed");
  return {
    json: actionJson(ctx, "daze", json),
    text: [title(params), `${rollText(lang, r.check)}: ${verdict}`],
  };
}

/** `injury` for ews-urfassung: the SR check of every threshold a hit crossed, or their odds. */
export function urfassungInjury(options: Record<string, unknown>, ctx: CliContext): CommandOutput {
  const { lang } = ctx;
  const parsed = parseActionOptions(ctx, urfassungInjuryAdapter, { ...options });
  const threshold = (id: string) => t(lang, `urRule.threshold.${id}`);
  const head = (params: { resistance: number; before: number; after: number }, crossed: number) => [
    t(lang, "urRule.injury.title", params),
    ...(crossed === 0 ? [t(lang, "urRule.injury.none")] : []),
  ];
  if (ctx.odds) {
    const { params, odds, json } = oddsAction(ctx, urfassungInjuryAdapter, parsed);
    return {
      json: actionJson(ctx, "injury", json),
      text: [
        ...head(params, odds.thresholds.length),
        ...odds.thresholds.map((o) =>
          t(lang, "urRule.injury.oddsRow", {
            threshold: threshold(o.threshold),
            target: o.target,
            ...percentText(lang, o.pPass),
          }),
        ),
        ...(odds.thresholds.length > 1
          ? [t(lang, "urRule.injury.oddsAll", percentText(lang, odds.pAllPass))]
          : []),
        t(lang, "urRule.injury.penalty", { penalty: signed(odds.penalty) }),
      ],
    };
  }
  const { params, result: r, json } = rollAction(ctx, urfassungInjuryAdapter, parsed);
  return {
    json: actionJson(ctx, "injury", json),
    text: [
      ...head(params, r.checks.length),
      ...r.checks.map((c) =>
        t(lang, "urRule.injury.check", {
          threshold: threshold(c.threshold),
          target: c.check.target,
          roll: rollText(lang, c.check),
          fate: t(lang, `urRule.fate.${c.fate}`, { rounds: c.roundsToDeath }),
        }),
      ),
      t(lang, "urRule.injury.penalty", { penalty: signed(r.penalty) }),
    ],
  };
}
