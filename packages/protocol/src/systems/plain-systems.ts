import type { SystemId } from "@spieltisch/engine";
import { threeD6StuntsPlain } from "./3w6-stunts/plain.js";
import { ewsPlain } from "./ews/plain.js";
import { ewsUrfassungPlain } from "./ews-urfassung/plain.js";
import { faarPlain } from "./faar/plain.js";
import { kampfwuerfelPlain } from "./kampfwuerfel/plain.js";
import type { PlainSystem } from "./plain-system.js";

/**
 * Every system's plain part (`systems/<id>/plain.ts`: messages and table options), under its id —
 * the line a system adds beside its line in `registry.ts`. It is a list of its own because it
 * holds neither zod nor rules: the catalogue and the start page read it without loading any
 * system. The type checker refuses a system without its line here.
 */
export const PLAIN_SYSTEMS = {
  ews: ewsPlain,
  "ews-urfassung": ewsUrfassungPlain,
  kampfwuerfel: kampfwuerfelPlain,
  faar: faarPlain,
  "3w6-stunts": threeD6StuntsPlain,
} as const satisfies { readonly [Id in SystemId]: PlainSystem };
