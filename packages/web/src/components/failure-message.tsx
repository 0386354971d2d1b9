import { useCallback, useState } from "react";
import { failureText } from "../lib/failure-text.js";
import { useI18n } from "../lib/i18n.js";

/**
 * A failed request as state: `attempt(work)` runs it and keeps what went wrong (cleared on the
 * next attempt). The error itself is kept, not its text, so switching the language re-words it.
 */
export function useFailure() {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const attempt = useCallback(async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
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

/** Shows a failed request as an alert in the user's language; nothing when there is none. */
export function FailureMessage({ failure }: { failure: { error: unknown } | null }) {
  const i18n = useI18n();
  if (!failure) return null;
  return (
    <p role="alert" className="error">
      {failureText(failure.error, i18n)}
    </p>
  );
}
