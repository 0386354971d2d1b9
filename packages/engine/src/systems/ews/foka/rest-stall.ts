import { type TpHealingSituation, weeklyTp } from "./tp-healing.js";

/** What a week of FoKa healing reads of a character: the TP Eigenschaft and the wounds that hinder. */
export interface FokaRestInput {
  readonly attribute: number;
  readonly wounds: number;
  readonly criticalWounds: number;
}

/**
 * Why a week of FoKa healing brings a character nothing: `no-healing` — 0 TP a week ("mit zwei
 * Wunden oder einer kritischen Wunde heilt er schon nichts mehr", ews-2.txt L597), `wasting` —
 * TP lost ("mit zwei kritischen Wunden verliert er sogar zwei Punkte pro Woche … er siecht
 * dahin"). `hospitalTpPerWeek` is the week in hospital, the best care the text names (L609–611):
 * positive, it is the way out; otherwise not even a hospital heals these wounds.
 */
export interface FokaRestStall {
  readonly reason: "no-healing" | "wasting";
  readonly situation: TpHealingSituation;
  readonly tpPerWeek: number;
  readonly wounds: number;
  readonly criticalWounds: number;
  readonly hospitalTpPerWeek: number;
}

/**
 * The reason a week of rest in `situation` changes nothing (or makes things worse), or null when
 * it heals: a character out with a critical wound stays out in bed rest until a hospital or a
 * physician cares for it (RULINGS §7), and the table should say so instead of showing an empty
 * week.
 *
 * @example
 * // KO 12 (WS 4) with one critical wound in bed: 4 − 2 − 2 = 0; in hospital 4 − 2 = 2.
 * fokaRestStall({ attribute: 12, wounds: 0, criticalWounds: 1 }, "bed");
 * // { reason: "no-healing", situation: "bed", tpPerWeek: 0, wounds: 0, criticalWounds: 1, hospitalTpPerWeek: 2 }
 */
export function fokaRestStall(c: FokaRestInput, situation: TpHealingSituation): FokaRestStall | null {
  const rate = (at: TpHealingSituation) =>
    weeklyTp({ attribute: c.attribute, wounds: c.wounds, critical: c.criticalWounds, situation: at });
  const tpPerWeek = rate(situation);
  if (tpPerWeek > 0) return null;
  return {
    reason: tpPerWeek === 0 ? "no-healing" : "wasting",
    situation,
    tpPerWeek,
    wounds: c.wounds,
    criticalWounds: c.criticalWounds,
    hospitalTpPerWeek: rate("hospital"),
  };
}
