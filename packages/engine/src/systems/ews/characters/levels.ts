import { EngineError } from "../../../errors.js";

/** Characters that count as one minus: ASCII hyphen, en dash and the minus sign. */
const MINUS = /^[-\u2013\u2212]+$/;

/**
 * Reads a creation level ("+", "++", "-", "--", "–", "±") as a signed count of pluses: "++" → 2,
 * "--" → −2. "±", "0" and "" are the average level 0 (the text does not write it). Anything else is
 * an {@link EngineError} `invalid-level` (the schema already rejects it; this guards direct calls).
 *
 * @example
 * parseLevel("++"); // 2
 * parseLevel("–"); // -1
 */
export function parseLevel(level: string): number {
  const trimmed = level.trim();
  if (trimmed === "" || trimmed === "±" || trimmed === "0") return 0;
  if (/^\++$/.test(trimmed)) return trimmed.length;
  if (MINUS.test(trimmed)) return -trimmed.length;
  throw new EngineError("invalid-level", `"${level}" is not a level like +, ++, - or --`, { level });
}

/** True when {@link parseLevel} accepts the text. */
export function isLevel(level: string): boolean {
  const trimmed = level.trim();
  return trimmed === "" || trimmed === "±" || trimmed === "0" || /^\++$/.test(trimmed) || MINUS.test(trimmed);
}

/**
 * Writes a signed plus count the way the rule text does; minuses as ASCII "-" so the output can
 * be typed back on any keyboard.
 *
 * @example
 * formatLevel(2); // "++"
 * formatLevel(0); // "±"
 */
export function formatLevel(pluses: number): string {
  if (pluses === 0) return "±";
  return pluses > 0 ? "+".repeat(pluses) : "-".repeat(-pluses);
}
