import {
  findActionAdapter,
  type MemberEvent,
  normaliseTableOptions,
  oddsWithAdapter,
  rollResultFields,
  rollSidesOf,
} from "@spieltisch/protocol";
import { mainProbability } from "../actions/odds.js";

/** The chance a roll had before it was rolled: the odds field it is (`pSuccess`, `pHit`, …) and its value. */
export interface RollChance {
  readonly key: string;
  readonly p: number;
}

/**
 * The chance a logged roll had before the dice fell — the headline the dice view shows before a
 * roll (`mainProbability`): the one the roll's result carries where its action logs it (a check's
 * `pSuccess`, a melee's `pDefenderHit`), else the odds of exactly what the event says decided the
 * roll (its options, the table's modules and options, each side's condition modifiers) through the
 * same pipeline the server rolls with. Null for an action without odds or a roll today's rules
 * cannot read any more.
 *
 * @example
 * rollChance(checkEvent); // { key: "pSuccess", p: 0.5833333333333334 }
 */
export function rollChance(event: MemberEvent<"roll">): RollChance | null {
  const logged = mainProbability(rollResultFields(event));
  if (logged) return logged;
  const adapter = findActionAdapter(event.system, event.action);
  if (!adapter) return null;
  const table = { modules: event.modules, options: normaliseTableOptions(event.houseRules).options };
  const sides = rollSidesOf(event.actor?.modifiers, event.opponent?.modifiers);
  try {
    return mainProbability(oddsWithAdapter(adapter, adapter.options.parse(event.options), table, sides).json);
  } catch {
    // An old roll whose options today's schema refuses: it shows without a chance.
    return null;
  }
}
