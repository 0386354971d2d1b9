/** How deep a JSON body may nest: far more than any route's shape needs (a character: ~6). */
export const MAX_JSON_DEPTH = 64;

/**
 * An export wraps what it stores (a character version sits 6 levels down: export → characters →
 * character → versions → version → character), so an import may nest this much deeper than the
 * bodies it holds.
 */
export const EXPORT_WRAPPER_DEPTH = 8;

/**
 * The path of the first object or array nested deeper than `max` (the body itself is depth 1),
 * or null. Iterative, so a body nested a million levels deep costs a loop, not the stack.
 *
 * @example
 * tooDeepAt({ a: [[1]] }, 2); // ["a", 0]
 */
export function tooDeepAt(value: unknown, max = MAX_JSON_DEPTH): (string | number)[] | null {
  // Frames point to their parent; a path is built only for the one answer (a 13 MiB import has
  // a million values, and a path per value was most of the cost).
  interface Frame {
    readonly value: unknown;
    readonly depth: number;
    readonly key: string | number;
    readonly parent: Frame | null;
  }
  const stack: Frame[] = [{ value, depth: 0, key: "", parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const node = frame.value;
    if (node === null || typeof node !== "object") continue;
    if (frame.depth >= max) {
      const path: (string | number)[] = [];
      for (let f: Frame | null = frame; f?.parent; f = f.parent) path.unshift(f.key);
      return path;
    }
    const depth = frame.depth + 1;
    // Only objects and arrays need a frame; arrays from the back, so index 0 is looked at first.
    // Plain loops, no entry arrays: a 13 MiB import has a million values.
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        const inner: unknown = node[i];
        if (inner !== null && typeof inner === "object")
          stack.push({ value: inner, depth, key: i, parent: frame });
      }
      continue;
    }
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const inner: unknown = Reflect.get(node, key);
      if (inner !== null && typeof inner === "object")
        stack.push({ value: inner, depth, key, parent: frame });
    }
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
