import type { PlainSystem } from "../plain-system.js";
import { ewsMessages } from "./messages.js";
import { ewsTableOptions } from "./table-options.js";

/** What the catalogue and the start page read of EWS 2: its words and its table options. */
export const ewsPlain = {
  messages: ewsMessages,
  tableOptions: ewsTableOptions,
} as const satisfies PlainSystem;
