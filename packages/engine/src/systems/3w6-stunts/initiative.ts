import type { Rng } from "../../dice/rng.js";
import { EngineError, requireInt } from "../../errors.js";
import { Fraction } from "../../odds/fraction.js";
import type { ActionDef, OutcomeProbability } from "../rule-system.js";
import type { TableSettings } from "../table-settings.js";

/** Someone joining the fight: Geschwindigkeit (speed) and Geschicklichkeit (dexterity). */
export interface InitiativeParticipant {
  readonly name: string;
  readonly speed: number;
  readonly dexterity: number;
}

/** Initiative for a fight: everyone rolls 1W6 + speed, in list order. */
export interface InitiativeParams {
  readonly participants: readonly InitiativeParticipant[];
}

/** A participant's place in the order and the dice that put them there. */
export interface InitiativeEntry extends InitiativeParticipant {
  readonly roll: number;
  /** 1W6 + speed. */
  readonly total: number;
  /** Faces of the roll-offs (Stechen) this participant took part in, in order. */
  readonly rollOffs: readonly number[];
}

/** The combat order (Kampf-Reihenfolge), first to act first. */
export interface InitiativeResult {
  readonly order: readonly InitiativeEntry[];
  /** Every face in rolling order: the initiative dice, then the roll-offs. */
  readonly dice: readonly number[];
}

/** Exact odds of the order. */
export interface InitiativeOdds {
  /** P(acting first) per participant. */
  readonly pFirst: Readonly<Record<string, Fraction>>;
  /** Position distribution (1 = first) per participant. */
  readonly positions: Readonly<Record<string, readonly { readonly n: number; readonly p: Fraction }[]>>;
  /** P(at least one roll-off is needed). */
  readonly pRollOff: Fraction;
}

/** The most participants the exact odds enumerate (6^n initial rolls). */
export const INITIATIVE_ODDS_LIMIT = 7;

function checkParticipants(params: InitiativeParams, max: number): void {
  const list = params.participants;
  if (list.length < 1 || list.length > max) {
    throw new EngineError(
      "invalid-argument",
      `Initiative needs 1 to ${max} participants, got ${list.length}`,
      {
        name: "participants",
        value: list.length,
        min: 1,
        max,
      },
    );
  }
  const names = new Set<string>();
  for (const p of list) {
    if (p.name.length === 0 || names.has(p.name)) {
      throw new EngineError(
        "duplicate-participant",
        `Participant names must be unique and not empty: "${p.name}"`,
        {
          name: p.name,
        },
      );
    }
    names.add(p.name);
    requireInt("speed", p.speed, -100, 100);
    requireInt("dexterity", p.dexterity, -100, 100);
  }
}

/** Groups of equal key, in the given (already sorted) order. */
function groupsOf<T>(sorted: readonly T[], same: (a: T, b: T) => boolean): T[][] {
  const groups: T[][] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last && same(last[0]!, item)) last.push(item);
    else groups.push([item]);
  }
  return groups;
}

interface Mutable {
  readonly participant: InitiativeParticipant;
  readonly index: number;
  readonly roll: number;
  readonly total: number;
  readonly rollOffs: number[];
}

/**
 * The roll-off (Stechen): everyone tied rolls 1W6, the higher face goes first; those still tied
 * roll again, until all faces differ. Dice are rolled for real, in list order.
 */
function rollOff(tied: readonly Mutable[], rng: Rng, dice: number[]): Mutable[] {
  if (tied.length < 2) return [...tied];
  const faces = new Map<Mutable, number>();
  for (const m of tied) {
    const face = rng.die(6);
    dice.push(face);
    m.rollOffs.push(face);
    faces.set(m, face);
  }
  const sorted = [...tied].sort((a, b) => faces.get(b)! - faces.get(a)! || a.index - b.index);
  return groupsOf(sorted, (a, b) => faces.get(a) === faces.get(b)).flatMap((g) => rollOff(g, rng, dice));
}

/**
 * Rolls initiative: 1W6 + speed for everyone in list order, descending; ties go to the higher
 * dexterity, then to roll-offs of 1W6 until different.
 *
 * @example
 * rollInitiative({ participants: [{ name: "Linda", speed: 3, dexterity: 2 }, { name: "Ork", speed: 2, dexterity: 1 }] },
 *   scriptedRng([2, 4]), PLAIN_TABLE).order.map((e) => e.name); // ["Ork", "Linda"]
 */
export function rollInitiative(params: InitiativeParams, rng: Rng, _table: TableSettings): InitiativeResult {
  checkParticipants(params, 50);
  const dice: number[] = [];
  const entries: Mutable[] = params.participants.map((participant, index) => {
    const roll = rng.die(6);
    dice.push(roll);
    return { participant, index, roll, total: roll + participant.speed, rollOffs: [] };
  });
  const sorted = [...entries].sort(
    (a, b) => b.total - a.total || b.participant.dexterity - a.participant.dexterity || a.index - b.index,
  );
  const ordered = groupsOf(
    sorted,
    (a, b) => a.total === b.total && a.participant.dexterity === b.participant.dexterity,
  ).flatMap((g) => rollOff(g, rng, dice));
  return {
    order: ordered.map((m) => ({ ...m.participant, roll: m.roll, total: m.total, rollOffs: m.rollOffs })),
    dice,
  };
}

/** Outcome class of an initiative roll: the order of names. */
export const initiativeOutcomeKey = (r: InitiativeResult): string => r.order.map((e) => e.name).join(" > ");

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Exact probability of every order. A roll-off is symmetric in its members, so (however many
 * rounds it takes) it ends in each of the k! orders of a group of k with probability 1/k!; the
 * initial 6^n rolls are enumerated. Weights are out of 6^n × n!, which keeps them integers.
 */
function orderWeights(params: InitiativeParams): {
  weights: Map<string, number>;
  total: number;
  tied: number;
} {
  checkParticipants(params, INITIATIVE_ODDS_LIMIT);
  const list = params.participants;
  const n = list.length;
  const nFact = factorial(n);
  // Many of the 6^n rolls produce the same tie groups: count those first, expand each once.
  const partitions = new Map<string, number>();
  const rolls = new Array<number>(n).fill(1);
  for (let step = 0; step < 6 ** n; step++) {
    let rest = step;
    for (let i = 0; i < n; i++) {
      rolls[i] = (rest % 6) + 1;
      rest = Math.floor(rest / 6);
    }
    const sorted = list
      .map((p, index) => ({ p, index, total: rolls[index]! + p.speed }))
      .sort((a, b) => b.total - a.total || b.p.dexterity - a.p.dexterity || a.index - b.index);
    const groups = groupsOf(sorted, (a, b) => a.total === b.total && a.p.dexterity === b.p.dexterity);
    const key = groups.map((g) => g.map((e) => e.index).join(",")).join("|");
    partitions.set(key, (partitions.get(key) ?? 0) + 1);
  }
  const weights = new Map<string, number>();
  let tied = 0;
  for (const [key, count] of partitions) {
    const groups = key.split("|").map((g) => g.split(",").map((i) => list[Number(i)]!.name));
    if (groups.some((g) => g.length > 1)) tied += count * nFact;
    const perms = groups.map((g) => permutations(g));
    const share = (count * nFact) / perms.reduce((acc, ps) => acc * ps.length, 1);
    const combine = (i: number, prefix: string[]): void => {
      if (i === perms.length) {
        const order = prefix.join(" > ");
        weights.set(order, (weights.get(order) ?? 0) + share);
        return;
      }
      for (const p of perms[i]!) combine(i + 1, [...prefix, ...p]);
    };
    combine(0, []);
  }
  return { weights, total: 6 ** n * nFact, tied };
}

function initiativeOutcomes(params: InitiativeParams, _table: TableSettings): OutcomeProbability[] {
  const { weights, total } = orderWeights(params);
  return [...weights].map(([key, w]) => ({ key, probability: Fraction.of(w, total) }));
}

/** Exact odds: who acts first, each participant's position, the chance of a roll-off. */
export function initiativeOdds(params: InitiativeParams, _table: TableSettings): InitiativeOdds {
  const { weights, total, tied } = orderWeights(params);
  const names = params.participants.map((p) => p.name);
  const positions = new Map(names.map((name) => [name, new Array<number>(names.length).fill(0)]));
  for (const [key, w] of weights) {
    key.split(" > ").forEach((name, i) => {
      positions.get(name)![i]! += w;
    });
  }
  return {
    pFirst: Object.fromEntries(names.map((name) => [name, Fraction.of(positions.get(name)![0]!, total)])),
    positions: Object.fromEntries(
      names.map((name) => [
        name,
        positions
          .get(name)!
          .map((w, i) => ({ n: i + 1, p: Fraction.of(w, total) }))
          .filter((e) => e.p.num !== 0n),
      ]),
    ),
    pRollOff: Fraction.of(tied, total),
  };
}

/** Initiative as a registry action. */
export const initiativeAction: ActionDef<InitiativeParams, InitiativeResult, InitiativeOdds> = {
  id: "initiative",
  roll: rollInitiative,
  odds: initiativeOdds,
  outcomes: initiativeOutcomes,
  outcomeKey: initiativeOutcomeKey,
  examples: [
    {
      participants: [
        { name: "Linda", speed: 3, dexterity: 2 },
        { name: "Ork", speed: 2, dexterity: 1 },
      ],
    },
    {
      participants: [
        { name: "A", speed: 2, dexterity: 1 },
        { name: "B", speed: 2, dexterity: 1 },
        { name: "C", speed: 2, dexterity: 3 },
      ],
    },
  ],
};
