import type { PlainSystem } from "../plain-system.js";
import { kampfwuerfelMessages } from "./messages.js";
import { kampfwuerfelTableOptions } from "./table-options.js";

/** What the catalogue and the start page read of the Kampfwürfelsystem: its words and its table options. */
export const kampfwuerfelPlain = {
  messages: kampfwuerfelMessages,
  tableOptions: kampfwuerfelTableOptions,
} as const satisfies PlainSystem;
