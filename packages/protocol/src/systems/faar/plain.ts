import type { PlainSystem } from "../plain-system.js";
import { faarMessages } from "./messages.js";
import { faarTableOptions } from "./table-options.js";

/** What the catalogue and the start page read of Faar: its words and its table options. */
export const faarPlain = {
  messages: faarMessages,
  tableOptions: faarTableOptions,
} as const satisfies PlainSystem;
