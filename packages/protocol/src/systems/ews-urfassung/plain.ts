import type { PlainSystem } from "../plain-system.js";
import { ewsUrfassungMessages } from "./messages.js";
import { ewsUrfassungTableOptions } from "./table-options.js";

/** What the catalogue and the start page read of the EWS Urfassung: its words and its table options. */
export const ewsUrfassungPlain = {
  messages: ewsUrfassungMessages,
  tableOptions: ewsUrfassungTableOptions,
} as const satisfies PlainSystem;
