// The characters the e2e groups bring to their tables: the example files, and a 3W6 sheet.
import { readFileSync } from "node:fs";

const ROOT = new URL("..", import.meta.url).pathname;

/** An example character file (`examples/characters/<file>.json`), parsed. */
export const example = (file) => JSON.parse(readFileSync(`${ROOT}examples/characters/${file}.json`, "utf8"));

/** A 3W6 character: the text has no sheet, so the documented input of its engine README. */
export const stunts = (name, speed) => ({
  format: "spieltisch/character@1",
  system: "3w6-stunts",
  name,
  attributes: { Stärke: 2, Geschick: 3 },
  skills: [{ name: "Nahkampf", attribute: "Stärke", bonus: 2 }],
  speed,
  dexterity: 2,
});
