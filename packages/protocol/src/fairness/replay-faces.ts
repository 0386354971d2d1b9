/**
 * The faces a roll's result shows, in the order the rules rolled them. A result lists its faces
 * under `dice`: at the top (a list, or — Kampfwürfel melee — lists per side in rolling order) or
 * per side (`a.dice` before `b.dice`, `attacker.dice` before `defender.dice`, a shot's `dice`
 * before its `dodge.dice`, the Urfassung's exchange before the winner's `weaponDice`), in the
 * order of the fields, which is the order the rules roll. Every adapter's roll JSON shows them so
 * (`replay-faces.test.ts` checks each action against the faces it actually drew); a roll without
 * dice (`phase`) has none. Dice rolled at the table are entered in this order (CONTRACT §7).
 *
 * @example
 * replayFaces({ success: true, dice: [4] }); // [4]
 * replayFaces({ a: { dice: [2] }, b: { dice: [5] } }); // [2, 5]
 * replayFaces({ dice: { attack: [5, 6], defense: [1] } }); // [5, 6, 1]
 */
export function replayFaces(result: Readonly<Record<string, unknown>>): number[] {
  const faces: number[] = [];
  collect(result, faces);
  return faces;
}

function collect(value: unknown, faces: number[]): void {
  if (typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, faces);
    return;
  }
  for (const [key, part] of Object.entries(value)) {
    if (SINGLE_FACE_KEYS.has(key)) {
      if (typeof part === "number" && Number.isInteger(part)) faces.push(part);
    } else if (!FACE_KEYS.has(key)) collect(part, faces);
    else if (isFaces(part)) faces.push(...part);
    else if (typeof part === "object" && part !== null) {
      for (const side of Object.values(part)) if (isFaces(side)) faces.push(...side);
    }
  }
}

/** The fields that hold faces: `dice`, and the Urfassung's weapon dice rolled after the exchange. */
const FACE_KEYS: ReadonlySet<string> = new Set(["dice", "weaponDice"]);

/**
 * The fields that hold one face (or null when it was not rolled): EWS FoKa's `otherDie`, the W6
 * a hit on a target wrestling with another is rolled again with (ews-2.txt L682).
 */
const SINGLE_FACE_KEYS: ReadonlySet<string> = new Set(["otherDie"]);

const isFaces = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((face) => Number.isInteger(face));
