import { CliError } from "./cli-error.js";

/**
 * Parses a whole number the strict way: "12", "-3", "+3"; not "12abc", "1.5" or "".
 *
 * @example
 * parseInteger("--value", "-3"); // -3
 */
export function parseInteger(option: string, raw: string): number {
  if (!/^[+-]?\d{1,9}$/.test(raw.trim())) {
    throw new CliError("not-an-integer", "error.not-an-integer", { option, value: raw });
  }
  return Number.parseInt(raw, 10);
}

/** A commander argument parser for an integer option. */
export const integerOption =
  (option: string) =>
  (raw: string): number =>
    parseInteger(option, raw);

/**
 * A commander argument parser for an option that is a number or a name (`shoot --weapon 6`, or
 * with `--char` a weapon of the sheet, `--weapon Langbogen`): digits with an optional sign are
 * the number, anything else the name.
 *
 * @example
 * integerOrName("--weapon")("6"); // 6
 * integerOrName("--weapon")("Langbogen"); // "Langbogen"
 */
export const integerOrName =
  (option: string) =>
  (raw: string): number | string =>
    /^\s*[-+−]?\d+\s*$/.test(raw) ? parseInteger(option, raw) : raw;

/** A commander argument parser that collects a repeatable integer option into a list. */
export const repeatableInteger =
  (option: string) =>
  (raw: string, previous: number[] = []): number[] => [...previous, parseInteger(option, raw)];

/**
 * Parses `--dice 4,2,6` into faces. Faces are checked against the die later (a d6 cannot show 7),
 * when the engine knows which die it rolls.
 */
export function parseDiceList(raw: string): number[] {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => !/^\d{1,4}$/.test(p))) {
    throw new CliError("bad-dice", "error.bad-dice", { value: raw });
  }
  return parts.map(Number);
}

/** Parses `--modules krit,foka` (empty entries dropped). */
export const parseList = (raw: string): string[] =>
  raw
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

/**
 * Collects `--option key=value` into table options: numbers and true/false become typed values.
 *
 * @example
 * parseTableOption("faarDefenseDivisor=2", {}); // { faarDefenseDivisor: 2 }
 */
export function parseTableOption(
  raw: string,
  previous: Record<string, string | number | boolean> = {},
): Record<string, string | number | boolean> {
  const match = /^([A-Za-z][\w.-]*)=(.*)$/.exec(raw.trim());
  if (!match) throw new CliError("bad-table-option", "error.bad-table-option", { value: raw });
  const [, key, text] = match as unknown as [string, string, string];
  const value = /^[+-]?\d+(\.\d+)?$/.test(text)
    ? Number(text)
    : text === "true"
      ? true
      : text === "false"
        ? false
        : text;
  return { ...previous, [key]: value };
}
