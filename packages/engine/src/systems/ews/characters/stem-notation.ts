import { EngineError } from "../../../errors.js";
import { formatLevel, isLevel, parseLevel } from "./levels.js";
import { perPoint, type StemState, startsAtZero, stemState, stricheBetween } from "./stem-track.js";
import type { ValueKind } from "./values.js";

const SIDES = ["", "´", "^", "Δ"] as const;

/**
 * The triangles of a band: `k` triangles filled round-robin, fuller first; empty ones are not drawn.
 * One side is ´, two ^, three Δ.
 *
 * @example
 * triangles(5, 2); // "Δ^"
 */
export function triangles(inBand: number, k: number): string {
  const full = Math.floor(inBand / k);
  const extra = inBand % k;
  let text = "";
  for (let i = 0; i < k; i++) text += SIDES[full + (i < extra ? 1 : 0)] ?? "";
  return text;
}

const levelText = (state: StemState): string =>
  startsAtZero(state.kind) && state.level <= 0 ? "" : formatLevel(state.level);

/** The number in parentheses: a Spezialisierung's is a bonus on its Fertigkeit, so it has a sign. */
const numberText = (state: StemState, value: number): string =>
  state.kind === "specialisation" ? `+${value}` : String(value);

/**
 * The Strichliste notation of RULINGS §1.5 for a state: level, triangles of the current band, and
 * the number in parentheses (Merkmale have none; a Spezialisierung's is its bonus, "+1"). A new
 * Fertigkeit, Beruf or Spezialisierung has no level yet.
 *
 * @example
 * formatNotation(stemState("attribute", 1, 5)); // "+,Δ^ (17)"
 * formatNotation(stemState("skill", 0, 2)); // "^ (11)"
 */
export function formatNotation(state: StemState): string {
  const level = levelText(state);
  const tri = triangles(state.inBand, state.perPoint);
  const head = tri ? (level ? `${level},${tri}` : tri) : level;
  if (state.value === undefined) return head;
  const number = numberText(state, state.value);
  return head ? `${head} (${number})` : `(${number})`;
}

/** The notation of a value after `striche` Striche from its creation level. */
export const notationFor = (kind: ValueKind, startLevel: number, striche: number): string =>
  formatNotation(stemState(kind, startLevel, striche));

const TRIANGLE_CHARS: Readonly<Record<string, number>> = { "´": 1, "'": 1, "`": 1, "^": 2, Δ: 3, "∆": 3 };

const badNotation = (text: string, reason: string): EngineError =>
  new EngineError("invalid-notation", `"${text}" is not a Strich notation (${reason})`, {
    notation: text,
    reason,
  });

/**
 * Reads a notation such as "Fitness: +,Δ^ (17)" or "+,ΔΔ (18) = ++" back into a state. The name
 * prefix and a trailing "= ++" are ignored; a number in parentheses must match the triangles.
 * Returns the state reached and the Striche spent counted from `startLevel` (default: the level
 * written in the notation).
 *
 * @example
 * parseNotation("attribute", "Fitness: +,Δ^ (17)").striche; // 5
 */
export function parseNotation(
  kind: ValueKind,
  text: string,
  startLevel?: number,
): { readonly state: StemState; readonly striche: number } {
  let rest = text.trim();
  const colon = rest.lastIndexOf(":");
  if (colon >= 0) rest = rest.slice(colon + 1).trim();
  rest = rest.replace(/=\s*\S+\s*$/, "").trim();
  let written: number | undefined;
  const number = /\(\+?(\d+)\)\s*$/.exec(rest);
  if (number) {
    written = Number(number[1]);
    rest = rest.slice(0, number.index).trim();
  }
  const parts = rest.split(",").map((p) => p.trim());
  if (parts.length > 2) throw badNotation(text, "more than one comma");
  let levelPart = parts[0] ?? "";
  let triPart = parts[1] ?? "";
  if (parts.length === 1 && levelPart !== "" && [...levelPart].every((c) => c in TRIANGLE_CHARS)) {
    triPart = levelPart;
    levelPart = "";
  }
  if (!isLevel(levelPart)) throw badNotation(text, `unknown level "${levelPart}"`);
  const level = parseLevel(levelPart);
  const k = perPoint(kind, level);
  const sides = [...triPart].map((c) => {
    const n = TRIANGLE_CHARS[c];
    if (n === undefined) throw badNotation(text, `unknown mark "${c}"`);
    return n;
  });
  const inBand = sides.reduce((a, b) => a + b, 0);
  if (sides.length > k || inBand > 3 * k || triangles(inBand, k) !== sides.map((n) => SIDES[n]).join("")) {
    throw badNotation(text, `the triangles must be ${k} filled in turn`);
  }
  const from = startLevel ?? level;
  const striche = stricheBetween(kind, from, level, inBand);
  if (striche < 0) throw badNotation(text, "below the starting level");
  const state = stemState(kind, from, striche);
  if (written !== undefined && written !== state.value) {
    throw badNotation(text, `the triangles give ${state.value ?? "no value"}, not ${written}`);
  }
  return { state, striche };
}
