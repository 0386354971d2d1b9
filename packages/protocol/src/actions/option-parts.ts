import { z } from "zod";

/**
 * Building blocks of the action options (CONTRACT §1 flags as the API takes them): the same
 * bounds wherever an option appears.
 */

/** A value, MW or modifier of the EWS family (`--value`, `--target`, `--mod`). */
export const ewsInt = z.number().int().min(-1000).max(1000);
/** A value of the d20 and 3W6 systems, whose numbers stay small. */
export const smallInt = z.number().int().min(-100).max(100);
/** A number of wounds. */
export const woundCount = z.number().int().min(0).max(100);

/** `--mod` given once or many times: one amount or a list of up to 20 within `amount`'s bounds. */
export const modsOption = (amount: z.ZodNumber) => z.union([amount, z.array(amount).max(20)]).optional();
