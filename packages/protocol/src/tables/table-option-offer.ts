import { TABLE_DICE_VALUES } from "./table-dice.js";
import type { HouseRuleCode, TableOptionKey } from "./table-options.js";

/**
 * How a table option is set: on/off, one of its values (`values` in the order offered, the
 * default first), a whole number (bounds as `tableOptionsSchema` has them), or the Urfassung's
 * cost steps `"a/b"` (two numbers, a ≤ b).
 */
export type TableOptionControl =
  | { readonly kind: "switch" }
  | { readonly kind: "choice"; readonly values: readonly (string | number)[] }
  | { readonly kind: "number"; readonly min: number; readonly max: number }
  | { readonly kind: "steps" };

/**
 * Where an option is offered: a rule the text marks optional (`optional`), a reading or house rule
 * of the table (`house`: the text leaves the case open or the table departs from it), or how the
 * table plays (`play`: who may do what, when the turn moves on).
 */
export type TableOptionGroup = "optional" | "house" | "play";

/**
 * When a table may change an option: `always` (it decides no roll and no condition: the GM may
 * switch it during play), or `before-play` (it decides rolls or conditions: fixed once the table's
 * log has a roll or a condition event, so a log never mixes rules).
 */
export type TableOptionChange = "always" | "before-play";

/** The value of an option as the table has it, explicit or by default. */
export type TableOptionValue = boolean | string | number;

/**
 * One option a system's table offers. `key` is the option in {@link TableOptionsJson}; a house
 * rule (an error the table allows as a warning) is one switch per code (`key: "houseRules"`,
 * `code`). `id` names its messages: `web.tableOption.<id>` (label), `web.tableOption.<id>.hint`
 * (the text's words, with the line), `web.tableOption.<id>.value.<value>` (a choice's values).
 */
export interface TableOptionOffer {
  readonly id: string;
  readonly key: TableOptionKey;
  readonly code?: HouseRuleCode;
  readonly control: TableOptionControl;
  /** The value the rules use when the table stored none (the engine's default, RULINGS). */
  readonly default: TableOptionValue;
  readonly group: TableOptionGroup;
  readonly change: TableOptionChange;
  /** Offered only with this module (EWS FoKa's healing). */
  readonly module?: string;
  /** Matters only at a shared table (who may do what): a table played alone has nobody else. */
  readonly sharedOnly?: boolean;
}

/** An on/off option. */
export const SWITCH = { kind: "switch" } as const;

/** An error of the EWS character rules the table allows as a warning (`houseRules`). */
export const houseRule = (code: HouseRuleCode): TableOptionOffer => ({
  id: `houseRule.${code}`,
  key: "houseRules",
  code,
  control: SWITCH,
  default: false,
  group: "house",
  change: "before-play",
});

/** Whether a booked roll of the fighter on turn moves the turn on: for a system with fights. */
export const COMBAT_AUTO_ADVANCE: TableOptionOffer = {
  id: "combatAutoAdvance",
  key: "combatAutoAdvance",
  control: SWITCH,
  default: true,
  group: "play",
  change: "always",
};

/** Whether players may change their own character's condition: for a system with play state. */
export const PLAYERS_EDIT_OWN_CONDITION: TableOptionOffer = {
  id: "playersEditOwnCondition",
  key: "playersEditOwnCondition",
  control: SWITCH,
  default: false,
  group: "play",
  change: "always",
  sharedOnly: true,
};

/**
 * Whether players may book a roll on someone else's character (an NPC, another player's) with
 * values typed over the sheets: for a system with play state.
 */
export const PLAYERS_TYPE_VALUES: TableOptionOffer = {
  id: "playersTypeValues",
  key: "playersTypeValues",
  control: SWITCH,
  default: false,
  group: "play",
  change: "always",
  sharedOnly: true,
};

/**
 * Who may enter the faces of dice rolled at the table (CONTRACT §7): every system's, a local
 * table's too (its one member is the GM). It decides no roll's rules, only where the faces come
 * from, so the GM may switch it during play.
 */
export const TABLE_DICE: TableOptionOffer = {
  id: "tableDice",
  key: "tableDice",
  control: { kind: "choice", values: TABLE_DICE_VALUES },
  default: "off",
  group: "play",
  change: "always",
};

/** How a fight and the conditions are handled at the table, for a system with both. */
export const PLAY_OFFERS: readonly TableOptionOffer[] = [
  COMBAT_AUTO_ADVANCE,
  PLAYERS_EDIT_OWN_CONDITION,
  PLAYERS_TYPE_VALUES,
];
