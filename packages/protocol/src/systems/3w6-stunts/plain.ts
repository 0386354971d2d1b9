import type { PlainSystem } from "../plain-system.js";
import { stuntsMessages } from "./messages.js";
import { threeD6StuntsTableOptions } from "./table-options.js";

/** What the catalogue and the start page read of 3W6 with stunts: its words and its table options. */
export const threeD6StuntsPlain = {
  messages: stuntsMessages,
  tableOptions: threeD6StuntsTableOptions,
} as const satisfies PlainSystem;
