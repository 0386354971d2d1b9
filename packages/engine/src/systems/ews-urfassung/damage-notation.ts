import { EngineError } from "../../errors.js";
import type { WeaponDice } from "./weapon-damage.js";

/** A weapon's Schadenswert as the text writes it, read: the dice and the fixed part. */
export interface WeaponDamageNotation {
  readonly dice: WeaponDice;
  readonly bonus: number;
}

/** The largest fixed part, either way (as `damageBonus` allows). */
const MAX_BONUS = 100;

/**
 * Longer texts are no damage notation; the cap keeps a pasted essay out of the regex and the
 * error message.
 */
const MAX_LENGTH = 40;

/**
 * After normalising (no spaces, ASCII minus, capital W): a plain number, or one or two dice terms
 * `[count]W[sides]` with an optional fixed part. Digits are capped at three so that no number
 * loses precision before the range checks.
 */
const PLAIN = /^([+-]?)(\d{1,3})$/;
const DICE = /^(\d{0,3})W(\d{0,3})(?:\+(\d{0,3})W(\d{0,3}))?(?:([+-])(\d{1,3}))?$/;

/**
 * Players type what their keyboard gives: the minus sign (U+2212) and the en dash of printed
 * rules, a lower-case w, spaces around the operators.
 */
const normalise = (text: string): string =>
  text
    .replace(/\s+/g, "")
    .replace(/[\u2212\u2013]/g, "-")
    .replace(/w/g, "W");

/**
 * One dice term as `<count>W<sides>`: an empty count is 1 and empty sides are the W6 (`1W`,
 * `W6`); a bare `W` names neither and is no term (empty string).
 */
function term(count = "", sides = ""): string {
  if (count === "" && sides === "") return "";
  return `${count === "" ? 1 : Number(count)}W${sides === "" ? 6 : Number(sides)}`;
}

/**
 * The dice the text knows, by the terms they are written with. `2W6` is the text's W6 × 2 (L141
 * "mit einem W6 geworfen und das Ergebnis verdoppelt"), not two dice added; two W6 added are the
 * whip's `1W+1W` (L143).
 */
const ONE_TERM: Readonly<Record<string, WeaponDice>> = { "1W3": "W3", "1W6": "W6", "2W6": "2W6" };

/**
 * Why a text is no weapon damage: `bad-weapon-damage` for a text that is no notation of the text
 * at all, `invalid-argument` with its range for a fixed part out of bounds.
 */
function refusal(text: string, why: string, range?: { min: number; max: number }): EngineError {
  const message = `"${text}" is no weapon damage like 1W6, 1W3+2 or 1W+1W-6: ${why}`;
  return range === undefined
    ? new EngineError("bad-weapon-damage", message, { name: "damage", value: text })
    : new EngineError("invalid-argument", message, {
        name: "damage",
        value: text,
        min: range.min,
        max: range.max,
      });
}

/**
 * Reads a weapon's damage as the text writes it and players type it: `1W6`, `W6`, `1W`, `1W3`,
 * `1W3+2`, `2W6` (W6 × 2), unarmed `1W-4` (also with − or –), the whip's `1W+1W-6` or
 * `1W6+1W6-6`, or a fixed number (`3`, dice `none`). Spaces and a lower-case w are fine; the
 * fixed part lies in −100..100. Anything else is an {@link EngineError} with `name: "damage"`:
 * `bad-weapon-damage`, or `invalid-argument` with the range for a fixed part out of bounds.
 *
 * @example
 * parseWeaponDamage("1W−4"); // { dice: "W6", bonus: -4 }
 * parseWeaponDamage("1W+1W-6"); // { dice: "W+W", bonus: -6 }
 * parseWeaponDamage("3"); // { dice: "none", bonus: 3 }
 */
export function parseWeaponDamage(text: string): WeaponDamageNotation {
  if (text.length > MAX_LENGTH) throw refusal(text.slice(0, MAX_LENGTH), "too long");
  const s = normalise(text);
  const plain = PLAIN.exec(s);
  if (plain)
    return { dice: "none", bonus: inRange(text, plain[1] === "-" ? -Number(plain[2]) : Number(plain[2])) };
  const m = DICE.exec(s);
  if (!m) throw refusal(text, "not a damage notation");
  const first = term(m[1], m[2]);
  const second = m[3] !== undefined || m[4] !== undefined ? term(m[3], m[4]) : null;
  const bonus = m[6] === undefined ? 0 : (m[5] === "-" ? -1 : 1) * Number(m[6]);
  let dice: WeaponDice | undefined;
  if (second === null) dice = Object.hasOwn(ONE_TERM, first) ? ONE_TERM[first] : undefined;
  else if (first === "1W6" && second === "1W6") dice = "W+W";
  if (dice === undefined) throw refusal(text, "the text's weapons roll 1W3, 1W6, 2W6 or 1W+1W");
  return { dice, bonus: inRange(text, bonus) };
}

/** The fixed part, checked; `-0` ("1W6-0") becomes 0 so that equal damage compares equal. */
function inRange(text: string, bonus: number): number {
  if (bonus === 0) return 0;
  if (bonus < -MAX_BONUS || bonus > MAX_BONUS) {
    throw refusal(text, `the fixed part must lie in ${-MAX_BONUS}..${MAX_BONUS}`, {
      min: -MAX_BONUS,
      max: MAX_BONUS,
    });
  }
  return bonus;
}

/** `+2`, `-4`, `` for 0: ASCII as the text writes it (1W3+2, 1W-4). */
const signedPart = (bonus: number): string => (bonus === 0 ? "" : bonus > 0 ? `+${bonus}` : `${bonus}`);

/**
 * The canonical text of a weapon's damage, as the rule text writes it and {@link parseWeaponDamage}
 * reads it back: `1W3`, `1W3+2`, `1W6`, `1W+2` and `1W-4` (the text's unarmed damage, L124, L145), `2W6`,
 * `1W+1W-6`, and a fixed value as the bare number (`3`, `-1`).
 *
 * @example
 * formatWeaponDamage({ dice: "W6", bonus: -4 }); // "1W-4"
 * formatWeaponDamage({ dice: "W+W", bonus: -6 }); // "1W+1W-6"
 */
export function formatWeaponDamage(d: WeaponDamageNotation): string {
  switch (d.dice) {
    case "none":
      return String(d.bonus);
    case "W3":
      return `1W3${signedPart(d.bonus)}`;
    case "W6":
      return d.bonus === 0 ? "1W6" : `1W${signedPart(d.bonus)}`;
    case "2W6":
      return `2W6${signedPart(d.bonus)}`;
    case "W+W":
      return `1W+1W${signedPart(d.bonus)}`;
  }
}
