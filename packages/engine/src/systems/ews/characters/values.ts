/**
 * The kinds of values on an EWS sheet: Eigenschaft, Fertigkeit, Beruf/Hintergrund, Merkmal and the
 * Spezialisierung of a Fertigkeit on one of its Unterbereiche (text L297).
 */
export type ValueKind = "attribute" | "skill" | "profession" | "trait" | "specialisation";

/**
 * The number a creation level stands for (RULINGS §1.4, rules 1 and 2): an Eigenschaft sits at
 * 12 + 3 per plus (−−− 3 … +++ 21), a Fertigkeit one Schwelle lower (+ 12, ++ 15), a Beruf or
 * Hintergrund two lower (+ 9, ++ 12). Merkmale have no number (`undefined`). A Fertigkeit or Beruf
 * at level 0 is not learned yet (0); it is bought Strich by Strich in SteM. A Spezialisierung's
 * number is its bonus on top of its Fertigkeit: 3 per plus (public 1w6 material, "Steigerung im
 * vobsy": one plus gives the Fertigkeit + 3).
 *
 * @example
 * levelValue("attribute", 1); // 15
 * levelValue("skill", 1); // 12
 * levelValue("profession", 1); // 9
 */
export function levelValue(kind: ValueKind, pluses: number): number | undefined {
  switch (kind) {
    case "attribute":
      return 12 + 3 * pluses;
    case "skill":
      return pluses <= 0 ? 0 : 9 + 3 * pluses;
    case "profession":
      return pluses <= 0 ? 0 : 6 + 3 * pluses;
    case "trait":
      return undefined;
    case "specialisation":
      return 3 * Math.max(0, pluses);
  }
}

/**
 * The level (signed plus count) an Eigenschaft's number has reached: the highest Schwelle at or
 * below it. 16 is still "+", 11 is "−" (it has not reached 12), 8 is "−−".
 *
 * @example
 * attributePluses(16); // 1
 * attributePluses(11); // -1
 */
export const attributePluses = (value: number): number => Math.floor((value - 12) / 3);
