import type { MemberEvent } from "@spieltisch/protocol";

/** Which side of a roll a group of dice belongs to: the actor's, the opponent's, or the roll's own. */
export type DiceSide = "actor" | "opponent" | null;

/**
 * One group of dice a roll shows: whose they are (`side`, and the result field they came from:
 * `a`, `attacker`, `attack`, …; null for the roll's own list) and their faces, in the order they fell.
 */
export interface DiceGroup {
  readonly side: DiceSide;
  readonly field: string | null;
  readonly dice: readonly number[];
}

/** The faces of a list of numbers, or null when it is not one (the result fields differ per action). */
const faces = (value: unknown): number[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((d) => typeof d === "number") ? value : null;

/** A field of an object the result holds, or undefined when it is not an object with that field. */
const member = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? new Map(Object.entries(value)).get(key)
    : undefined;

/** The result fields of two-sided actions, by the side of the roll they belong to. */
const SIDE_FIELDS: readonly (readonly [string, Exclude<DiceSide, null>])[] = [
  ["a", "actor"],
  ["attacker", "actor"],
  ["attack", "actor"],
  ["b", "opponent"],
  ["defender", "opponent"],
  ["defense", "opponent"],
];

/**
 * The dice a roll shows, grouped by side: a roll's own `dice` list (a check, a shot, a pool), the
 * attack and defence pools of a Kampfwürfel melee (`dice: {attack, defense}`), each side's dice of
 * a contest or a FoKa exchange (`a`/`b`, `attacker`/`defender`). Each field is read only where it
 * has the expected shape; a roll without dice gives none.
 *
 * @example
 * diceGroups(meleeEvent); // [{ side: "actor", field: "attacker", dice: [5] }, { side: "opponent", field: "defender", dice: [2] }]
 */
export function diceGroups(event: MemberEvent<"roll">): DiceGroup[] {
  const own = faces(event.dice);
  if (own) return [{ side: null, field: null, dice: own }];
  return SIDE_FIELDS.flatMap(([field, side]) => {
    const dice = faces(member(event.dice, field)) ?? faces(member(event[field], "dice"));
    return dice ? [{ side, field, dice }] : [];
  });
}
