import { useEffect, useState } from "react";
import type { z } from "zod";
import { parseStored } from "../session/parse-json.js";

/** Stored JSON taken as it is, unchecked (see {@link useStoredState}); null when missing or no JSON. */
function unchecked<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** A first value, or how to make it when it is needed. */
type Initial<T> = T | (() => T);

/**
 * State that survives a reload (drafts, form values, choices): written to localStorage as it is
 * and with each change, read back through `schema`, so a stored value that does not parse is
 * `initial` instead of breaking the view. A new `key` (another table, another fight) reads its
 * own entry.
 *
 * Without a schema the stored JSON is taken unchecked: that form is left only for the two calls
 * in `views/start-view.tsx` until they pass theirs.
 *
 * @example
 * const [name, setName] = useStoredState("spieltisch.name", z.string(), "");
 */
export function useStoredState<T>(
  key: string,
  ...args: [schema: z.ZodType<T>, initial: Initial<T>] | [initial: Initial<T>]
): readonly [T, (next: T) => void] {
  const [schema, initial] = args.length === 2 ? args : [null, args[0]];
  const read = (): T => {
    const raw = localStorage.getItem(key);
    const stored = schema ? parseStored(raw, schema) : unchecked<T>(raw);
    if (stored !== null) return stored;
    return typeof initial === "function" ? (initial as () => T)() : initial;
  };
  const [state, setState] = useState<{ key: string; value: T }>(() => ({ key, value: read() }));
  const set = (next: T) => setState({ key, value: next });
  const current = state.key === key ? state : { key, value: read() };
  if (current !== state) setState(current);
  useEffect(() => {
    localStorage.setItem(current.key, JSON.stringify(current.value));
  }, [current.key, current.value]);
  return [current.value, set] as const;
}

/** Offers a text as a file download. */
export function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
