import { useEffect, useState } from "react";
import type { z } from "zod";

/**
 * State that survives a reload: written to localStorage on every change, so nothing typed is
 * ever lost (drafts, form values).
 */
export function useStoredState<T>(key: string, initial: T | (() => T)) {
  const [value, setValue] = useState<T>(() => {
    const raw = localStorage.getItem(key);
    if (raw !== null) {
      try {
        return JSON.parse(raw) as T;
      } catch {
        // A damaged entry falls back to the initial value instead of breaking the view.
      }
    }
    return typeof initial === "function" ? (initial as () => T)() : initial;
  });
  useEffect(() => {
    localStorage.setItem(key, JSON.stringify(value));
  }, [key, value]);
  return [value, setValue] as const;
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

/**
 * State that survives a reload, read back through `schema` (what is stored in the browser is
 * outside data: a value that does not parse — another version's, a damaged one — is `initial`).
 */
export function useParsedStoredState<T>(key: string, schema: z.ZodType<T>, initial: T) {
  const read = () => {
    const raw = localStorage.getItem(key);
    if (raw === null) return initial;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : initial;
    } catch {
      return initial;
    }
  };
  const [state, setState] = useState<{ key: string; value: T }>(() => ({ key, value: read() }));
  // A new key (another fight, another table) reads its own entry.
  const value = state.key === key ? state.value : read();
  const set = (next: T) => {
    localStorage.setItem(key, JSON.stringify(next));
    setState({ key, value: next });
  };
  return [value, set] as const;
}
