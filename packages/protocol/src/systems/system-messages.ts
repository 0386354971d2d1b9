import { SYSTEM_IDS, type SystemId } from "@spieltisch/engine";
import type { MessageArea } from "../i18n/message-area.js";
import { stuntsMessages } from "./3w6-stunts/messages.js";
import { ewsMessages } from "./ews/messages.js";
import { ewsUrfassungMessages } from "./ews-urfassung/messages.js";
import { faarMessages } from "./faar/messages.js";
import { kampfwuerfelMessages } from "./kampfwuerfel/messages.js";

/**
 * Every system's messages (`systems/<id>/messages.ts`), under its id: what the catalogue merges
 * beside its general areas. Plain data without zod or rules, so the catalogue (and the web build,
 * which merges it at build time) reads it without loading any system; the type checker refuses a
 * system without its line here.
 */
export const SYSTEM_MESSAGES = {
  ews: ewsMessages,
  "ews-urfassung": ewsUrfassungMessages,
  kampfwuerfel: kampfwuerfelMessages,
  faar: faarMessages,
  "3w6-stunts": stuntsMessages,
} satisfies { readonly [Id in SystemId]: MessageArea };

/** A union of object types as their intersection (the keys of all of them). */
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every system's messages of one language in one object: the keys of all systems. */
export type SystemMessagesIn<L extends keyof MessageArea> = Intersection<
  (typeof SYSTEM_MESSAGES)[SystemId][L]
>;

/**
 * Every system's messages of one language, merged in the order of `SYSTEM_IDS` (the catalogue
 * test makes sure no key is defined twice, so the order never decides a text).
 */
export function systemMessagesIn<L extends keyof MessageArea>(lang: L): SystemMessagesIn<L> {
  const merged: Record<string, string> = {};
  for (const id of SYSTEM_IDS) Object.assign(merged, SYSTEM_MESSAGES[id][lang]);
  // TypeScript cannot follow a merge over a list; the loop took every key of every system.
  return merged as SystemMessagesIn<L>;
}
