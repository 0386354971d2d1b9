import type { SystemId } from "@spieltisch/engine";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { CommandOutput } from "../output.js";
import { ewsCheck, ewsContest } from "./ews.js";
import { ewsConfront, ewsHeal, ewsMelee, ewsShoot } from "./ews-combat.js";
import { ewsInitiative } from "./ews-initiative.js";
import { faarCheck, faarMelee } from "./faar.js";
import { faarGrauen } from "./faar-grauen.js";
import { faarInitiative } from "./faar-initiative.js";
import { faarRest } from "./faar-rest.js";
import {
  kampfwuerfelCheck,
  kampfwuerfelMelee,
  kampfwuerfelPhase,
  kampfwuerfelReflex,
} from "./kampfwuerfel.js";
import { stuntCheck, stuntInitiative } from "./stunts.js";
import { requireTableAction } from "./table-action.js";
import { urfassungMelee } from "./urfassung.js";
import { urfassungBandage, urfassungBleed, urfassungDamage, urfassungHeal } from "./urfassung-care.js";
import { urfassungDaze, urfassungExhaustion, urfassungInjury } from "./urfassung-rule-checks.js";

/** A command's implementation for one system; options are what commander parsed. */
// biome-ignore lint/suspicious/noExplicitAny: each system reads the options it needs.
export type Handler = (options: any, ctx: CliContext) => CommandOutput;

/**
 * Which system answers which dice command (`check`, `contest`, `melee`, …). Each rule system
 * adds its row; a command a system lacks is a clear exit-2 error, not a crash.
 */
const HANDLERS: Readonly<Record<SystemId, Readonly<Record<string, Handler>>>> = {
  ews: {
    check: ewsCheck,
    contest: ewsContest,
    confront: ewsConfront,
    melee: ewsMelee,
    shoot: ewsShoot,
    heal: ewsHeal,
    initiative: ewsInitiative,
  },
  "ews-urfassung": {
    check: ewsCheck,
    contest: ewsContest,
    melee: urfassungMelee,
    damage: urfassungDamage,
    bleed: urfassungBleed,
    bandage: urfassungBandage,
    heal: urfassungHeal,
    exhaustion: urfassungExhaustion,
    daze: urfassungDaze,
    injury: urfassungInjury,
    initiative: ewsInitiative,
  },
  kampfwuerfel: {
    check: kampfwuerfelCheck,
    melee: kampfwuerfelMelee,
    reflex: kampfwuerfelReflex,
    phase: kampfwuerfelPhase,
  },
  faar: {
    check: faarCheck,
    melee: faarMelee,
    grauen: faarGrauen,
    initiative: faarInitiative,
    rest: faarRest,
  },
  "3w6-stunts": { check: stuntCheck, initiative: stuntInitiative },
};

/**
 * True for a dice command of some system (`check`, `melee`, `bandage`, …): what `remote roll` may
 * send to a table. Not `char`, `serve`, `verify`, `simulate` or `remote`.
 */
export const isDiceCommand = (command: string): boolean =>
  Object.values(HANDLERS).some((commands) => Object.hasOwn(commands, command));

/**
 * The handler of a command for the context's system, or a {@link CliError} if it has none or the
 * table's modules do not offer the action of the same name.
 */
export function handlerFor(command: string, ctx: CliContext): Handler {
  const handler = HANDLERS[ctx.system.id][command];
  if (!handler)
    throw new CliError("not-available", "error.not-available", { command, system: ctx.system.id });
  requireTableAction(ctx, command, command);
  return handler;
}
