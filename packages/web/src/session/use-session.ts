import { useEffect, useReducer } from "react";
import type { TableSession } from "./types.js";

/** Re-renders the component whenever the session's log, characters or connection change. */
export function useSessionVersion(session: Pick<TableSession, "subscribe">): void {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const unsubscribe = session.subscribe(bump);
    // Whatever changed between the first render and subscribing is picked up now.
    bump();
    return unsubscribe;
  }, [session]);
}
