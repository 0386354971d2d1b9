/**
 * Who may enter dice rolled at the table (table option `tableDice`, CONTRACT §7): nobody, the
 * players, or everyone — the GM too.
 */
export const TABLE_DICE_VALUES = ["off", "players", "everyone"] as const;

/** A value of the table option `tableDice`. */
export type TableDice = (typeof TABLE_DICE_VALUES)[number];

/**
 * Whether a member in `role` may enter the faces of dice rolled at the table under `tableDice`
 * (absent: off). Viewers roll nothing.
 *
 * @example
 * mayEnterDice("players", "player"); // true
 * mayEnterDice("players", "gm"); // false
 */
export function mayEnterDice(tableDice: TableDice | undefined, role: string): boolean {
  if (tableDice === "everyone") return role === "gm" || role === "player";
  if (tableDice === "players") return role === "player";
  return false;
}
