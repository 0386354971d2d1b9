import { isSystemId, type SystemId } from "@spieltisch/engine";
import { threeD6StuntsSheetParts } from "./3w6-stunts/sheet-parts.js";
import { ewsSheetParts } from "./ews/sheet-parts.js";
import { ewsUrfassungSheetParts } from "./ews-urfassung/sheet-parts.js";
import { faarSheetParts } from "./faar/sheet-parts.js";
import { kampfwuerfelSheetParts } from "./kampfwuerfel/sheet-parts.js";
import type { WebSheetParts } from "./web-sheet-parts.js";

/**
 * Every rule system's builder and Heft, under its id: its own list beside `registry.ts` because
 * only the builder and the Charakterheft load them (the table's other views stay without the
 * forms). The type checker refuses an engine system without its line here.
 */
export const SHEET_PARTS: { readonly [Id in SystemId]: WebSheetParts<Id> } = {
  ews: ewsSheetParts,
  "ews-urfassung": ewsUrfassungSheetParts,
  kampfwuerfel: kampfwuerfelSheetParts,
  faar: faarSheetParts,
  "3w6-stunts": threeD6StuntsSheetParts,
};

/** A system's builder and Heft, or undefined for an id no system has. */
export const sheetPartsOf = (id: string): WebSheetParts | undefined =>
  isSystemId(id) ? SHEET_PARTS[id] : undefined;
