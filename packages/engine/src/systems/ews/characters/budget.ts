import type { EwsCharacter, PowerLevelId } from "./character.js";

/** Δ of the Machtstufen the text names (RULINGS §1.4); the rest of the table is not in the text. */
export const POWER_LEVELS: Readonly<Record<PowerLevelId, number>> = {
  "angehender-held": 7,
  beweger: 16,
};

/**
 * The Δ budget of a character: `budget` if set, else its Machtstufe's Δ, else undefined (no
 * budget check).
 *
 * @example
 * characterBudget({ format: "spieltisch/character@1", system: "ews", name: "x", powerLevel: "beweger" }); // 16
 */
export function characterBudget(character: EwsCharacter): number | undefined {
  if (character.budget !== undefined) return character.budget;
  return character.powerLevel !== undefined ? POWER_LEVELS[character.powerLevel] : undefined;
}
