import type { EwsCharacter } from "./character.js";

/** Lazaro exactly as created in ews-2.txt ("Charaktererschaffung"). */
export const LAZARO: EwsCharacter = {
  format: "spieltisch/character@1",
  system: "ews",
  name: "Salamon Lazaro de Aicega",
  powerLevel: "angehender-held",
  attributes: [
    { name: "Gewandt", level: "+" },
    { name: "Stilvoll", level: "++" },
  ],
  skills: [
    { name: "Nahkampf", level: "+", attributes: ["Gewandt"] },
    { name: "Kunst des Flirtens", level: "+", attributes: ["Stilvoll", "Gewandt"] },
  ],
  professions: [{ name: "Diplomat", level: "+", kind: "profession" }],
  traits: [
    { name: "Persönlicher Gegenstand: der Degen seiner Familie", level: "+" },
    { name: "Flieht vor familiären Verpflichtungen", level: "-" },
  ],
  woundAttribute: null,
};
