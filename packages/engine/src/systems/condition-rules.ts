import type { CharacterEnvelope } from "./character-rules.js";
import type { ConditionExample, ConditionVocabulary } from "./condition-event.js";
import type { Modifier } from "./modifier.js";
import type { TableSettings } from "./table-settings.js";

/**
 * Which kind of roll a condition's modifiers are asked for. The texts are not uniform: FoKa's
 * low-TP checks use "the Eigenschaft, no other mali"; the EWS weekly healing check ignores the
 * wounds' own −3 (RULINGS §6) while the wounds raise its MW. Each system answers per use.
 *
 * - `action`: every check, contest, confrontation, attack, defence, shot or dodge of the character.
 * - `condition-check`: a check the condition itself makes due (stay on one's feet at low TP,
 *   hold a bleeding wound, the Kraft check of Kampfwürfel…).
 * - `healing`: the character's own healing check.
 */
export type ConditionUse = "action" | "condition-check" | "healing";

/**
 * Whether a character can act: `active`; `out` (handlungsunfähig / kampfunfähig / bewusstlos:
 * cannot act, can still be hurt); `dying` (dies unless helped; Urfassung's "binnen SR Kampfrunden");
 * `dead`. CONTRACT §4 names `active`, `out`, `dead` for FoKa; `dying` is used where a text has it.
 */
export type ConditionStatus = "active" | "out" | "dying" | "dead";

/**
 * The side a character takes in a roll, as `RollConsequences` names them: `actor` (checker,
 * side A, attacker, shooter) or `opponent` (side B, defender, target).
 */
export type ConditionRole = "actor" | "opponent";

/**
 * A check the condition makes due now — the table prompts the character's player (or the GM for an
 * NPC) to roll it, and {@link ConditionRules.dueCheckOutcome} turns the roll into the outcome the
 * table books. `reason` names the message `dueCheck.<reason>` (`"low-tp-out"`, `"ur-bleeding"`,
 * `"kraft"`…); `params` what the message needs.
 */
export interface DueCheck {
  /** Stable id within the condition (e.g. `"low-tp-1"`, `"bleeding-2"`), so an outcome names it. */
  readonly id: string;
  readonly reason: string;
  /** The roll the check is, as an action of the system with its options (`{value, target}` …). */
  readonly action: string;
  readonly options: Readonly<Record<string, number | string | boolean>>;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * One system's play-state rules: the condition of a character (what play has done to it — wounds,
 * TP, LP, bleeding, Grauen, the round's actions) kept apart from its sheet, and the pure reducer
 * that every part of Spieltisch (server, web, CLI, local tables) folds the table's events through.
 *
 * - `C`: the condition (a plain JSON-able object; the protocol has its zod schema).
 * - `O`: an outcome — what a roll did to this character, tagged `kind` (`{kind: "damage", amount}`
 *   …). Rolls produce outcomes through their action's `consequences`, due checks through
 *   {@link ConditionRules.dueCheckOutcome}.
 * - `K`: a GM command — what the GM's hand does (damage, heal, set, a healing week rolled at the
 *   table…), tagged `command` as CONTRACT §4's body is (`{command: "damage", amount}`); every
 *   system has `{command: "set", condition}`. Every change of a condition is one of these two
 *   ({@link ConditionEvent}), so the fold replays exactly.
 *
 * Every function is pure and total on legal input: an impossible step throws an `EngineError`
 * with a code, which the edges turn into a 422 / exit 2 with a German and English reason
 * (`error.<code>` in the catalogue). The codes every system shares: `character-dead` `{change}`
 * (a change to the dead), `no-check-due` `{id}` (an answer to a check that is not due),
 * `due-check-result` `{field}` (a result that does not answer the check), `invalid-condition`
 * `{field}` (a `set` to a condition play cannot reach), `invalid-table-option` `{option, value}`.
 */
export interface ConditionRules<C, O, K> {
  /** A fresh condition for a character sheet at a table (full TP/LP, no wounds, nothing due). */
  initialCondition(sheet: CharacterEnvelope, table: TableSettings): C;
  /**
   * What the condition costs on a roll of this use: mali only (negative, never zero), each naming
   * its source (`"wounds"`, `"low-tp"` …; `source.<name>` in the catalogue).
   */
  modifiersFrom(condition: C, use: ConditionUse, table: TableSettings): Modifier[];
  /** The condition after a roll's outcome. */
  applyOutcome(condition: C, outcome: O, table: TableSettings): C;
  /** The condition after a GM's command. */
  applyCommand(condition: C, command: K, table: TableSettings): C;
  /** Whether the character can act. */
  status(condition: C): ConditionStatus;
  /**
   * The checks due now, in the order the table rolls them (empty when none); each `reason` has the
   * message `dueCheck.<reason>`, filled in from `params`.
   */
  dueChecks(condition: C, table: TableSettings): readonly DueCheck[];
  /**
   * Optional: what the condition forbids besides {@link ConditionRules.status} — a restriction
   * that keeps an active character from one kind of roll for a while (Faar: a critical hit's
   * "only defence rolls for one round", a fumble's "no attack next round"). Returns the
   * message-catalogue code of the reason (`error.<code>`) when the character may not take
   * `action` on the side `role` now, else `undefined`. Absent: only the status decides.
   */
  forbids?(condition: C, action: string, role: ConditionRole): string | undefined;
  /**
   * The GM command that turns `after` back into `before` (the "undo" of one booked result):
   * `{command: "set", condition: before}` in every system, so
   * `applyCommand(after, inverse(before, after))` equals `before`.
   */
  inverse(before: C, after: C): K;
  /**
   * The outcome of a rolled due check: `check` as {@link ConditionRules.dueChecks} listed it,
   * `result` the engine result of rolling its `action` with its `options`. A roll that answers a
   * due check books `dueCheckOutcome` on the actor instead of its action's consequences: the outcome
   * names the check it answers (one wound of several), and a plain action such as `check` has no
   * consequences of its own. Reads the result with `checkPassed` where a pass or fail is all that
   * counts; a result that does not fit is `due-check-result`, a check this condition never makes
   * due `no-check-due` (`condition-refusals.ts`). Systems without due checks always throw
   * `no-check-due`.
   */
  dueCheckOutcome(check: DueCheck, result: unknown, table: TableSettings): O;
  /** Every due reason, modifier source and error code the reducer uses (message-catalogue words). */
  readonly vocabulary: ConditionVocabulary;
  /** Representative play for the conformance suites and documentation (at least one). */
  readonly examples: readonly ConditionExample<O, K>[];
}

/** A condition rule set with its types erased, for registries. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds conditions of every system.
export type AnyConditionRules = ConditionRules<any, any, any>;
