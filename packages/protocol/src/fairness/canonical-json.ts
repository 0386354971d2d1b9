/**
 * JSON with object keys sorted and no whitespace, so the same value always gives the same bytes —
 * the input of the roll derivation must not depend on key order. `undefined` fields are dropped
 * like `JSON.stringify` does (in an array it is `null`, as there); non-finite numbers are refused
 * because JSON cannot carry them.
 *
 * Written as plain loops over `Object.keys(…).sort()` rather than entries, filters and joins: the
 * server runs it on every roll's request and twice per event for the log's chain, and the
 * intermediate arrays were most of its time. Keys sort by UTF-16 code units (the default sort,
 * the same order as `<` on strings); the bytes are the same as before (property test against the
 * first implementation, `canonical-json.test-support.ts`).
 *
 * @example
 * canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] }); // '{"a":[2,{"c":4,"d":3}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new Error("canonicalJson: non-finite number");
      return JSON.stringify(value);
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) {
        let out = "[";
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (i > 0) out += ",";
          out += item === undefined ? "null" : canonicalJson(item);
        }
        return `${out}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      let out = "{";
      let first = true;
      for (const key of keys) {
        const item = record[key];
        if (item === undefined) continue;
        out += `${first ? "" : ","}${JSON.stringify(key)}:${canonicalJson(item)}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      throw new Error(`canonicalJson: cannot encode ${typeof value}`);
  }
}
