import {
  mayEnterDice,
  normaliseTableOptions,
  type TableConfig,
  type TableOptionsJson,
} from "@spieltisch/protocol";
import { z } from "zod";
import { useStoredState } from "./stored-state.js";

/** Whether this member enters dice rolled at the table, and the switch that chooses it. */
export interface TableDiceChoice {
  /** The table lets this member enter dice (table option `tableDice`). */
  readonly mayEnter: boolean;
  /** The member wants to (remembered per table; on by default where allowed). */
  readonly wants: boolean;
  readonly setWants: (wants: boolean) => void;
  /** Dice are entered now: allowed and wanted. */
  readonly entering: boolean;
  /** The table's options as stored, for the rules a pad rolls with. */
  readonly options: TableOptionsJson;
}

/**
 * Dice rolled at the table (CONTRACT §7) for one member: offered where the table lets them enter
 * real dice, wanted unless they untick it — one choice for the dice view and the request prompts.
 */
export function useTableDice(config: TableConfig): TableDiceChoice {
  const options = normaliseTableOptions(config.houseRules).options;
  const mayEnter = mayEnterDice(options.tableDice, config.role);
  const [wants, setWants] = useStoredState(`spieltisch.dice.${config.id}.tableDice`, z.boolean(), true);
  return { mayEnter, wants, setWants, entering: mayEnter && wants, options };
}
