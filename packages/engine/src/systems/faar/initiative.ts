/** Someone in a Faar fight: initiative = GE + IT. */
export interface FaarCombatant {
  readonly name: string;
  readonly GE: number;
  readonly IT: number;
}

/** A combatant with the initiative value that placed them. */
export interface FaarInitiativeEntry extends FaarCombatant {
  readonly initiative: number;
}

/**
 * The Faar combat order: descending GE + IT, no dice. The text says nothing about ties; ruling:
 * the higher GE acts first, and otherwise the order of the list (the GM's seating) stands.
 *
 * @example
 * faarInitiativeOrder([{ name: "Taruk", GE: 12, IT: 6 }, { name: "Dorn", GE: 10, IT: 7 }]).map((e) => e.name);
 * // ["Taruk", "Dorn"]
 */
export function faarInitiativeOrder(combatants: readonly FaarCombatant[]): FaarInitiativeEntry[] {
  return combatants
    .map((c, index) => ({ entry: { ...c, initiative: c.GE + c.IT }, index }))
    .sort((a, b) => b.entry.initiative - a.entry.initiative || b.entry.GE - a.entry.GE || a.index - b.index)
    .map(({ entry }) => entry);
}
