import { threeD6StuntsInfo } from "./3w6-stunts/info.js";
import { ewsInfo } from "./ews/info.js";
import { ewsUrfassungInfo } from "./ews-urfassung/info.js";
import { faarInfo } from "./faar/info.js";
import { kampfwuerfelInfo } from "./kampfwuerfel/info.js";
import type { SystemInfo } from "./system-info.js";

/**
 * The ids of the rule systems Spieltisch knows, in the order they are listed: the one list every
 * other one (the engine's rules in `registry.ts`, the protocol's, the CLI's and the web app's
 * systems) is checked against. A new system adds its `info.ts` here — and nothing else in this
 * package but its line in `registry.ts`, which the type checker then asks for.
 */
const SYSTEM_INFO_LIST = [ewsInfo, ewsUrfassungInfo, kampfwuerfelInfo, faarInfo, threeD6StuntsInfo] as const;

/** The ids of the rule systems Spieltisch knows (see `rules/RULINGS.md`). */
export type SystemId = (typeof SYSTEM_INFO_LIST)[number]["id"];

/** Every system's id, in the registry's order. */
export const SYSTEM_IDS: readonly SystemId[] = SYSTEM_INFO_LIST.map((info) => info.id);

/**
 * Every system's id, name and modules, in the registry's order (`allSystems()` has the same
 * order), without loading any rules: what a picker of systems (the web app's start page) reads.
 */
export const systemInfos = (): SystemInfo<SystemId>[] => [...SYSTEM_INFO_LIST];
