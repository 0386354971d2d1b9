import type { Rng } from "@spieltisch/engine";
import { type RollRequest, rollWithFaceSource, type SideModifiers } from "@spieltisch/protocol";
import { type DiceNeed, type DiceTable, planRequest, tryEnteredFaces } from "./dice-need.js";
import type { TableAction } from "./odds.js";

/**
 * What the pad tells about the dice a roll takes (CONTRACT §7): what is needed next, how many dice
 * the whole roll takes — `fewest` to `most`, equal when the rules fix the number, `most` null where
 * ties are rolled off again and again — and which part
 * of the roll the next die belongs to (`group`, e.g. `attacker` or `dice.defense`) with how many
 * dice that part still takes (`groupLeft`, counting the next one).
 */
export interface DicePlan {
  readonly need: DiceNeed;
  readonly fewest: number | null;
  readonly most: number | null;
  readonly group: string | null;
  readonly groupLeft: number;
}

/** The plan while the roll's options are not known yet (a roll of play whose odds are on their way). */
export const UNKNOWN_PLAN: DicePlan = {
  need: { kind: "unknown" },
  fewest: null,
  most: null,
  group: null,
  groupLeft: 0,
};

/** A roll that takes more dice than this is not a roll a person makes at a table. */
const MAX_DICE = 200;

/** The largest die a system rolls (Faar: the W20). */
const MAX_SIDES = 20;

/** The face a probe enters for the i-th missing die, a W`sides`. */
type Fill = (i: number, sides: number) => number;

/**
 * The faces entered so far, then `fill(i)` (at most the die's highest face) for the i-th die the
 * roll still asks for; remembers how many dice it gave and the largest die asked for.
 */
class FillingRng implements Rng {
  readonly faces: number[];
  largest = 0;
  private index = 0;
  constructor(
    private readonly entered: readonly number[],
    private readonly fill: Fill,
  ) {
    this.faces = [...entered];
  }
  die(sides: number): number {
    this.largest = Math.max(this.largest, sides);
    if (this.index >= MAX_DICE) throw new RangeError("no roll at a table takes this many dice");
    if (this.index === this.faces.length) this.faces.push(this.fill(this.index - this.entered.length, sides));
    return this.faces[this.index++]!;
  }
  get used(): number {
    return this.index;
  }
}

interface FinishedRoll {
  readonly count: number;
  readonly json: Readonly<Record<string, unknown>>;
  readonly largest: number;
}

/**
 * The roll finished with `fill` for every die still missing: what it took, `open` where it did
 * not end within {@link MAX_DICE} dice (ties rolled off again and again), or null where the rules
 * refused it.
 */
function finishWith(
  entry: TableAction,
  parsed: unknown,
  request: RollRequest,
  faces: readonly number[],
  fill: Fill,
): FinishedRoll | "open" | null {
  const rng = new FillingRng(faces, fill);
  try {
    const { json } = rollWithFaceSource(request, entry.adapter, parsed, rng);
    return { count: rng.used, json, largest: rng.largest };
  } catch (error) {
    return error instanceof RangeError && rng.used >= MAX_DICE ? "open" : null;
  }
}

/**
 * How the probes fill the missing dice: each face held for every die (the ends where a chain, a
 * hit, a parry or a second pool is rolled or not lie among them — Faar: a 20 fumbles, a 1 hits at
 * once), then faces stepping through the die, which make the unequal and the tied rolls the held
 * faces cannot.
 */
const FILLS: readonly Fill[] = [
  ...Array.from(
    { length: MAX_SIDES },
    (_, face): Fill =>
      (_i, sides) =>
        Math.min(face + 1, sides),
  ),
  ...[1, 2, 3, 5, 7].flatMap((step) =>
    [0, 3].map(
      (start): Fill =>
        (i, sides) =>
          1 + ((start + i * step) % sides),
    ),
  ),
];

/**
 * Where each face of a roll's JSON sits, in the order the table core reads them back
 * (`replayFaces`): the path of the field that holds it, e.g. `attacker.dice` or `dice.defense`.
 */
export function faceGroups(json: unknown): string[] {
  const groups: string[] = [];
  const walk = (value: unknown, path: readonly string[]): void => {
    if (typeof value !== "object" || value === null) return;
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, [...path, String(i)]);
      return;
    }
    for (const [key, part] of Object.entries(value)) {
      const here = [...path, key];
      if (key === "otherDie") {
        if (typeof part === "number") groups.push(here.join("."));
      } else if (key === "dice" || key === "weaponDice") {
        if (Array.isArray(part)) for (const _ of part) groups.push(here.join("."));
        else if (typeof part === "object" && part !== null) {
          for (const [side, faces] of Object.entries(part))
            if (Array.isArray(faces)) for (const _ of faces) groups.push([...here, side].join("."));
        }
      } else walk(part, here);
    }
  };
  walk(json, []);
  return groups;
}

/**
 * The plan for the dice still to enter after `faces` (`sides`: the modifiers the sides' conditions
 * add, for a roll of play): the next die (as {@link tryEnteredFaces} finds it), the
 * number of dice the roll takes — found by finishing it with each face the dice can show held for
 * every remaining die, among them the ends where a chain, a hit or a second pool is rolled or not —
 * and the part of the roll the next die belongs to, read from the finished roll's own fields.
 *
 * @example
 * dicePlan(kwMelee, { attackDice: 5, defenseDice: 3, damage: "2-3" }, table, []);
 * // { need: { kind: "more", sides: 6 }, fewest: 5, most: 8, group: "dice.attack", groupLeft: 5 }
 */
export function dicePlan(
  entry: TableAction,
  options: Record<string, unknown>,
  table: DiceTable,
  faces: readonly number[],
  sides?: SideModifiers,
): DicePlan {
  const now = tryEnteredFaces(entry, options, table, faces, sides);
  const need: DiceNeed = now.kind === "done" ? { kind: "done" } : now;
  if (need.kind !== "more") return { need, fewest: null, most: null, group: null, groupLeft: 0 };
  const request = planRequest(entry, options, table, sides);
  const parsed = entry.adapter.options.parse(options);
  const finished: FinishedRoll[] = [];
  let open = false;
  let largest = need.sides;
  for (const [i, fill] of FILLS.entries()) {
    // A face held above the largest die any roll asked for repeats an end already tried.
    if (i < MAX_SIDES && i + 1 > largest) continue;
    const end = finishWith(entry, parsed, request, faces, fill);
    if (end === "open") open = true;
    else if (end !== null) {
      finished.push(end);
      largest = Math.max(largest, end.largest);
    }
  }
  const counts = finished.map((end) => end.count);
  // The longest end names the parts of the roll: every part is rolled there.
  const high = finished.reduce<FinishedRoll | null>(
    (longest, end) => (longest === null || end.count > longest.count ? end : longest),
    null,
  );
  const groups = high ? faceGroups(high.json) : [];
  const group = groups.length === high?.count ? (groups[faces.length] ?? null) : null;
  let groupLeft = 0;
  if (group !== null) while (groups[faces.length + groupLeft] === group) groupLeft++;
  return {
    need,
    fewest: counts.length > 0 ? Math.min(...counts) : null,
    most: counts.length > 0 && !open ? Math.max(...counts) : null,
    group,
    groupLeft,
  };
}
