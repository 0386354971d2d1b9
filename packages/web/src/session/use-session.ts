import { useEffect, useReducer } from "react";
import type { TableSession } from "./types.js";

/** Re-renders the component whenever the session's log, characters or connection change. */
export function useSessionVersion(session: TableSession): void {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => session.subscribe(bump), [session]);
}
