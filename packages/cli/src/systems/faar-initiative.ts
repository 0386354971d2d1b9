import * as faarRules from "@spieltisch/engine/systems/faar";
import { type Lang, type MessageKey, translate } from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { CommandOutput } from "../output.js";
import { requireParticipants } from "./participants.js";
import { rejectOptions } from "./reject-options.js";

const ENTRY = /^(.+):([+-]?\d{1,3}):([+-]?\d{1,3})$/;

const t = (lang: Lang, key: string, params: Record<string, unknown> = {}): string =>
  translate(lang, key as MessageKey, params);

/** `initiative` for faar: entries `name:GE:IT`, ordered by GE + IT (no dice). */
export function faarInitiative(
  options: { participants?: string[]; dexterity?: boolean },
  ctx: CliContext,
): CommandOutput {
  // The Geschicklichkeit-Probe is the EWS family's option; Faar's order is GE + IT.
  rejectOptions("initiative", options, ["dexterity"], ctx);
  const entries = requireParticipants(options.participants, ctx.lang, "faar.initiative.format");
  const combatants = entries.map((entry) => {
    const m = ENTRY.exec(entry);
    if (!m) {
      throw new CliError("invalid-option", "error.invalid-option", {
        option: entry,
        message: "name:GE:IT",
      });
    }
    return { name: m[1]!, GE: Number(m[2]), IT: Number(m[3]) };
  });
  const order = faarRules.faarInitiativeOrder(combatants);
  return {
    json: {
      system: ctx.system.id,
      action: "initiative",
      order: order.map((e) => ({ name: e.name, GE: e.GE, IT: e.IT, initiative: e.initiative })),
    },
    text: [
      t(ctx.lang, "faar.initiative.title"),
      ...order.map(
        (e, i) =>
          `  ${t(ctx.lang, "faar.initiative.entry", { place: i + 1, name: e.name, GE: e.GE, IT: e.IT, initiative: e.initiative })}`,
      ),
    ],
  };
}
