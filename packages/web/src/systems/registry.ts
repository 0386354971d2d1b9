import { isSystemId, type SystemId } from "@spieltisch/engine";
import { threeD6StuntsWeb } from "./3w6-stunts/index.js";
import { ewsWeb } from "./ews/index.js";
import { ewsUrfassungWeb } from "./ews-urfassung/index.js";
import { faarWeb } from "./faar/index.js";
import { kampfwuerfelWeb } from "./kampfwuerfel/index.js";
import type { WebSystem } from "./web-system.js";

/**
 * Every rule system as the web app's table knows it, under its id: the one place a system
 * registers its light parts (its builder and Heft: `sheet-parts.ts`). The type checker refuses an
 * engine system without its line here.
 */
export const WEB_SYSTEMS: { readonly [Id in SystemId]: WebSystem<Id> } = {
  ews: ewsWeb,
  "ews-urfassung": ewsUrfassungWeb,
  kampfwuerfel: kampfwuerfelWeb,
  faar: faarWeb,
  "3w6-stunts": threeD6StuntsWeb,
};

/** The web app's view of a system, or undefined for an id no system has. */
export const webSystemOf = (id: string): WebSystem | undefined =>
  isSystemId(id) ? WEB_SYSTEMS[id] : undefined;
