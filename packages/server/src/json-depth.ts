/** How deep a JSON body may nest: far more than any route's shape needs (a character: ~6). */
export const MAX_JSON_DEPTH = 64;

/**
 * The path of the first object or array nested deeper than `max` (the body itself is depth 1),
 * or null. Iterative, so a body nested a million levels deep costs a loop, not the stack.
 *
 * @example
 * tooDeepAt({ a: [[1]] }, 2); // ["a", 0]
 */
export function tooDeepAt(value: unknown, max = MAX_JSON_DEPTH): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: node, path } = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (path.length >= max) return path;
    // Arrays too: Object.entries gives their indices as strings, the path wants numbers.
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((inner, i) => [i, inner])
      : Object.entries(node);
    for (const [key, inner] of entries) stack.push({ value: inner, path: [...path, key] });
  }
  return null;
}

/** What stands in for a part of stored data nested too deep to hand out (see {@link pruneTooDeep}). */
export const PRUNED = "[nested too deep]";

/**
 * A copy of stored JSON with every object or array deeper than `max` replaced by {@link PRUNED}.
 * Data stored before bodies had a depth limit may nest thousands of levels; serialising that
 * overflows the stack, and one such value would make a whole export fail. Iterative, like
 * {@link tooDeepAt}; a value within the limit comes back as it is (same reference).
 *
 * @example
 * pruneTooDeep({ a: { b: {} } }, 2); // { a: { b: "[nested too deep]" } }
 */
export function pruneTooDeep<T>(value: T, max = MAX_JSON_DEPTH): T {
  if (tooDeepAt(value, max) === null) return value;
  const root: { value: unknown } = { value: undefined };
  const stack: { value: unknown; depth: number; set: (v: unknown) => void }[] = [
    { value, depth: 0, set: (v) => (root.value = v) },
  ];
  while (stack.length > 0) {
    const { value: node, depth, set } = stack.pop()!;
    if (node === null || typeof node !== "object") {
      set(node);
    } else if (depth >= max) {
      set(PRUNED);
    } else if (Array.isArray(node)) {
      const copy: unknown[] = new Array(node.length);
      set(copy);
      node.forEach((inner, i) => {
        stack.push({ value: inner, depth: depth + 1, set: (v) => (copy[i] = v) });
      });
    } else {
      const copy: Record<string, unknown> = {};
      set(copy);
      for (const [key, inner] of Object.entries(node)) {
        stack.push({ value: inner, depth: depth + 1, set: (v) => (copy[key] = v) });
      }
    }
  }
  return root.value as T;
}
