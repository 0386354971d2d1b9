import { type FieldSpec, fieldsOf, initialValue } from "./fields.js";
import type { TableAction } from "./odds.js";

/**
 * Where a form starts and what the odds explorer spans, per system and action: the generic start
 * (12, the EWS middle) reads as nonsense elsewhere — 3W6 + 12 against a difficulty of 12 always
 * succeeds, twelve Kampfwürfel almost always do, a Kampfwürfel attack without a damage ratio has
 * no odds at all.
 */

/** Starting values by `system/action`, under what the player typed. */
const START: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  // Linda's Stärke +2 (the text's example) against a middling difficulty (the text: 5 to 20).
  "3w6-stunts/check": { value: 2, target: 12 },
  "3w6-stunts/initiative": {
    participants: [
      // Equal Geschicklichkeit: a tie of the dice can come to a roll-off, so the odds show one.
      { name: "Linda", speed: 3, dexterity: 2 },
      { name: "Ork", speed: 2, dexterity: 2 },
    ],
  },
  "kampfwuerfel/check": { pool: 5 },
  "kampfwuerfel/melee": { attackDice: 5, defenseDice: 3, damage: "2-3" },
  "ews/heal": { value: 12, wounds: 2, weeks: 4 },
  "ews/foka-heal": { wounds: 1 },
  "ews-urfassung/damage": { dice: "W6" },
  // One wound bleeding for three intervals: at KO 12 it never stops on its own, at 15 it may.
  "ews-urfassung/bleed": { constitution: 15, count: 1, intervals: 3 },
  // A hit of 4 on KO 14: the check is KO − damage = 10 against 12.
  "ews-urfassung/daze": { constitution: 14, damage: 4 },
  // SR 12, from 30 TP down to 15: the hit crosses the ⅔ threshold (20), one check.
  "ews-urfassung/injury": { resistance: 12, before: 30, after: 15 },
};

/** One axis of the odds explorer: which option it varies and over which numbers. */
export interface ExplorerAxis {
  readonly field: string;
  readonly from: number;
  readonly to: number;
}

/** The explorer's axes by `system/action` (x across, y down), fitted to each system's numbers. */
const AXES: Readonly<Record<string, readonly [ExplorerAxis, ExplorerAxis]>> = {
  // 3W6 + value against 5..20: values from −2 to +6 span sure failure to sure success.
  "3w6-stunts/check": [
    { field: "value", from: -2, to: 6 },
    { field: "target", from: 5, to: 20 },
  ],
  // A pool of 1..12 dice against 1..6 needed successes (5s and 6s).
  "kampfwuerfel/check": [
    { field: "pool", from: 1, to: 12 },
    { field: "need", from: 1, to: 6 },
  ],
  "kampfwuerfel/melee": [
    { field: "attackDice", from: 1, to: 12 },
    { field: "defenseDice", from: 0, to: 10 },
  ],
  // A d20 under attack, then under defence: both live between 1 and 20.
  "faar/melee": [
    { field: "attack", from: 4, to: 20 },
    { field: "defense", from: 4, to: 20 },
  ],
};

/** EWS values and MWs live between 6 and 21: the axes of every action without its own. */
const EWS_SPAN = { from: 6, to: 21 } as const;

const keyOf = (system: string, action: string) => `${system}/${action}`;

/**
 * The values a form starts with: each field's generic start, then the system's own, then what
 * was typed (so a field added later, or a new variant, still has a value).
 *
 * @example
 * startValues("3w6-stunts", checkEntry, {}); // { value: 2, target: 12, mod: [] }
 */
export function startValues(
  system: string,
  entry: TableAction,
  stored: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const own = START[keyOf(system, entry.id)] ?? {};
  const fields = fieldsOf(entry.adapter.options, { ...own, ...stored });
  return {
    ...Object.fromEntries(fields.map((f) => [f.name, initialValue(f)])),
    ...Object.fromEntries(Object.entries(own).filter(([name]) => fields.some((f) => f.name === name))),
    ...stored,
  };
}

/**
 * The explorer's two axes for an action: the system's own where it has them, else the first two
 * whole-number fields the action requires over the EWS span (clipped to what they accept); null
 * when the action has no two numbers to cross.
 */
export function explorerAxes(
  system: string,
  entry: TableAction,
): readonly [ExplorerAxis, ExplorerAxis] | null {
  const own = AXES[keyOf(system, entry.id)];
  if (own) return own;
  const ints = fieldsOf(entry.adapter.options).flatMap((f: FieldSpec) =>
    f.kind === "int" && !f.optional ? [f] : [],
  );
  const [x, y] = ints;
  if (!x || !y) return null;
  const span = (f: Extract<FieldSpec, { kind: "int" }>): ExplorerAxis => ({
    field: f.name,
    from: Math.max(f.min, EWS_SPAN.from),
    to: Math.min(f.max, EWS_SPAN.to),
  });
  return [span(x), span(y)];
}
