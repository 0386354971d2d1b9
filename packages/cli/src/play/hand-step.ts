import { required } from "../context.js";

/** The options of `char damage`, `char heal` and `char week` as commander hands them over. */
export interface HandOptions {
  readonly amount?: number;
  readonly stun?: boolean;
  readonly weeks?: number;
  readonly situation?: string;
  readonly exertion?: string;
  readonly physician?: number;
  readonly equipment?: number;
  /** The basic EWS healing week's value, given or from the sheet, and its untreated wounds. */
  readonly value?: number;
  readonly skill?: string;
  readonly untreated?: boolean;
}

/** Which of the three hand changes: damage, healing, a week of healing. */
export type HandKind = "damage" | "heal" | "week";

/**
 * What a hand change is in a system's terms: one of its condition commands (`then` names a due
 * check the command makes due and the table rolls at once: the Urfassung healing check), or the
 * basic EWS healing week, which is a rolled action of its own (`heal`).
 */
export type HandStep =
  | { readonly kind: "command"; readonly command: Record<string, unknown>; readonly then?: string }
  | { readonly kind: "heal-action" };

/**
 * How a system's hand changes read (`CliSystem.hands`): its command (or rolled action) for a
 * healing and a week of healing, and the options each change reads. Damage is `damage {amount}`
 * in every system. A system without hand rules of its own gets the command of the change's name,
 * which its schema refuses naming the ones it has.
 */
export interface HandRules {
  /** The system's step for `char heal` or `char week` on a character with this condition. */
  step(kind: "heal" | "week", condition: Readonly<Record<string, unknown>>, options: HandOptions): HandStep;
  /** The options a change reads (others are refused by name); damage reads `--amount` without it. */
  used(kind: HandKind, condition: Readonly<Record<string, unknown>>): readonly (keyof HandOptions)[];
}

/** A condition command as a hand step, with the due check it makes due and the table rolls. */
export const commandStep = (command: Record<string, unknown>, then?: string): HandStep => ({
  kind: "command",
  command,
  ...(then ? { then } : {}),
});

/** `--amount`, which damage and healing need. */
export const amountOf = (options: HandOptions): number => required(options.amount, "--amount");

/** The days of one week of rest (Kampfwürfel, Faar). */
export const WEEK_DAYS = 7;

/**
 * Hand rules of a system whose healing is `heal {amount}` and whose week is seven days of rest
 * per week (`rest {days}`): Kampfwürfel and Faar.
 */
export const restWeekHands: HandRules = {
  step: (kind, _condition, o) =>
    kind === "heal"
      ? commandStep({ command: "heal", amount: amountOf(o) })
      : commandStep({ command: "rest", days: WEEK_DAYS * (o.weeks ?? 1) }),
  used: (kind) => (kind === "week" ? ["weeks"] : ["amount"]),
};
