/**
 * Whether two loads of a request's characters are the very same objects, in order: a store that
 * hands back an unchanged character as the object it built before (the server's memo of rows)
 * lets a roll reuse in its commit what it prepared before it.
 *
 * @example
 * sameCharacters([a, b], [a, b]); // true
 * sameCharacters([a], [{ ...a }]); // false
 */
export const sameCharacters = (a: readonly object[], b: readonly object[]): boolean =>
  a.length === b.length && a.every((character, i) => character === b[i]);
