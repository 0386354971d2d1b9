/**
 * Whether two JSON values are the same value, in the sense of {@link canonicalJson}: key order
 * does not matter and `undefined` fields count as absent — `jsonEqual(a, b)` is
 * `canonicalJson(a) === canonicalJson(b)` without writing either out (a roll with `apply` asks
 * this of every side's condition before and after).
 *
 * @example
 * jsonEqual({ tp: 3, wounds: 0 }, { wounds: 0, tp: 3 }); // true
 * jsonEqual({ tp: 3 }, { tp: 3, note: undefined }); // true
 * jsonEqual([1, 2], [2, 1]); // false
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    // canonicalJson writes an undefined element as null.
    return a.every((item, i) => jsonEqual(item ?? null, b[i] ?? null));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let defined = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || left[key] === undefined) continue;
    if (!Object.hasOwn(right, key) || !jsonEqual(left[key], right[key])) return false;
    defined++;
  }
  for (const key in right) if (Object.hasOwn(right, key) && right[key] !== undefined) defined--;
  return defined === 0;
}
