import { isSystemId, type SystemId } from "@spieltisch/engine";
import { ewsGear } from "./ews-gear.js";
import { faarGear } from "./faar-gear.js";
import { kampfwuerfelGear } from "./kampfwuerfel-gear.js";
import type { SystemGear } from "./system-gear.js";
import { urfassungGear } from "./urfassung-gear.js";

/**
 * The gear rules of every system, by system id (CONTRACT §6). 3W6 + Stunts has none: its text has
 * no damage rules (its README says so).
 */
export const systemGear: Readonly<Record<SystemId, SystemGear | undefined>> = {
  ews: ewsGear,
  "ews-urfassung": urfassungGear,
  kampfwuerfel: kampfwuerfelGear,
  faar: faarGear,
  "3w6-stunts": undefined,
};

/** The gear rules of a system, or undefined for a system without gear or an unknown id. */
export const gearOf = (system: string): SystemGear | undefined =>
  isSystemId(system) ? systemGear[system] : undefined;
