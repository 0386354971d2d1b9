import { EngineError, requireInt } from "../../../errors.js";
import type { Modifier } from "../../modifier.js";

/** How far apart the fighters are when only one of them has a ranged weapon (RULINGS §1.7). */
export type RangedDistance = "close" | "near" | "far";

/**
 * A named Ein-Wurf modifier one side claims: the typed form of the rule text's list, so a table
 * cannot add "+3 stronger weapon" to both sides or give an unarmed fighter a slow weapon.
 */
export type ConfrontEdge =
  | { readonly kind: "ranged"; readonly distance: RangedDistance }
  | { readonly kind: "stronger-weapon" }
  | { readonly kind: "opponent-unarmed" }
  | { readonly kind: "stronger-armor" }
  | { readonly kind: "slow-weapon"; readonly malus: number };

/** Bonus of a ranged weapon by distance: ≤ 1 m +1, ≤ 10 m +3, > 10 m +9. */
export const RANGED_BONUS: Readonly<Record<RangedDistance, number>> = { close: 1, near: 3, far: 9 };

/** The flat +3 edges. */
export const EDGE_BONUS = 3;

/** The modifier an edge gives, with a source naming it (`ranged-near`, `stronger-weapon`, …). */
export function edgeModifier(edge: ConfrontEdge): Modifier {
  switch (edge.kind) {
    case "ranged":
      return { amount: RANGED_BONUS[edge.distance], source: `ranged-${edge.distance}` };
    case "slow-weapon":
      requireInt("slow-weapon malus", edge.malus, 1, 6);
      return { amount: -edge.malus, source: "slow-weapon" };
    default:
      return { amount: EDGE_BONUS, source: edge.kind };
  }
}

const impossible = (reason: string, detail: string): EngineError =>
  new EngineError("impossible-combination", `${reason}: ${detail}`, { reason, detail });

/**
 * Rejects claims that contradict each other: the same edge twice on one side, a ranged weapon,
 * a stronger weapon, stronger armour or an unarmed opponent claimed by both sides, and a side
 * called unarmed that has a weapon edge of its own.
 */
export function validateEdges(a: readonly ConfrontEdge[], b: readonly ConfrontEdge[]): void {
  for (const [side, edges] of [
    ["a", a],
    ["b", b],
  ] as const) {
    const kinds = edges.map((e) => e.kind);
    const twice = kinds.find((k, i) => kinds.indexOf(k) !== i);
    if (twice) throw impossible("edge-twice", `${side}: ${twice}`);
    for (const e of edges) edgeModifier(e);
  }
  const has = (edges: readonly ConfrontEdge[], kind: ConfrontEdge["kind"]) =>
    edges.some((e) => e.kind === kind);
  for (const kind of ["ranged", "stronger-weapon", "stronger-armor", "opponent-unarmed"] as const) {
    if (has(a, kind) && has(b, kind)) throw impossible("edge-both-sides", kind);
  }
  for (const [unarmed, other] of [
    [b, a],
    [a, b],
  ] as const) {
    // `other` says its opponent (`unarmed`) has no weapon: then `unarmed` cannot claim a weapon edge.
    if (!has(other, "opponent-unarmed")) continue;
    const weaponEdge = unarmed.find((e) => ["ranged", "stronger-weapon", "slow-weapon"].includes(e.kind));
    if (weaponEdge) throw impossible("unarmed-with-weapon", weaponEdge.kind);
  }
}
