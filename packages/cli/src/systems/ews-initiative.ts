import * as ewsRules from "@spieltisch/engine/systems/ews";
import {
  ewsCheckAdapter,
  type Lang,
  rollWithAdapter,
  translate,
  urfassungCheckAdapter,
} from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import { signed } from "../format.js";
import { actionJson, type CommandOutput } from "../output.js";
import { requireParticipants } from "./participants.js";

/** Options of `initiative` as commander hands them over. */
export interface EwsInitiativeOptions {
  readonly participants?: string[];
  /** The table's option: each fighter rolls a Geschicklichkeit-Probe, the highest result first. */
  readonly dexterity?: boolean;
}

/**
 * The MW of the Geschicklichkeit-Probe: 12 (durchschnittlich). Only the result orders the
 * fighters; whether it passes does not matter (EWS README, "Initiative").
 */
const DEXTERITY_TARGET = 12;

const ENTRY = /^(.+):([+-]?\d{1,3})$/;

/** One fighter of the Geschicklichkeit-Probe: its name and the value it rolls on. */
function dexterityEntry(lang: Lang, entry: string): { name: string; value: number } {
  const m = ENTRY.exec(entry);
  if (!m) {
    throw new CliError("invalid-option", "error.invalid-option", {
      option: entry,
      message: t(lang, "ewsInitiative.format"),
    });
  }
  return { name: m[1]!, value: Number(m[2]) };
}

/**
 * `initiative` for the EWS family (ews, ews-urfassung). The texts print no initiative rule
 * (ews-2.txt names an Init module but does not print it, L436, L550): the GM sets the order —
 * the participants as given — and, as the table's option (`--dexterity`), each fighter rolls a
 * Geschicklichkeit-Probe instead (a `check` of `name:Wert` against MW 12 with the table's ±W6 and
 * krit): the highest result goes first, equal results in the GM's order (EWS README). No odds:
 * the order of the GM has none, and each Probe has its own with `check --odds`.
 */
export function ewsInitiative(options: EwsInitiativeOptions, ctx: CliContext): CommandOutput {
  const { lang } = ctx;
  if (ctx.odds) {
    throw new CliError("not-available", "error.not-available", {
      command: "initiative --odds",
      system: ctx.system.id,
    });
  }
  const entries = requireParticipants(
    options.participants,
    lang,
    "ewsInitiative.format",
    options.dexterity ? "Alrik:13 Grok:15" : "Alrik Grok Ork",
  );
  if (!options.dexterity) {
    return {
      json: actionJson(ctx, "initiative", { rule: "gm-order", order: entries.map((name) => ({ name })) }),
      text: [
        t(lang, "ewsInitiative.gmTitle"),
        ...entries.map((name, i) => `  ${t(lang, "ewsInitiative.gmEntry", { place: i + 1, name })}`),
      ],
    };
  }
  const adapter = ctx.system.id === "ews-urfassung" ? urfassungCheckAdapter : ewsCheckAdapter;
  const rolled = entries.map((entry, given) => {
    const fighter = dexterityEntry(lang, entry);
    const options = adapter.options.parse({ value: fighter.value, target: DEXTERITY_TARGET });
    const { result } = rollWithAdapter(adapter, options, ctx.rng, ctx.table);
    return { ...fighter, given, dice: [...result.dice], result: result.result };
  });
  // Highest result first; a tie keeps the GM's order (a stable sort).
  const order = [...rolled].sort((a, b) => b.result - a.result || a.given - b.given);
  return {
    json: actionJson(ctx, "initiative", {
      rule: "gm-order",
      dexterity: true,
      target: DEXTERITY_TARGET,
      order: order.map(({ name, value, dice, result }) => ({ name, value, dice, result })),
    }),
    text: [
      t(lang, "ewsInitiative.dexterityTitle", { target: DEXTERITY_TARGET }),
      ...order.map(
        (f, i) =>
          `  ${t(lang, "ewsInitiative.dexterityEntry", {
            place: i + 1,
            name: f.name,
            value: f.value,
            faces: f.dice.map((d) => `${d} (${signed(ewsRules.pmW6Value(d))})`).join(", "),
            result: f.result,
          })}`,
      ),
    ],
  };
}

const t = (lang: Lang, key: Parameters<typeof translate>[1], params: Record<string, unknown> = {}): string =>
  translate(lang, key, params);
