import { readFileSync } from "node:fs";
import type { EwsCharacter } from "./character.js";

/** The sample file every test reads Lazaro from (RULINGS §1.4; ews-2.txt, "Charaktererschaffung"). */
export const LAZARO_FILE = new URL("../../../../../../examples/characters/lazaro.json", import.meta.url);

/**
 * A fresh copy of Lazaro from {@link LAZARO_FILE}. The engine has no schema library, so the file is
 * taken as it is; the protocol's tests parse the same file with the zod schema, and the engine's
 * tests check every value the text gives.
 */
export function readLazaro(): EwsCharacter {
  return JSON.parse(readFileSync(LAZARO_FILE, "utf8"));
}

/** Lazaro as the sample file holds him. */
export const LAZARO: EwsCharacter = readLazaro();
