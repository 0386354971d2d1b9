import { isSystemId, type SystemId } from "@spieltisch/engine";
import { threeD6StuntsCli } from "./3w6-stunts/index.js";
import type { CliSystem } from "./cli-system.js";
import { ewsCli } from "./ews/index.js";
import { ewsUrfassungCli } from "./ews-urfassung/index.js";
import { faarCli } from "./faar/index.js";
import { kampfwuerfelCli } from "./kampfwuerfel/index.js";

/**
 * Every rule system as the command line knows it, under its id: the one place a system registers
 * in the CLI. The type checker refuses an engine system without its line here.
 */
export const CLI_SYSTEMS: { readonly [Id in SystemId]: CliSystem<Id> } = {
  ews: ewsCli,
  "ews-urfassung": ewsUrfassungCli,
  kampfwuerfel: kampfwuerfelCli,
  faar: faarCli,
  "3w6-stunts": threeD6StuntsCli,
};

/** The command line's view of a system, or undefined for an id no system has. */
export const cliSystemOf = (id: string): CliSystem | undefined =>
  isSystemId(id) ? CLI_SYSTEMS[id] : undefined;
