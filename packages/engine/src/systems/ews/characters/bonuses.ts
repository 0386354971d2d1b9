import { attributePluses } from "./values.js";

/**
 * The bonus an Eigenschaft gives (rule 5): one point per plus of the Schwelle its value has
 * reached. Minus Eigenschaften give a malus only when asked for (`malus`), otherwise 0.
 *
 * @example
 * attributeBonus(18); // 2
 * attributeBonus(9); // 0
 * attributeBonus(9, true); // -1
 */
export function attributeBonus(value: number, malus = false): number {
  const pluses = attributePluses(value);
  return pluses >= 0 || malus ? pluses : 0;
}

/**
 * A Fertigkeit's bonus from its (up to two) Eigenschaften. A missing or unknown Eigenschaft counts
 * as average (no bonus), as rule 5 says for a character without a fitting one.
 *
 * @example
 * skillBonus(["Stilvoll", "Gewandt"], { Stilvoll: 18, Gewandt: 15 }); // 3
 */
export function skillBonus(
  linked: readonly string[],
  attributes: Readonly<Record<string, number>>,
  malus = false,
): number {
  let bonus = 0;
  for (const name of linked) {
    const value = attributes[name];
    if (value !== undefined) bonus += attributeBonus(value, malus);
  }
  return bonus;
}
