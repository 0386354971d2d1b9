/**
 * Returns `value` with the object keys in the order `template` has them (recursively; new keys
 * after the known ones). Schema validation lists known fields first, so without this a file that
 * was read and written back would change its key order — noise in every diff.
 *
 * @example
 * withKeyOrder({ b: 1, a: 2 }, { a: 3, b: 4 }); // { b: 4, a: 3 }
 */
export function withKeyOrder(template: unknown, value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item, i) => withKeyOrder(Array.isArray(template) ? template[i] : undefined, item));
  }
  if (!isPlainObject(value)) return value;
  const order = isPlainObject(template) ? Object.keys(template) : [];
  const result: Record<string, unknown> = {};
  for (const key of [
    ...order.filter((k) => k in value),
    ...Object.keys(value).filter((k) => !order.includes(k)),
  ]) {
    result[key] = withKeyOrder(isPlainObject(template) ? template[key] : undefined, value[key]);
  }
  return result;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
