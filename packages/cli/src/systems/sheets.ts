import type { Lang } from "@spieltisch/protocol";
import type { LoadedCharacter } from "../character-file.js";
import { ewsSheetText } from "./ews-sheet.js";
import { faarSheet } from "./faar-sheet.js";
import { gearSheetLines } from "./gear-sheet.js";
import { genericSheet } from "./generic-sheet.js";
import { urfassungSheet } from "./urfassung-sheet.js";

/** A system's readable text sheet for `char show`. Systems add theirs to {@link SHEETS}. */
export type SheetRenderer = (lang: Lang, loaded: LoadedCharacter) => string[];

const SHEETS: Readonly<Record<string, SheetRenderer>> = {
  ews: ewsSheetText,
  "ews-urfassung": urfassungSheet,
  faar: faarSheet,
  // No creation rules to show: the generic verdict and values, then the weapons, armour and shields.
  kampfwuerfel: (lang, loaded) => [
    ...genericSheet(lang, loaded),
    ...gearSheetLines(lang, loaded.character, loaded.table),
  ],
};

/** The sheet for the character's system, or the generic one. */
export const sheetText = (lang: Lang, loaded: LoadedCharacter): string[] =>
  (Object.hasOwn(SHEETS, loaded.character.system) ? SHEETS[loaded.character.system]! : genericSheet)(
    lang,
    loaded,
  );
