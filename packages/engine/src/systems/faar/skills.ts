import type { FaarAttribute } from "./attributes.js";

/**
 * The skills (Fertigkeiten) the text lists, each bound to its attribute. The text says the list
 * "kann beliebig erweitert werden": a character file may name any other skill together with its
 * attribute (`{ "name": "Reiten", "level": 1, "attribute": "GE" }`).
 */
export const FAAR_SKILLS: Readonly<Record<string, FaarAttribute>> = {
  Diplomatie: "IN",
  Feilschen: "CH",
  Fernkampf: "GE",
  Flirten: "CH",
  Handwerk: "GE",
  Heimlichkeit: "GE",
  Klettern: "GE",
  "Lesen und Schreiben": "IN",
  Nahkampf: "ST",
  Sprachen: "IN",
  "Waffenloser Kampf": "ST",
  Wahrnehmung: "IT",
  Werfen: "GE",
};

/** The skills the combat rules use by name. */
export const COMBAT_SKILLS = {
  melee: "Nahkampf",
  ranged: "Fernkampf",
  unarmed: "Waffenloser Kampf",
} as const;

/**
 * The attribute of a skill from the text's list, or undefined (own properties only, so a skill
 * named "toString" is simply unknown).
 *
 * @example
 * listedSkillAttribute("Heimlichkeit"); // "GE"
 */
export const listedSkillAttribute = (name: string): FaarAttribute | undefined =>
  Object.hasOwn(FAAR_SKILLS, name) ? FAAR_SKILLS[name] : undefined;
