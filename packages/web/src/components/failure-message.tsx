import { failureText } from "../lib/failure-text.js";
import { useI18n } from "../lib/i18n.js";

export { useFailure } from "./use-failure.js";

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
