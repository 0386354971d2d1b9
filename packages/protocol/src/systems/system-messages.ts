import { SYSTEM_IDS, type SystemId } from "@spieltisch/engine";
import type { MessageArea } from "../i18n/message-area.js";
import { PLAIN_SYSTEMS } from "./plain-systems.js";

/** A union of object types as their intersection (the keys of all of them). */
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every system's messages of one language in one object: the keys of all systems. */
export type SystemMessagesIn<L extends keyof MessageArea> = Intersection<
  (typeof PLAIN_SYSTEMS)[SystemId]["messages"][L]
>;

/**
 * Every system's messages of one language, merged in the order of `SYSTEM_IDS` (the catalogue
 * test makes sure no key is defined twice, so the order never decides a text).
 */
export function systemMessagesIn<L extends keyof MessageArea>(lang: L): SystemMessagesIn<L> {
  const merged: Record<string, string> = {};
  for (const id of SYSTEM_IDS) Object.assign(merged, PLAIN_SYSTEMS[id].messages[lang]);
  // TypeScript cannot follow a merge over a list; the loop took every key of every system.
  return merged as SystemMessagesIn<L>;
}
