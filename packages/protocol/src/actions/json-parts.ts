import type { Fraction } from "@spieltisch/engine";
import { z } from "zod";

/**
 * Building blocks of the roll and odds JSON (CONTRACT §1): probabilities as floats in [0,1] with
 * an exact reduced fraction beside them (`pSuccess`, `pSuccessExact`), distributions of
 * `{value, p}` or `{n, p}`, modifiers with their source.
 */

/** A whole number. */
export const intJson = z.number().int();
/** A probability as a float. */
export const probabilityJson = z.number().min(0).max(1);
/** An exact fraction as the engine writes it: `"1/3"`, `"0/1"`, `"-5/2"`. */
export const fractionJson = z.string().regex(/^-?\d+\/\d+$/);
/** The faces rolled, in rolling order. */
export const diceJson = z.array(z.number().int().min(1));
/** One modifier with where it came from (`{amount: -3, source: "wounds"}`). */
export const modifierJson = z.strictObject({ amount: intJson, source: z.string() });
/** The modifiers of one side. */
export const modifiersJson = z.array(modifierJson);
/** The krit chain of an EWS ±W6 roll. */
export const kritChainJson = z.enum([
  "none",
  "automatic-success",
  "critical-success",
  "automatic-failure",
  "critical-fumble",
]);
/** One side of an EWS-family ±W6 roll: its value, modifiers, what they add up to, dice and result. */
export const pmW6SideJson = z.strictObject({
  value: intJson,
  modifiers: modifiersJson,
  effective: intJson,
  dice: diceJson,
  result: intJson,
  chain: kritChainJson,
});

/** One entry of a distribution over values. */
export const valuePJson = z.strictObject({ value: intJson, p: probabilityJson });
/** One entry of a distribution over counts. */
export const countPJson = z.strictObject({ n: intJson, p: probabilityJson });
/** One entry of a distribution over values, with the exact fraction. */
export const valuePExactJson = z.strictObject({ value: intJson, p: probabilityJson, pExact: fractionJson });
/** One entry of a distribution over counts, with the exact fraction. */
export const countPExactJson = z.strictObject({ n: intJson, p: probabilityJson, pExact: fractionJson });

/** A fraction as its float (for JSON fields next to their `…Exact` twin). */
export const float = (p: Fraction): number => p.toNumber();
/** A fraction as its exact string. */
export const exact = (p: Fraction): string => p.toString();
/** A fraction or nothing as a float or null. */
export const floatOrNull = (p: Fraction | null): number | null => (p === null ? null : p.toNumber());
/** A fraction or nothing as its exact string or null. */
export const exactOrNull = (p: Fraction | null): string | null => (p === null ? null : p.toString());

/**
 * A number as JSON carries it: JSON has no −0 (`JSON.stringify(-0)` is `"0"`), so the object a
 * caller keeps must not hold one either (the Schwellen of a margin of −2 are −0 in the engine).
 */
export const jsonNumber = (n: number): number => n + 0;

/** `--mod` given once or many times: a number or a list. */
export const modifierAmounts = (amounts: number | readonly number[] | undefined): number[] =>
  amounts === undefined ? [] : typeof amounts === "number" ? [amounts] : [...amounts];

/** Amounts as engine modifiers with the source `mod`. */
export const modModifiers = (amounts: number | readonly number[] | undefined) =>
  modifierAmounts(amounts).map((amount) => ({ amount, source: "mod" }));
