import { useEffect, useState } from "react";
import type { z } from "zod";
import { parseStored } from "../session/parse-json.js";

/**
 * How a stored value is read back: a protocol schema, or — where a page loads no zod (the start
 * page) — a function that makes the value of the stored JSON, or null when it cannot.
 */
export type StoredReader<T> = z.ZodType<T> | ((stored: unknown) => T | null);

/** The stored JSON text read with `reader`; null when missing, not JSON or not readable. */
function readStored<T>(raw: string | null, reader: StoredReader<T>): T | null {
  if (typeof reader !== "function") return parseStored(raw, reader);
  if (raw === null) return null;
  try {
    return reader(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** A first value, or how to make it when it is needed. */
type Initial<T> = T | (() => T);

/**
 * State that survives a reload (drafts, form values, choices): written to localStorage as it is
 * and with each change, read back through `reader`, so a stored value that does not read is
 * `initial` instead of breaking the view. A new `key` (another table, another fight) reads its
 * own entry.
 *
 * @example
 * const [name, setName] = useStoredState("spieltisch.name", z.string(), "");
 */
export function useStoredState<T>(
  key: string,
  reader: StoredReader<T>,
  initial: Initial<T>,
): readonly [T, (next: T) => void] {
  const read = (): T => {
    const stored = readStored(localStorage.getItem(key), reader);
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
