import type { Lang } from "@spieltisch/protocol";
import type { LoadedCharacter } from "../character-file.js";

/** A system's readable text sheet for `char show` (`CliSystem.sheet`). */
export type SheetRenderer = (lang: Lang, loaded: LoadedCharacter) => string[];
