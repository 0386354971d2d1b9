import type { Lang } from "@spieltisch/protocol";
import type { LoadedCharacter } from "../character-file.js";
import { genericSheet } from "./generic-sheet.js";
import { cliSystemOf } from "./registry.js";

/** The sheet of the character's system (`CliSystem.sheet`), or the generic one. */
export const sheetText = (lang: Lang, loaded: LoadedCharacter): string[] =>
  (cliSystemOf(loaded.character.system)?.sheet ?? genericSheet)(lang, loaded);
