import { useCallback, useState } from "react";

/**
 * A failed request as state: `attempt(work)` runs it and keeps what went wrong (cleared on the
 * next attempt). The error itself is kept, not its text, so switching the language re-words it.
 * Shown by `FailureMessage` (`failure-message.tsx`; the start page loads it when something failed).
 */
export function useFailure() {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const attempt = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    setFailure(null);
    try {
      return await work();
    } catch (error) {
      setFailure({ error });
      return undefined;
    }
  }, []);
  return { failure, attempt } as const;
}
